// Test and bench support only: the fixture run of "Update file" over documents of every format the filters
// read — every segment edited with a marker of its own, the document written back as a rebuild writes it, all of
// them opened by LibreOffice as a rebuild checks them (one soffice run per kind of document, its start-up being
// most of the cost) but saved as OpenDocument, whose text holds every part, and the markers looked for in that
// text and in the segments read back.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { unzip } from '../../engines/mt/apertium/test-documents.ts';
import { readDocumentSegments, writeDocumentSegments, type DocumentSegment, type FilterFormat } from '../../engines/mt/filters/index.ts';
import { openWithLibreOffice } from './file-check.ts';

export interface FixtureDocument {
  /** A base name of its own (LibreOffice names its output after it). */
  name: string;
  format: FilterFormat;
  data: Buffer;
}

export interface FixtureResult {
  name: string;
  format: FilterFormat;
  segments: number;
  /**
   * Segments whose marker LibreOffice's text of the rebuilt file lacks. A link's `title` (a tooltip) is not
   * looked for: LibreOffice drops it when it reads HTML; the filters' read-back shows it was written.
   */
  missingInLibreOffice: number[];
  /** Segments the filters read back from the rebuilt file with another text than the edit. */
  changedOnReadBack: number[];
}

/** The scripted edit of segment `i`: a marker of its own before the text, the tags left where they were. */
export const editOf = (segment: DocumentSegment, i: number): string => `[e${i}] ${segment.text}`;

const FAMILY: Readonly<Record<FilterFormat, 'text' | 'sheet' | 'slides'>> = { txt: 'text', html: 'text', docx: 'text', odt: 'text', xlsx: 'sheet', ods: 'sheet', pptx: 'slides', odp: 'slides' };

/** Every document edited, written back and opened; what LibreOffice and the filters read of each. */
export async function rebuildFixtures(docs: readonly FixtureDocument[], work: string): Promise<FixtureResult[]> {
  const rebuilt = await Promise.all(docs.map((d) => writeEdited(d, work)));
  const opened = new Map<string, string>();
  for (const family of new Set(docs.map((d) => FAMILY[d.format]))) {
    const members = rebuilt.filter((r) => FAMILY[r.doc.format] === family);
    const outDir = path.join(work, `opened-${family}`);
    await mkdir(outDir, { recursive: true });
    const outputs = await openWithLibreOffice(members.map((m) => m.file), members[0]!.doc.format, outDir, { openDocument: true });
    members.forEach((m, i) => opened.set(m.doc.name, outputs[i]!));
  }
  return Promise.all(rebuilt.map(async ({ doc, file, segments }) => {
    const text = await odfText(opened.get(doc.name)!);
    const back = await readDocumentSegments(file, doc.format);
    return {
      name: doc.name,
      format: doc.format,
      segments: segments.length,
      missingInLibreOffice: segments.flatMap((s, i) => (text.includes(`[e${i}]`) || isTooltip(s) ? [] : [i])),
      changedOnReadBack: segments.flatMap((s, i) => (back[i]?.text === editOf(s, i) ? [] : [i])),
    };
  }));
}

const isTooltip = (s: DocumentSegment): boolean => s.style.kind === 'attribute' && s.style.label === 'title';

async function writeEdited(doc: FixtureDocument, work: string): Promise<{ doc: FixtureDocument; file: string; segments: DocumentSegment[] }> {
  const source = path.join(work, `${doc.name}-delivered.${doc.format}`);
  await writeFile(source, doc.data);
  const segments = await readDocumentSegments(source, doc.format);
  const file = path.join(work, `${doc.name}.${doc.format}`);
  const out = createWriteStream(file);
  await writeDocumentSegments(source, doc.format, out, segments.map(editOf));
  out.end();
  await finished(out);
  return { doc, file, segments };
}

/** The words of an OpenDocument file — body, headers and footers, notes, its title — and its attribute values (alt texts). */
export async function odfText(file: string): Promise<string> {
  const parts = (await unzip(await readFile(file))).filter((p) => ['content.xml', 'styles.xml', 'meta.xml'].includes(p.name));
  const xml = parts.map((p) => p.text).join('\n');
  const attributes = [...xml.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
  const words = xml.replace(/<text:(s|tab|line-break)\b[^>]*\/>/g, ' ').replace(/<[^>]+>/g, '');
  return decode(`${words}\n${attributes.join('\n')}`);
}

const decode = (s: string): string =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))).replace(/&amp;/g, '&');

// A document's segments for a person to review, and the document written again from their edited texts
// (decision 173). The same filters as machine translation read them — a paragraph per segment, inline
// formatting as `<gN>`/`<xN/>` (decision 129) — but every segment in document order, repeated ones included,
// each with its style; writing takes one text per segment in that order and puts each back where it was read.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { MtError } from '../engine.ts';
import { applyAttribute, collectHtmlAttributes, collectHtmlSegments } from './html.ts';
import { parseHtml } from './html-tree.ts';
import { hasWords } from './inline.ts';
import { rewritePackage, type PackageFormat, type PackagePart, type ReadPart } from './package.ts';
import { checkPlaceholders, stripPlaceholders } from '@lingua/contract';
import { ancestry, htmlStyle, packageStyle, parentMap, workbookCells, type SegmentStyle } from './segment-styles.ts';
import type { FilterFormat } from './translate-document.ts';
import { decodeText, paragraphsOf, readText, writeText } from './txt.ts';
import { applyTranslations, type SegmentResult } from './xml-part.ts';
import { serialize } from './xml-tree.ts';

export interface DocumentSegment {
  /** With placeholders, as a translator gets it. */
  text: string;
  style: SegmentStyle;
}

const bytesOf = async (input: string | Readable): Promise<Buffer> => (typeof input === 'string' ? readFile(input) : readAll(input));

/** The segments of a document in reading order: each part's, parts in package order; HTML attributes last. */
export async function readDocumentSegments(input: string | Readable, format: FilterFormat): Promise<DocumentSegment[]> {
  if (format === 'txt') return paragraphsOf(readText(await bytesOf(input))).filter(hasWords).map((text) => ({ text: text.trim(), style: { kind: 'paragraph' } }));
  if (format === 'html') return htmlSegments(await bytesOf(input), undefined).segments;
  let out: DocumentSegment[] = [];
  await withWork((work) =>
    rewritePackage(input, format, undefined, work, async (parts, readPart) => {
      out = await packageSegments(format, parts, readPart);
      return [];
    }),
  );
  return out;
}

/**
 * Writes the document again with `texts` in place of its segments, one per segment in the order read. A text
 * whose tags do not match its segment's is written plain in the paragraph's base formatting, as the machine
 * translation's retry is, so the file stays whole; callers refuse such texts before they get here.
 */
export async function writeDocumentSegments(input: string | Readable, format: FilterFormat, output: Writable, texts: readonly string[]): Promise<void> {
  if (format === 'txt') {
    const doc = readText(await bytesOf(input));
    const paragraphs = paragraphsOf(doc);
    const read = paragraphs.filter(hasWords);
    assertCount(read.length, texts.length);
    let next = 0;
    return write(output, writeText(doc, paragraphs.map((p) => (hasWords(p) ? texts[next++]!.trim() : p))));
  }
  if (format === 'html') return write(output, htmlSegments(await bytesOf(input), texts).bytes);
  await withWork((work) =>
    rewritePackage(input, format, output, work, async (parts) => {
      const read = parts.flatMap((p) => p.slots.map((s) => s.segment.source));
      assertCount(read.length, texts.length);
      return read.map((source, i) => resultOf(source, texts[i]!));
    }),
  );
}

function resultOf(source: string, text: string): SegmentResult {
  return checkPlaceholders(source, text).ok ? { translation: text, plain: false } : { translation: stripPlaceholders(text), plain: true };
}

function assertCount(read: number, given: number): void {
  if (read !== given) throw new MtError('INVALID_DOCUMENT', `The document has ${read} segments; ${given} texts were given`);
}

async function withWork<T>(run: (work: string) => Promise<T>): Promise<T> {
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-review-'));
  try {
    return await run(work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function write(output: Writable, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => output.write(bytes, (err) => (err ? reject(err) : resolve())));
}

/** An HTML page's segments (blocks, then `alt` and `title`), and the page written with `texts` when given. */
function htmlSegments(data: Buffer, texts: readonly string[] | undefined): { segments: DocumentSegment[]; bytes: Buffer } {
  const root = parseHtml(decodeText(data));
  const parents = parentMap(root);
  // Attributes are written first: a segment writes its inline elements' start tags as they are when collected.
  const attributes = collectHtmlAttributes(root);
  const blocks = collectHtmlSegments(root);
  const segments: DocumentSegment[] = [
    ...blocks.map((s) => ({ text: s.segment.source, style: htmlStyle(s.parent, parents) })),
    ...attributes.map((a) => ({ text: a.text, style: { kind: 'attribute' as const, label: a.attribute } })),
  ];
  if (!texts) return { segments, bytes: data };
  assertCount(segments.length, texts.length);
  attributes.forEach((a, i) => applyAttribute(a, stripPlaceholders(texts[blocks.length + i]!).trim()));
  const written = collectHtmlSegments(root);
  applyTranslations(written, written.map((s, i) => resultOf(s.segment.source, texts[i]!)));
  return { segments, bytes: Buffer.from(serialize(root), 'utf8') };
}

async function packageSegments(format: PackageFormat, parts: readonly PackagePart[], readPart: ReadPart): Promise<DocumentSegment[]> {
  const workbook = format === 'xlsx' ? await workbookCells(readPart) : undefined;
  return parts.flatMap((part) => {
    const parents = parentMap(part.root);
    return part.slots.map((slot) => {
      const style = workbook ? cellStyle(part.name, slot.parent, parents, workbook) : packageStyle(format, part.name, slot.parent, parents);
      return { text: slot.segment.source, style };
    });
  });
}

/** A workbook segment: a shared string's first cell, an inline string's own cell, or a comment or drawing. */
function cellStyle(part: string, paragraph: PackagePart['root'], parents: ReadonlyMap<PackagePart['root'], PackagePart['root']>, workbook: Awaited<ReturnType<typeof workbookCells>>): SegmentStyle {
  if (/comments/.test(part)) return { kind: 'comment' };
  if (paragraph.name === 'si') {
    const siblings = parents.get(paragraph)?.children.filter((c) => c.kind === 'el' && c.name === 'si') ?? [];
    const label = workbook.strings.get(siblings.indexOf(paragraph));
    return label ? { kind: 'cell', label } : { kind: 'cell' };
  }
  const cell = ancestry(paragraph, parents).find((el) => el.name === 'c');
  const ref = cell && /\sr="([A-Z]+\d+)"/.exec(cell.open)?.[1];
  const sheet = workbook.sheets.get(part);
  return ref && sheet ? { kind: 'cell', label: `${sheet}!${ref}` } : { kind: 'cell' };
}

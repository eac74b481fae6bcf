// Test support only: real office documents and a PDF built in memory (no binary fixtures); LibreOffice makes the
// legacy inputs and reads translated outputs back independently of Apertium.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { convertWithLibreOffice, onPath, SOFFICE } from '../libreoffice.ts';

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export async function zipOf(parts: Array<[name: string, content: string, store?: boolean]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content, store] of parts) zip.addBuffer(Buffer.from(content, 'utf8'), name, { compress: !store });
  zip.end();
  return readAll(zip.outputStream as unknown as Readable);
}

export async function unzip(data: Buffer): Promise<Array<{ name: string; text: string; compressed: boolean }>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const parts: Array<{ name: string; text: string; compressed: boolean }> = [];
  for await (const entry of zip.eachEntry()) {
    const text = (await readAll(await zip.openReadStreamPromise(entry))).toString('utf8');
    parts.push({ name: entry.fileName, text, compressed: entry.compressionMethod !== 0 });
  }
  return parts;
}

const contentTypes = (overrides: Array<[part: string, type: string]>): string =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  overrides.map(([p, t]) => `<Override PartName="${p}" ContentType="${t}"/>`).join('') +
  '</Types>';

const rels = (items: Array<[id: string, type: string, target: string]>): string =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  items.map(([id, type, target]) => `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`).join('') +
  '</Relationships>';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

export function docx(paragraphs: string[]): Promise<Buffer> {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${esc(p)}</w:t></w:r></w:p>`).join('');
  return zipOf([
    ['[Content_Types].xml', contentTypes([
      ['/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
      ['/word/styles.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml'],
    ])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'word/document.xml']])],
    ['word/_rels/document.xml.rels', rels([['rId1', 'styles', 'styles.xml']])],
    ['word/document.xml', `${XML}<w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`],
    ['word/styles.xml', `${XML}<w:styles ${W}><w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`],
  ]);
}

const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const P = 'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

export function pptx(texts: string[]): Promise<Buffer> {
  const shapes = texts
    .map(
      (t, i) =>
        // One text box below the other: boxes without a position overlap, and a renderer mixes their letters.
        `<p:sp><p:nvSpPr><p:cNvPr id="${i + 2}" name="Text ${i + 1}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
        `<p:spPr><a:xfrm><a:off x="457200" y="${457200 + i * 914400}"/><a:ext cx="8229600" cy="914400"/></a:xfrm></p:spPr>` +
        `<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${esc(t)}</a:t></a:r></a:p></p:txBody></p:sp>`,
    )
    .join('');
  return zipOf([
    ['[Content_Types].xml', contentTypes([
      ['/ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
      ['/ppt/slides/slide1.xml', 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml'],
    ])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'ppt/presentation.xml']])],
    ['ppt/presentation.xml', `${XML}<p:presentation ${A} ${R} ${P}><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`],
    ['ppt/_rels/presentation.xml.rels', rels([['rId2', 'slide', 'slides/slide1.xml']])],
    ['ppt/slides/slide1.xml', `${XML}<p:sld ${A} ${R} ${P}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld></p:sld>`],
  ]);
}

export function xlsx(strings: string[]): Promise<Buffer> {
  const S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rows = strings.map((_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c><c r="B${i + 1}"><v>${i * 10}</v></c></row>`).join('');
  return zipOf([
    ['[Content_Types].xml', contentTypes([
      ['/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
      ['/xl/worksheets/sheet1.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml'],
      ['/xl/sharedStrings.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml'],
    ])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'xl/workbook.xml']])],
    ['xl/workbook.xml', `${XML}<workbook ${S} ${R}><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', rels([['rId1', 'worksheet', 'worksheets/sheet1.xml'], ['rId2', 'sharedStrings', 'sharedStrings.xml']])],
    ['xl/worksheets/sheet1.xml', `${XML}<worksheet ${S}><sheetData>${rows}</sheetData></worksheet>`],
    ['xl/sharedStrings.xml', `${XML}<sst ${S} count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`],
  ]);
}

export function odt(paragraphs: string[]): Promise<Buffer> {
  const ns =
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" office:version="1.3"';
  return zipOf([
    // ODF: `mimetype` first and stored, so the file type can be read at a fixed offset.
    ['mimetype', 'application/vnd.oasis.opendocument.text', true],
    ['META-INF/manifest.xml', `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/></manifest:manifest>`],
    ['content.xml', `${XML}<office:document-content ${ns}><office:body><office:text>${paragraphs.map((p) => `<text:p>${esc(p)}</text:p>`).join('')}</office:text></office:body></office:document-content>`],
    ['styles.xml', `${XML}<office:document-styles ${ns}><office:styles/></office:document-styles>`],
  ]);
}

/** A one-page PDF with one line of Helvetica text, byte offsets computed so the xref table is exact. */
export function pdf(line: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${line.replace(/[\\()]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string): string =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (_, e: string) =>
    e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : ENTITIES[e]!,
  );

/** Checks `xml` is well formed and returns the text of every `tag` element; throws at the offending position. */
export function xmlTexts(xml: string, tag: string): string[] {
  const token =
    /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|</g;
  const stack: string[] = [];
  const open: Array<{ depth: number; text: string }> = [];
  const found: string[] = [];
  let roots = 0;
  for (const m of xml.matchAll(token)) {
    const [whole, cdata, closing, name, , selfClosing, text] = m;
    const at = `at ${m.index}: ${JSON.stringify(xml.slice(m.index, m.index + 40))}`;
    if (whole === '<') throw new Error(`stray '<' ${at}`);
    if (text !== undefined || cdata !== undefined) {
      const t = cdata ?? text!;
      if (cdata === undefined && /&(?!(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);)/.test(t)) throw new Error(`bad entity ${at}`);
      if (stack.length === 0 && t.trim() !== '') throw new Error(`text outside the root ${at}`);
      for (const o of open) o.text += cdata ?? decode(t);
    } else if (name) {
      if (closing) {
        if (stack.pop() !== name) throw new Error(`mismatched </${name}> ${at}`);
        if (open.at(-1)?.depth === stack.length) found.push(open.pop()!.text);
      } else {
        if (stack.length === 0 && ++roots > 1) throw new Error(`second root element ${at}`);
        if (name === tag && selfClosing) found.push('');
        else if (name === tag) open.push({ depth: stack.length, text: '' });
        if (!selfClosing) stack.push(name);
      }
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.at(-1)}>`);
  if (roots !== 1) throw new Error('no root element');
  return found;
}

/** Fails (never skips) where LibreOffice is missing: `bash bootstrap.sh` installs it. */
export function requireLibreOffice(): void {
  if (!onPath(SOFFICE)) {
    throw new Error('LibreOffice (soffice) is not installed; run `bash bootstrap.sh test` or apt-get install the libreoffice-*-nogui packages it lists');
  }
}

/** What soffice `--convert-to` filter reads a file of this extension back as text (csv/pdf need a step more). */
const READERS: Record<string, 'txt:Text' | 'csv' | 'pdf'> = {
  txt: 'txt:Text',
  html: 'txt:Text',
  docx: 'txt:Text',
  odt: 'txt:Text',
  doc: 'txt:Text',
  xlsx: 'csv',
  xls: 'csv',
  ods: 'csv',
  // Impress has no text export; its PDF goes through pdftotext.
  pptx: 'pdf',
  ppt: 'pdf',
  odp: 'pdf',
};

const execFileAsync = promisify(execFile);

/** Each file's text through LibreOffice: one soffice run per kind, kinds in parallel, about one start-up per test file. */
export async function readWithLibreOffice(files: Record<string, Buffer>): Promise<Record<string, string>> {
  requireLibreOffice();
  const work = await mkdtemp(path.join(tmpdir(), 'lo-read-'));
  try {
    const groups = new Map<string, Array<{ key: string; file: string }>>();
    for (const [i, [key, data]] of Object.entries(files).entries()) {
      const ext = path.extname(key).slice(1).toLowerCase();
      const filter = READERS[ext];
      if (!filter) throw new Error(`no LibreOffice reader for .${ext}`);
      // Numbered base names: soffice names outputs after the input, so two inputs must not share one.
      const file = path.join(work, `f${i}.${ext}`);
      await writeFile(file, data);
      groups.set(filter, [...(groups.get(filter) ?? []), { key, file }]);
    }
    const texts: Record<string, string> = {};
    await Promise.all(
      [...groups].map(async ([filter, group]) => {
        const outDir = await mkdtemp(path.join(work, 'out-'));
        const outputs = await convertWithLibreOffice(group.map((g) => g.file), { to: filter, outDir, timeoutMs: 60_000 });
        for (const [j, out] of outputs.entries()) {
          const text =
            filter === 'pdf'
              ? (await execFileAsync('pdftotext', ['-enc', 'UTF-8', out, '-'])).stdout
              : await readFile(out, 'utf8');
          texts[group[j]!.key] = text.replace(/^\uFEFF/, '');
        }
      }),
    );
    return texts;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const LEGACY: Record<string, string> = { docx: 'doc', pptx: 'ppt', xlsx: 'xls' };

/** OOXML saved as Word/PowerPoint/Excel 97 by LibreOffice, keyed by the legacy name. */
export async function toLegacyOffice(files: Record<string, Buffer>): Promise<Record<string, Buffer>> {
  requireLibreOffice();
  const work = await mkdtemp(path.join(tmpdir(), 'lo-legacy-'));
  try {
    const out: Record<string, Buffer> = {};
    await Promise.all(
      Object.entries(files).map(async ([name, data], i) => {
        const ext = path.extname(name).slice(1);
        const legacy = LEGACY[ext];
        if (!legacy) throw new Error(`${name}: not a .docx/.pptx/.xlsx`);
        const dir = await mkdtemp(path.join(work, `${i}-`));
        const file = path.join(dir, `source.${ext}`);
        await writeFile(file, data);
        const [converted] = await convertWithLibreOffice([file], { to: legacy, outDir: dir, timeoutMs: 60_000 });
        out[`${name.slice(0, -ext.length)}${legacy}`] = await readFile(converted!);
      }),
    );
    return out;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

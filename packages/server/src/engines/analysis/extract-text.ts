// Plain text of quote documents for the word count (spec 2 §3, decision 014). Every reader is bounded (bytes,
// parts, time) because the input comes from anonymous visitors.
import { documentFormatOfName } from '@lingua/contract';
import { spawnTethered } from '../../lib/tethered.ts';
import { buffer as readAll } from 'node:stream/consumers';
import yauzl from 'yauzl';

const ANALYSABLE_FORMATS = ['txt', 'html', 'docx', 'pptx', 'xlsx', 'odt', 'pdf'] as const;
export type AnalysableFormat = (typeof ANALYSABLE_FORMATS)[number];

/** The format by file-name extension; null when the analysis cannot read it (it then goes to internal review). */
export function analysableFormatOf(fileName: string): AnalysableFormat | null {
  const format = documentFormatOfName(fileName);
  return format && (ANALYSABLE_FORMATS as readonly string[]).includes(format) ? (format as AnalysableFormat) : null;
}

export class ExtractionError extends Error {}

// A 40 MB docx may inflate to a few hundred MB of XML; beyond this it is a zip bomb.
export const MAX_DECOMPRESSED_BYTES = 256 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 20_000;
const PDFTOTEXT_TIMEOUT_MS = 60_000;

interface ZipReader {
  selects: (entryName: string) => boolean;
  breaks: RegExp;
}

const ZIP_READERS: Record<'docx' | 'pptx' | 'xlsx' | 'odt', ZipReader> = {
  // Body, headers, footers, footnotes, endnotes and comments are all translated, so all are counted.
  docx: { selects: (n) => /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/.test(n), breaks: /<\/w:p>|<w:tab\/>|<w:br\/>/g },
  pptx: { selects: (n) => /^ppt\/(slides\/slide|notesSlides\/notesSlide)\d+\.xml$/.test(n), breaks: /<\/a:p>|<a:br\/>/g },
  // Shared strings hold the text cells; inline strings live in the sheets. Numbers are not words.
  xlsx: { selects: (n) => n === 'xl/sharedStrings.xml' || /^xl\/worksheets\/sheet\d+\.xml$/.test(n), breaks: /<\/si>|<\/is>/g },
  odt: { selects: (n) => n === 'content.xml', breaks: /<\/text:(p|h)>|<text:(tab|line-break|s)\/>/g },
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, (whole, e: string) => {
    if (e.startsWith('#')) {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : ' ';
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

function xmlPartText(xml: string, format: keyof typeof ZIP_READERS, breaks: RegExp): string {
  const withBreaks = xml.replace(breaks, '\n');
  if (format === 'xlsx') {
    // Worksheets: only inline strings (<is><t>) are text; <v> values are numbers or shared-string indexes.
    const texts = [...withBreaks.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => m[1] ?? '');
    return decodeEntities(texts.join(' '));
  }
  if (format === 'docx') {
    // Deleted revisions (<w:delText>) and field codes (<w:instrText>) are not read by the translator.
    const texts = [...withBreaks.matchAll(/<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|\n/g)].map((m) => (m[0] === '\n' ? '\n' : (m[1] ?? '')));
    return decodeEntities(texts.join(''));
  }
  if (format === 'pptx') {
    const texts = [...withBreaks.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>|\n/g)].map((m) => (m[0] === '\n' ? '\n' : (m[1] ?? '')));
    return decodeEntities(texts.join(''));
  }
  const body = /<office:body>([\s\S]*)<\/office:body>/.exec(withBreaks)?.[1] ?? withBreaks;
  return decodeEntities(body.replace(/<[^>]*>/g, ''));
}

async function zipText(file: string, format: keyof typeof ZIP_READERS): Promise<string> {
  const reader = ZIP_READERS[format];
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw new ExtractionError(`not a ${format} package`);
  }
  const parts: string[] = [];
  let total = 0;
  let entries = 0;
  let selected = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (++entries > MAX_ZIP_ENTRIES) throw new ExtractionError('too many parts');
      if (!reader.selects(entry.fileName)) continue;
      selected++;
      total += entry.uncompressedSize;
      if (total > MAX_DECOMPRESSED_BYTES) throw new ExtractionError('package too large when decompressed');
      const xml = (await readAll(await zip.openReadStreamPromise(entry))).toString('utf8');
      parts.push(xmlPartText(xml, format, reader.breaks));
    }
  } catch (err) {
    throw err instanceof ExtractionError ? err : new ExtractionError(`damaged ${format} package`);
  } finally {
    zip.close();
  }
  if (selected === 0) throw new ExtractionError(`no text parts in the ${format} package`);
  return parts.join('\n');
}

/** Visible text of an HTML page: scripts, styles and comments are not translated, so not counted. */
export function htmlText(html: string): string {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(stripped);
}

function pdfText(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnTethered('pdftotext', ['-enc', 'UTF-8', '-eol', 'unix', '-q', file, '-'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: PDFTOTEXT_TIMEOUT_MS,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_DECOMPRESSED_BYTES) child.kill('SIGKILL');
      else chunks.push(c);
    });
    child.on('error', (err) => reject(new ExtractionError(`pdftotext unavailable: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(new ExtractionError(signal ? `pdftotext stopped (${signal})` : `pdftotext failed (exit ${code})`));
    });
  });
}

export async function extractText(file: string, format: AnalysableFormat, readFile: (f: string) => Promise<Buffer>): Promise<string> {
  switch (format) {
    case 'txt':
      return decodePlain(await readFile(file));
    case 'html':
      return htmlText(decodePlain(await readFile(file)));
    case 'pdf':
      return pdfText(file);
    default:
      return zipText(file, format);
  }
}

/** UTF-8 unless a UTF-16 byte-order mark says otherwise (Windows Notepad's "Unicode"). */
function decodePlain(buf: Buffer): string {
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return buf.subarray(2).toString('utf16le');
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) {
    const swapped = Buffer.from(buf.subarray(2, buf.length - (buf.length % 2)));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return buf.toString('utf8').replace(/^\ufeff/, '');
}

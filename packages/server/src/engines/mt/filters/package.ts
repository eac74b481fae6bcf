// Office packages through the filters: the parts holding text are parsed and their segments translated
// in one batch (so a string repeated across parts is sent once); every other part is copied unchanged.
import type { Readable, Writable } from 'node:stream';
import { MtError } from '../engine.ts';
import { openZip, readEntry, spool, writePackage, zipEntries } from '../zip-package.ts';
import { ODF_RULES, odfSelects } from './odf.ts';
import { OOXML_RULES, ooxmlSelects } from './ooxml.ts';
import { translateTexts, type TranslateSegments, type TranslationCounts } from './translate-segments.ts';
import { applyTranslations, collectSegments, type PartRules, type SegmentResult, type SegmentSlot } from './xml-part.ts';
import { parseXml, serialize, type XElement } from './xml-tree.ts';

export type PackageFormat = 'docx' | 'pptx' | 'xlsx' | 'odt' | 'ods' | 'odp';

/** The part every package of the format has; without it the file is not of that format. */
const MAIN_PART: Record<PackageFormat, string> = {
  docx: 'word/document.xml',
  pptx: 'ppt/presentation.xml',
  xlsx: 'xl/workbook.xml',
  odt: 'content.xml',
  ods: 'content.xml',
  odp: 'content.xml',
};

// Same bound as the text analysis: beyond this a package is a zip bomb rather than a document.
const MAX_TEXT_PART_BYTES = 256 * 1024 * 1024;

interface Format {
  rules: PartRules;
  selects: (partName: string) => boolean;
  /** Whether a part's XML has a paragraph at all (a worksheet of numbers is not parsed). */
  mayHoldText: (xml: string) => boolean;
}

function formatOf(format: PackageFormat): Format {
  if (format === 'docx' || format === 'pptx' || format === 'xlsx') {
    return { rules: OOXML_RULES, selects: (n) => ooxmlSelects(format, n), mayHoldText: (xml) => /<(?:w:p|a:p|si|is|text)[\s>]/.test(xml) };
  }
  return { rules: ODF_RULES, selects: odfSelects, mayHoldText: (xml) => /<text:[ph][\s>]/.test(xml) };
}

/** A parsed text part of a package and its segments, in document order. */
export interface PackagePart {
  name: string;
  root: XElement;
  slots: SegmentSlot[];
}

/** Reads a part's XML that the filter does not translate (a workbook's sheet names); undefined when absent. */
export type ReadPart = (name: string) => Promise<string | undefined>;

/**
 * Opens a package and collects the segments of its text parts; `rewrite` answers their results in the same
 * order, and the package is written with them to `output`. Without an output only `rewrite` runs (reading).
 */
export async function rewritePackage(
  input: string | Readable,
  format: PackageFormat,
  output: Writable | undefined,
  work: string,
  rewrite: (parts: PackagePart[], readPart: ReadPart) => Promise<readonly SegmentResult[]>,
): Promise<void> {
  const spec = formatOf(format);
  const zip = await openZip(await spool(input, work, `source.${format}`), format);
  try {
    const entries = await zipEntries(zip);
    if (!entries.some((e) => e.fileName === MAIN_PART[format])) throw new MtError('INVALID_DOCUMENT', `Not a ${format} file: it has no ${MAIN_PART[format]}`);
    const selected = entries.filter((e) => spec.selects(e.fileName));
    if (selected.reduce((sum, e) => sum + e.uncompressedSize, 0) > MAX_TEXT_PART_BYTES) {
      throw new MtError('INVALID_DOCUMENT', `The ${format} file's text parts are too large when decompressed`);
    }
    const parts: PackagePart[] = [];
    for (const entry of selected) {
      const xml = (await readEntry(zip, entry)).toString('utf8');
      if (!spec.mayHoldText(xml)) continue;
      const root = parseXml(xml, entry.fileName);
      parts.push({ name: entry.fileName, root, slots: collectSegments(root, spec.rules) });
    }
    const readPart: ReadPart = async (name) => {
      const entry = entries.find((e) => e.fileName === name);
      return entry && entry.uncompressedSize <= MAX_TEXT_PART_BYTES ? (await readEntry(zip, entry)).toString('utf8') : undefined;
    };
    const results = await rewrite(parts, readPart);
    if (!output) return;
    const replaced = new Map<string, Buffer>();
    let at = 0;
    for (const part of parts) {
      applyTranslations(part.slots, results.slice(at, at + part.slots.length));
      at += part.slots.length;
      replaced.set(part.name, Buffer.from(serialize(part.root), 'utf8'));
    }
    await writePackage(zip, entries, output, (name) => (replaced.has(name) ? { data: replaced.get(name)! } : undefined));
  } finally {
    zip.close();
  }
}

export async function translatePackage(
  input: string | Readable,
  format: PackageFormat,
  output: Writable,
  translate: TranslateSegments,
  work: string,
  signal: AbortSignal | undefined,
): Promise<TranslationCounts> {
  let counts: TranslationCounts = { segments: 0, retriedPlain: 0 };
  await rewritePackage(input, format, output, work, async (parts) => {
    const translated = await translateTexts(parts.flatMap((p) => p.slots.map((s) => s.segment)), translate, signal);
    counts = translated.counts;
    return translated.results;
  });
  return counts;
}

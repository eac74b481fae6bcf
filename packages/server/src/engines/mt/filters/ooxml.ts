// Office Open XML (docx, pptx, xlsx): paragraphs are `w:p` (WordprocessingML), `a:p` (DrawingML: slides,
// notes, shapes, chart titles), and a workbook's shared string `si`, inline string `is` and comment `text`.
// Text lives in `w:t`/`a:t`/`t` inside runs whose properties (`w:rPr`) are their formatting.
import type { Frame, InlineRole } from './inline.ts';
import type { PartRules } from './xml-part.ts';
import { decodeEntities, escapeText, localName, type XElement } from './xml-tree.ts';

const PARAGRAPHS = new Set(['w:p', 'a:p', 'si', 'is', 'text']);
const TEXT = new Set(['w:t', 'a:t', 't']);
const FRAMES = new Set([
  'w:r', 'a:r', 'r', 'w:hyperlink', 'w:ins', 'w:smartTag', 'w:customXml', 'w:fldSimple', 'w:sdt', 'w:sdtContent', 'w:dir', 'w:bdo',
]);
// Proofing marks and Word's record of where it last broke the page: Word writes them again on saving.
const DROPPED = new Set(['w:proofErr', 'w:lastRenderedPageBreak']);

function role(el: XElement): InlineRole {
  if (TEXT.has(el.name)) return 'text';
  if (FRAMES.has(el.name)) return 'frame';
  if (DROPPED.has(el.name)) return 'drop';
  // w:pPr, w:rPr, a:pPr, a:rPr, a:endParaRPr, w:sdtPr ...: properties of the element they sit in.
  return localName(el.name).endsWith('Pr') ? 'property' : 'atom';
}

/** A run's text element, named after the run's vocabulary; spaces at either end kept. */
function encode(text: string, chain: readonly Frame[]): string {
  const run = chain.at(-1)?.name;
  if (run === 'a:r') return `<a:t>${escapeText(text)}</a:t>`;
  const tag = run === 'w:r' ? 'w:t' : 't';
  return `<${tag} xml:space="preserve">${escapeText(text)}</${tag}>`;
}

export const OOXML_RULES: PartRules = {
  isParagraph: (el) => PARAGRAPHS.has(el.name),
  role,
  looseText: 'ignore',
  // Revision-session ids and "spell-checked" flags differ between runs of the same formatting.
  frameKey: (head) => head.replace(/\s(?:w:rsid\w*|dirty|err|smtClean|smtId)="[^"]*"/g, ''),
  decode: (raw) => decodeEntities(raw),
  encode,
};

type OoxmlFormat = 'docx' | 'pptx' | 'xlsx';

// Body, headers, footers, footnotes, endnotes, comments; slides and their notes, SmartArt text and chart
// titles; a workbook's strings, inline strings, comments, drawings and chart titles.
const PARTS: Record<OoxmlFormat, RegExp> = {
  docx: /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/,
  pptx: /^ppt\/(slides\/slide\d+|notesSlides\/notesSlide\d+|diagrams\/(data|drawing)\d+|charts\/chart\d+)\.xml$/,
  xlsx: /^xl\/(sharedStrings|worksheets\/sheet\d+|comments\d+|drawings\/drawing\d+|charts\/chart\d+)\.xml$/,
};

/** Whether a part of a package of `format` holds text the filter translates. */
export const ooxmlSelects = (format: OoxmlFormat, partName: string): boolean => PARTS[format].test(partName);

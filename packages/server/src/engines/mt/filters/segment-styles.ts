// What kind of text a segment is, as far as its format says, for a reviewer to see it lightly beside the text:
// a heading, a list item, a table cell, a slide's text or notes, a workbook cell (with its sheet and cell
// name), a header, footer, footnote or comment, an HTML attribute. Read from the segment's paragraph, the
// elements around it and the part it stands in; anything else is a paragraph.
import type { PackageFormat, ReadPart } from './package.ts';
import type { XElement, XNode } from './xml-tree.ts';

export type StyleKind =
  | 'paragraph'
  | 'heading'
  | 'list'
  | 'tableCell'
  | 'slide'
  | 'notes'
  | 'cell'
  | 'header'
  | 'footer'
  | 'footnote'
  | 'comment'
  | 'attribute';

export interface SegmentStyle {
  kind: StyleKind;
  /** "Heading 1", "Slide 3", "Sheet1!B2": where the format names it. */
  label?: string;
}

/** Each element of a tree with the element it stands in. */
export function parentMap(root: XElement): Map<XElement, XElement> {
  const parents = new Map<XElement, XElement>();
  const walk = (el: XElement): void => {
    for (const child of el.children) {
      if (child.kind !== 'el') continue;
      parents.set(child, el);
      walk(child);
    }
  };
  walk(root);
  return parents;
}

/** The element itself, then the elements around it, innermost first. */
export function ancestry(el: XElement, parents: ReadonlyMap<XElement, XElement>): XElement[] {
  const out = [el];
  for (let up = parents.get(el); up; up = parents.get(up)) out.push(up);
  return out;
}

const attr = (el: XElement, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(el.open)?.[1];
const childNamed = (el: XElement, name: string): XElement | undefined => el.children.find((c): c is XElement => c.kind === 'el' && c.name === name);
const partNumber = (part: string): string => /(\d+)\.xml$/.exec(part)?.[1] ?? '';

function wordStyle(paragraph: XElement, around: readonly XElement[], part: string): SegmentStyle {
  if (/header\d*\.xml$/.test(part)) return { kind: 'header' };
  if (/footer\d*\.xml$/.test(part)) return { kind: 'footer' };
  if (/(foot|end)notes\.xml$/.test(part)) return { kind: 'footnote' };
  if (/comments\.xml$/.test(part)) return { kind: 'comment' };
  const props = childNamed(paragraph, 'w:pPr');
  const style = props && childNamed(props, 'w:pStyle') ? attr(childNamed(props, 'w:pStyle')!, 'w:val') : undefined;
  if (style && /^(heading|title|subtitle)/i.test(style)) return { kind: 'heading', label: style.replace(/^heading\s*(\d)/i, 'Heading $1') };
  if (around.some((el) => el.name === 'w:tc')) return { kind: 'tableCell' };
  if ((props && childNamed(props, 'w:numPr')) || (style && /list/i.test(style))) return { kind: 'list' };
  return { kind: 'paragraph' };
}

function slideStyle(around: readonly XElement[], part: string): SegmentStyle {
  const number = partNumber(part);
  if (/notesSlide/.test(part)) return { kind: 'notes', label: `Notes ${number}` };
  const label = /slides\/slide/.test(part) ? `Slide ${number}` : undefined;
  const at = label ? { label } : {};
  if (around.some((el) => el.name === 'a:tc')) return { kind: 'tableCell', ...at };
  const shape = around.find((el) => el.name === 'p:sp');
  const props = shape && childNamed(shape, 'p:nvSpPr');
  const placeholder = props && childNamed(props, 'p:nvPr') && childNamed(childNamed(props, 'p:nvPr')!, 'p:ph');
  if (placeholder && /type="(title|ctrTitle|subTitle)"/.test(placeholder.open)) return { kind: 'heading', ...at };
  return { kind: 'slide', ...at };
}

/** Column letters of a 1-based column number: 1 → A, 28 → AB. */
export function columnName(n: number): string {
  let name = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}

/** A spreadsheet cell's name in an ODF table: rows and columns counted with their repeat attributes. */
function odfCellName(cell: XElement, row: XElement, parents: ReadonlyMap<XElement, XElement>): string {
  const count = (siblings: readonly XNode[], until: XElement, name: string, repeat: string): number => {
    let n = 0;
    for (const s of siblings) {
      if (s === until) return n + 1;
      if (s.kind === 'el' && s.name === name) n += Number(attr(s, repeat) ?? 1);
    }
    return n + 1;
  };
  const column = count(row.children, cell, 'table:table-cell', 'table:number-columns-repeated');
  const rowNumber = count(parents.get(row)?.children ?? [], row, 'table:table-row', 'table:number-rows-repeated');
  return `${columnName(column)}${rowNumber}`;
}

function odfStyle(paragraph: XElement, around: readonly XElement[], part: string, parents: ReadonlyMap<XElement, XElement>): SegmentStyle {
  const named = (name: string) => around.find((el) => el.name === name);
  if (part === 'styles.xml') return { kind: named('style:footer') || named('style:footer-left') ? 'footer' : 'header' };
  if (named('office:annotation')) return { kind: 'comment' };
  if (named('text:note')) return { kind: 'footnote' };
  const page = named('draw:page');
  if (page) return named('presentation:notes') ? { kind: 'notes', label: attr(page, 'draw:name') ?? '' } : { kind: 'slide', label: attr(page, 'draw:name') ?? '' };
  if (paragraph.name === 'text:h') return { kind: 'heading', label: `Heading ${attr(paragraph, 'text:outline-level') ?? 1}` };
  const cell = named('table:table-cell');
  const table = named('table:table');
  const row = named('table:table-row');
  if (cell && table && row && named('office:spreadsheet')) return { kind: 'cell', label: `${attr(table, 'table:name') ?? ''}!${odfCellName(cell, row, parents)}` };
  if (cell) return { kind: 'tableCell' };
  if (named('text:list-item')) return { kind: 'list' };
  return { kind: 'paragraph' };
}

const HTML_HEADINGS = /^h[1-6]$/;

export function htmlStyle(block: XElement, parents: ReadonlyMap<XElement, XElement>): SegmentStyle {
  const names = ancestry(block, parents).map((el) => el.name.toLowerCase());
  const heading = names.find((n) => HTML_HEADINGS.test(n));
  if (heading) return { kind: 'heading', label: `Heading ${heading.slice(1)}` };
  if (names.some((n) => n === 'td' || n === 'th')) return { kind: 'tableCell' };
  if (names.includes('li')) return { kind: 'list' };
  return { kind: 'paragraph' };
}

/** The style of one package segment: its paragraph (the slot's parent) in its part. */
export function packageStyle(format: PackageFormat, part: string, paragraph: XElement, parents: ReadonlyMap<XElement, XElement>): SegmentStyle {
  const around = ancestry(paragraph, parents);
  if (format === 'docx') return wordStyle(paragraph, around, part);
  if (format === 'pptx') return slideStyle(around, part);
  if (format === 'xlsx') return { kind: /comments/.test(part) ? 'comment' : 'cell' };
  return odfStyle(paragraph, around, part, parents);
}

/**
 * A workbook's cell names: for each sheet part, its name from the workbook; for each shared string, the first
 * cell showing it ("Sheet1!B2"). Shared strings used by no cell (or only by formulas) have none.
 */
export async function workbookCells(readPart: ReadPart): Promise<{ sheets: Map<string, string>; strings: Map<number, string> }> {
  const sheets = new Map<string, string>();
  const strings = new Map<number, string>();
  const workbook = (await readPart('xl/workbook.xml')) ?? '';
  const rels = (await readPart('xl/_rels/workbook.xml.rels')) ?? '';
  const targets = new Map([...rels.matchAll(/<Relationship\b[^>]*>/g)].map((m) => [/Id="([^"]*)"/.exec(m[0])?.[1], /Target="([^"]*)"/.exec(m[0])?.[1]]));
  for (const m of workbook.matchAll(/<sheet\b[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(m[0])?.[1];
    const target = targets.get(/r:id="([^"]*)"/.exec(m[0])?.[1]);
    if (name && target) sheets.set(`xl/${target.replace(/^\/?xl\//, '')}`, name.replace(/&amp;/g, '&'));
  }
  for (const [part, name] of sheets) {
    const xml = (await readPart(part)) ?? '';
    for (const c of xml.matchAll(/<c\b([^>]*)>\s*<v>(\d+)<\/v>/g)) {
      if (!/\st="s"/.test(c[1]!)) continue;
      const ref = /\sr="([A-Z]+\d+)"/.exec(c[1]!)?.[1];
      const index = Number(c[2]);
      if (ref && !strings.has(index)) strings.set(index, `${name}!${ref}`);
    }
  }
  return { sheets, strings };
}

// A4 pages written line by line: the quote confirmation (modules/procurement), the deletion receipt
// (modules/retention, decision 183) and the quality report, in the reader's language (decision 190). Latin
// scripts use pdf-lib's standard fonts (nothing embedded); Japanese and Arabic embed a subset of a Debian font
// (IPAex Gothic, DejaVu Sans) shaped by fontkit, and Arabic lines are laid out right to left by the Unicode
// bidirectional algorithm (bidi-js), Latin names and digits inside them left to right.
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** Which fonts a language's PDF needs. */
export type PdfScript = 'latin' | 'japanese' | 'arabic';

/** Debian's fonts (bootstrap.sh installs them): fonts-ipaexfont-gothic and fonts-dejavu-core. */
export const PDF_FONT_FILES: Readonly<Record<Exclude<PdfScript, 'latin'>, { regular: string; bold: string }>> = {
  japanese: { regular: '/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf', bold: '/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf' },
  arabic: { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
};

export const pdfScript = (language: string): PdfScript => (language === 'ja' ? 'japanese' : language === 'ar' ? 'arabic' : 'latin');

const fontFiles = new Map<string, Promise<Buffer | null>>();
const fontFile = (file: string): Promise<Buffer | null> => {
  let read = fontFiles.get(file);
  if (!read) fontFiles.set(file, (read = readFile(file).catch(() => null)));
  return read;
};

/** The fonts of `script` in `doc`; null when its font files are not installed (the caller then writes English). */
export async function pdfFonts(doc: PDFDocument, script: PdfScript): Promise<PenFonts | null> {
  if (script === 'latin') {
    return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), rtl: false, winAnsi: true };
  }
  const files = PDF_FONT_FILES[script];
  const [regular, bold] = await Promise.all([fontFile(files.regular), fontFile(files.bold)]);
  if (!regular || !bold) return null;
  doc.registerFontkit(fontkit);
  const embedded = await doc.embedFont(regular, { subset: true });
  const boldFont = files.bold === files.regular ? embedded : await doc.embedFont(bold, { subset: true });
  return { regular: embedded, bold: boldFont, rtl: script === 'arabic', winAnsi: false };
}

/** The standard fonts encode WinAnsi only: anything else (e.g. CJK in a request name) is shown as '?'. */
export function printable(font: PDFFont, s: string): string {
  let out = '';
  // A narrow no-break space (French before ":") is a no-break space in WinAnsi.
  for (const ch of s.replace(/\u202f/g, '\u00a0')) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

const bidi = bidiFactory();
/** Bidirectional marks and isolates: they steer the algorithm, and no font draws them. */
const ISOLATES = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * An Arabic line in the order it is drawn, left to right: runs of one embedding level, each as fontkit must get it.
 * Right to left, brackets are mirrored here; a run with right-to-left letters goes in logical order (fontkit shapes
 * and reverses it), one of neutrals alone (": ", " (") is reversed here; left-to-right runs (Latin, digits) stay.
 */
export function visualRuns(text: string): string[] {
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
  // bidi-js takes the levels themselves here (its typings say the result object).
  const mirrored = bidi.getMirroredCharactersMap(text, levels as unknown as Parameters<typeof bidi.getMirroredCharactersMap>[1]);
  const runs: Array<{ level: number; text: string; mirrored: string }> = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    const run = last && last.level === levels[i] ? last : runs[runs.push({ level: levels[i]!, text: '', mirrored: '' }) - 1]!;
    run.text += text[i]!;
    run.mirrored += mirrored.get(i) ?? text[i]!;
  }
  // UBA L2 over whole runs: from the highest level down to the lowest odd one, reverse each sequence at or above it.
  const max = Math.max(...runs.map((r) => r.level));
  for (let level = max; level >= 1; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return runs
    .map((r) => (r.level % 2 === 0 ? r.text : RTL_LETTER.test(r.text) ? r.mirrored : [...r.mirrored].reverse().join('')).replace(ISOLATES, ''))
    .filter((r) => r !== '');
}

const A4: [number, number] = [595.28, 841.89];
const TOP = 790;
const LEFT = 56;
const RIGHT = 540;
const INK = rgb(0.1, 0.12, 0.16);
const EDGE = 20;

/** The fonts a pen writes with: `winAnsi` for pdf-lib's standard fonts, `rtl` for a right-to-left language. */
export interface PenFonts {
  regular: PDFFont;
  bold: PDFFont;
  rtl: boolean;
  winAnsi: boolean;
}

/** `text` cut with "…" to the longest start that fits `room` points. */
function fit(text: string, width: (s: string) => number, room: number): string {
  if (width(text) <= room) return text;
  const chars = [...text];
  let [low, high] = [0, chars.length];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (width(`${chars.slice(0, mid).join('')}…`) <= room) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('')}…`;
}

/** Writes lines down the page, starting a new page when the bottom margin is reached; right to left, mirrored. */
export class Pen {
  #page: PDFPage;
  #y = TOP;
  readonly bold: PDFFont;
  readonly #doc: PDFDocument;
  readonly #fonts: PenFonts;

  constructor(doc: PDFDocument, fonts: PenFonts) {
    this.#doc = doc;
    this.#fonts = fonts;
    this.bold = fonts.bold;
    this.#page = doc.addPage(A4);
  }

  /** `x`: where the text starts on a left-to-right page; a right-to-left page ends it at the mirrored place. */
  write(text: string, opts: { size?: number; font?: PDFFont; x?: number } = {}): void {
    const font = opts.font ?? this.#fonts.regular;
    const size = opts.size ?? 11;
    if (this.#y < 70) {
      this.#page = this.#doc.addPage(A4);
      this.#y = TOP;
    }
    const x = opts.x ?? LEFT;
    const encodable = this.#fonts.winAnsi ? printable(font, text) : text;
    // Up to the paper's edge less a margin, on the side the text runs to (a table's last column may pass RIGHT).
    const room = this.#fonts.rtl ? LEFT + RIGHT - x - EDGE : A4[0] - EDGE - x;
    const fitted = fit(encodable.slice(0, 400), (s) => font.widthOfTextAtSize(s.replace(ISOLATES, ''), size), room);
    if (!this.#fonts.rtl) {
      this.#page.drawText(fitted.replace(ISOLATES, ''), { x, y: this.#y, size, font, color: INK });
      return;
    }
    const runs = visualRuns(fitted);
    let at = LEFT + RIGHT - x - runs.reduce((sum, run) => sum + font.widthOfTextAtSize(run, size), 0);
    for (const run of runs) {
      this.#page.drawText(run, { x: at, y: this.#y, size, font, color: INK });
      at += font.widthOfTextAtSize(run, size);
    }
  }

  line(gap = 16): void {
    this.#y -= gap;
  }

  /** A thin rule across the table, `above` points over the current line. */
  rule(above = 0): void {
    this.#page.drawLine({ start: { x: LEFT, y: this.#y + above }, end: { x: RIGHT, y: this.#y + above }, thickness: 0.6, color: INK });
  }
}

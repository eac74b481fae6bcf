// Where a segment stands in the preview (decision 181): the words of each page with their boxes, as
// `pdftotext -bbox` writes them, and the first page where the segment's words run in order — matched without
// case or punctuation, since the PDF's words carry the quotes and stops around them and the tags are gone. A box per line of the match, in fractions of the page, for the editor to draw over the image.
import type { PreviewBox } from '@lingua/contract';

/** One word: its box in points from the top left, and its text. */
export type PageWord = [x0: number, y0: number, x1: number, y1: number, text: string];

export interface PageText {
  width: number;
  height: number;
  words: PageWord[];
}

const PAGE = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
const WORD = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, e: string) => (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : ENTITIES[e]!));

/** The pages of `pdftotext -bbox` output. */
export function parseBboxPages(html: string): PageText[] {
  return [...html.matchAll(PAGE)].map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [...body!.matchAll(WORD)].map(([, x0, y0, x1, y1, text]): PageWord => [Number(x0), Number(y0), Number(x1), Number(y1), unescape(text!)]),
  }));
}

/** A word as compared: lower case, letters and digits only (so "“Hello," is "hello"). */
const norm = (w: string) => w.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function wordsOf(text: string): string[] {
  return text.split(/[\s\u00a0\u202f]+/u).map(norm).filter(Boolean);
}

/** How many of the segment's words to match before calling it found: enough to tell repeated headings apart. */
const ENOUGH = 8;

/** The same word, or the word with a footnote or superscript mark the PDF glued to it ("water1" for "water¹"). */
const sameWord = (onPage: string, word: string) => onPage === word || (onPage.startsWith(word) && /^\d+$/.test(onPage.slice(word.length)));

function matchAt(page: readonly string[], at: number, words: readonly string[]): number {
  let n = 0;
  while (n < words.length && at + n < page.length && sameWord(page[at + n]!, words[n]!)) n++;
  return n;
}

/** The boxes of the words, one per line (words whose tops are within half a line of each other). */
function lineBoxes(page: PageText, words: readonly PageWord[]): PreviewBox[] {
  const lines: PageWord[][] = [];
  for (const w of words) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]![1] - w[1]) < (w[3] - w[1]) / 2) line.push(w);
    else lines.push([w]);
  }
  const r = (v: number) => Math.round(v * 10000) / 10000;
  return lines.map((line) => {
    const [x0, y0, x1, y1] = [Math.min(...line.map((w) => w[0])), Math.min(...line.map((w) => w[1])), Math.max(...line.map((w) => w[2])), Math.max(...line.map((w) => w[3]))];
    return { x: r(x0 / page.width), y: r(y0 / page.height), width: r((x1 - x0) / page.width), height: r((y1 - y0) / page.height) };
  });
}

/** The first page (from 1) where the text's words run in order, with their boxes; null when none holds them. */
export function findOnPages(pages: readonly PageText[], text: string): { page: number; boxes: PreviewBox[] } | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const need = Math.min(words.length, ENOUGH);
  for (const [p, page] of pages.entries()) {
    const kept = page.words.filter((w) => norm(w[4]));
    const normed = kept.map((w) => norm(w[4]));
    for (let at = 0; at < normed.length; at++) {
      if (!sameWord(normed[at]!, words[0]!)) continue;
      const n = matchAt(normed, at, words);
      if (n >= need) return { page: p + 1, boxes: lineBoxes(page, kept.slice(at, at + n)) };
    }
  }
  return null;
}

// A unit's translation divided over the lines its source came from (decision 130): at word boundaries, each line
// getting a share in proportion to its source text's length. Chinese and Japanese are written without spaces, so
// there the pieces are characters (a run of Latin letters or digits inside stays whole). Punctuation never
// starts a line: it stays with what it closes.

const CHARACTER_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The translation cut into pieces that may start a line, each with the blank that follows it. */
function pieces(translation: string): string[] {
  const text = translation.trim().replace(/\s+/gu, ' ');
  if (!text) return [];
  const raw = CHARACTER_SCRIPT.test(text)
    ? (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}] ?|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+ ?| /gu) ?? [])
    : (text.match(/\S+ ?/gu) ?? []);
  const out: string[] = [];
  for (const p of raw) {
    if (out.length && !/[\p{L}\p{N}]/u.test(p)) out[out.length - 1] += p;
    else out.push(p);
  }
  return out;
}

/**
 * The translation in `sourceLengths.length` parts whose lengths follow the source lines' lengths. Every part gets
 * at least one piece while there are as many pieces as lines; with fewer, the lines whose share rounds to
 * nothing stay empty.
 */
export function divideTranslation(translation: string, sourceLengths: readonly number[]): string[] {
  const n = sourceLengths.length;
  const all = pieces(translation);
  if (n <= 1) return [all.join('').trim()];
  const total = all.reduce((sum, p) => sum + p.length, 0);
  const cumulative = [0];
  for (const p of all) cumulative.push(cumulative.at(-1)! + p.length);
  const sourceTotal = sourceLengths.reduce((a, b) => a + Math.max(b, 1), 0);
  const spare = all.length >= n;
  const cuts = [0];
  let share = 0;
  for (let k = 1; k < n; k++) {
    share += Math.max(sourceLengths[k - 1]!, 1);
    const goal = (total * share) / sourceTotal;
    const lo = cuts[k - 1]! + (spare ? 1 : 0);
    const hi = all.length - (spare ? n - k : 0);
    let best = lo;
    for (let j = lo; j <= hi; j++) if (Math.abs(cumulative[j]! - goal) < Math.abs(cumulative[best]! - goal)) best = j;
    cuts.push(best);
  }
  cuts.push(all.length);
  return sourceLengths.map((_, k) => all.slice(cuts[k], cuts[k + 1]).join('').trim());
}

export type Span = { start: number; end: number };

// Around each marked word while the translation is divided: characters no translation holds, and no blank, so a
// word and its marks stay one piece.
const OPEN = '\uE000';
const CLOSE = '\uE001';

/** divideTranslation for a translation with marked words (decision 143): each part says where its marked words stand. */
export function divideMarked(translation: string, marks: readonly Span[], sourceLengths: readonly number[]): Array<{ text: string; marks: Span[] }> {
  const clean = translation.replace(/[\uE000\uE001]/g, '');
  if (marks.length === 0 || clean !== translation) return divideTranslation(clean, sourceLengths).map((text) => ({ text, marks: [] }));
  let wrapped = '';
  let at = 0;
  for (const m of [...marks].sort((a, b) => a.start - b.start)) {
    if (m.start < at || m.end > translation.length || m.end <= m.start) continue;
    wrapped += translation.slice(at, m.start) + OPEN + translation.slice(m.start, m.end) + CLOSE;
    at = m.end;
  }
  wrapped += translation.slice(at);
  return divideTranslation(wrapped, sourceLengths).map((part) => {
    const found: Span[] = [];
    let text = '';
    for (const piece of part.split(/([\uE000\uE001])/)) {
      if (piece === OPEN) found.push({ start: text.length, end: text.length });
      else if (piece === CLOSE) found[found.length - 1]!.end = text.length;
      else text += piece;
    }
    return { text, marks: found };
  });
}

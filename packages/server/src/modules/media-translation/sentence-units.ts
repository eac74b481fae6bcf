// Which subtitle lines are translated together (decision 130: sentences, not cues): a line that does not end a
// sentence is joined with the lines after it until one does, so the engine sees the whole sentence. A line that
// holds several sentences stays one unit; it is never cut. Recognised transcripts carry no punctuation, so a
// file whose lines show no sentence ends at all keeps one line per unit (nothing says where sentences end).

import { endsSentence, SENTENCE_MARK } from '@lingua/contract/subtitles';

export { endsSentence };

/** A sentence spread over more lines than this is translated in pieces of this many lines. */
export const MAX_UNIT_LINES = 5;
/** Nor is a unit let grow past this many characters (a line is at most a few hundred). */
export const MAX_UNIT_CHARS = 600;

/** A line with no letter or digit (empty, "…", "—") is never sent to an engine: it is kept as it is. */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * The lines' indexes grouped into units, in order. Wordless lines are units of their own and do not end an open
 * sentence: the sentence's lines around them are one unit (the unit's indexes then skip them).
 */
export function sentenceUnits(texts: readonly string[]): number[][] {
  const punctuated = texts.some((t) => SENTENCE_MARK.test(t));
  const units: number[][] = [];
  let open: number[] = [];
  let chars = 0;
  const close = () => {
    if (open.length) units.push(open);
    open = [];
    chars = 0;
  };
  for (const [i, text] of texts.entries()) {
    if (!hasWords(text)) {
      units.push([i]);
      continue;
    }
    if (open.length && (open.length >= MAX_UNIT_LINES || chars + text.length > MAX_UNIT_CHARS)) close();
    open.push(i);
    chars += text.length + 1;
    if (!punctuated || endsSentence(text)) close();
  }
  close();
  return units.sort((a, b) => a[0]! - b[0]!);
}

// Where Apertium is unsure (decision 143): its generator marks a word it did not know in the source (`*`), one
// the bilingual dictionary had no entry for (`@`) and one it could not generate in the target (`#`). The marks
// never reach the caller: the text pipeline runs with them on, and they are taken out here and handed on as
// offsets, so the page can underline the words instead.

/** Offsets (UTF-16 code units, end exclusive) of a word the engine was unsure of, in the text given back. */
export interface UnsureSpan {
  start: number;
  end: number;
  /** Set on a word marked `*`: the one kind a document's count takes, as the spec words it ("did not know"). */
  unknown?: true;
}

// A `*`, `#` or `@` the client wrote travels as a private-use character, so every one left afterwards is a mark.
const LITERAL_TO_SHIELD: Record<string, string> = { '*': '\uE02A', '#': '\uE023', '@': '\uE040' };
const SHIELD_TO_LITERAL: Record<string, string> = { '\uE02A': '*', '\uE023': '#', '\uE040': '@' };

/** The source with its own `*`, `#` and `@` shielded (and any stray shield character dropped). */
export function shieldLiteralMarks(text: string): string {
  return text.replace(/[\uE02A\uE023\uE040]/g, '').replace(/[*#@]/g, (c) => LITERAL_TO_SHIELD[c]!);
}

const unshield = (s: string): string => s.replace(/[\uE02A\uE023\uE040]/g, (c) => SHIELD_TO_LITERAL[c]!);

// A mark inside a tag the text carried (`<*b>`, `</*b>`) is the tokeniser reading the tag's name as a word:
// taken out, and not a word of the text.
const TAG = /<\/?[*#@]?[A-Za-z][^<>]*>/y;
// A word as the analyser cuts it: letters, their combining marks and digits; a hyphen or an apostrophe ends it.
const WORD = /[\p{L}\p{M}\p{N}]+/uy;

/**
 * The engine's output without its marks, and where the marked words stand. A mark covers the one word after
 * it: a multiword unit left untranslated (`@in spite of`) is marked at its first word, since the plain text no
 * longer says where the unit ends.
 */
export function takeUnsureMarks(output: string): { text: string; unsure: UnsureSpan[] } {
  let text = '';
  const unsure: UnsureSpan[] = [];
  let i = 0;
  while (i < output.length) {
    const c = output[i]!;
    if (c === '<') {
      TAG.lastIndex = i;
      const tag = TAG.exec(output);
      if (tag) {
        text += unshield(tag[0].replace(/^(<\/?)[*#@]/, '$1'));
        i += tag[0].length;
        continue;
      }
    }
    if (c === '*' || c === '#' || c === '@') {
      WORD.lastIndex = i + 1;
      const word = WORD.exec(output);
      if (word) {
        unsure.push({ start: text.length, end: text.length + word[0].length, ...(c === '*' ? { unknown: true as const } : {}) });
        text += word[0];
        i += 1 + word[0].length;
        continue;
      }
      // A mark before no word (it cannot be the client's: theirs are shielded) is dropped.
      i += 1;
      continue;
    }
    text += unshield(c);
    i += 1;
  }
  return { text, unsure };
}

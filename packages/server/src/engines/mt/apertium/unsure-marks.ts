// Apertium's unsure marks (decision 143: `*` unknown, `@` no dictionary entry, `#` not generated) taken out of the
// text and handed on as offsets, so the page can underline the words.

export interface UnsureSpan {
  start: number;
  end: number;
  /** Set on a word marked `*`: the one kind a document's count takes, as the spec words it ("did not know"). */
  unknown?: true;
}

// A `*`, `#` or `@` the client wrote travels as a private-use character, so every one left afterwards is a mark.
const LITERAL_TO_SHIELD: Record<string, string> = { '*': '\uE02A', '#': '\uE023', '@': '\uE040' };
const SHIELD_TO_LITERAL: Record<string, string> = { '\uE02A': '*', '\uE023': '#', '\uE040': '@' };

export function shieldLiteralMarks(text: string): string {
  return text.replace(/[\uE02A\uE023\uE040]/g, '').replace(/[*#@]/g, (c) => LITERAL_TO_SHIELD[c]!);
}

const unshield = (s: string): string => s.replace(/[\uE02A\uE023\uE040]/g, (c) => SHIELD_TO_LITERAL[c]!);

// A mark inside a tag (`<*b>`) is the tokeniser reading the tag's name as a word: taken out.
const TAG = /<\/?[*#@]?[A-Za-z][^<>]*>/y;
// A word as the analyser cuts it: letters, their combining marks and digits; a hyphen or an apostrophe ends it.
const WORD = /[\p{L}\p{M}\p{N}]+/uy;

/** A mark covers the one word after it: an untranslated multiword unit is marked at its first word. */
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

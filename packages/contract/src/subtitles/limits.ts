// Subtitle limits (decision 135) for the cue builder, the editor and the server. Defaults from Netflix's Timed Text
// Style Guide (CJK lines 16 characters); MEDIA_SUBTITLE_RULES overrides them per script class or language.

export interface SubtitleLimits {
  maxLineLength: number;
  maxLines: number;
  minSeconds: number;
  maxSeconds: number;
  maxCharsPerSecond: number;
  minGapSeconds: number;
}

/** Frame rate the two-frame gap is counted at when the media's own is not known (film, 24 fps). */
export const SUBTITLE_FRAME_RATE = 24;

export const DEFAULT_SUBTITLE_LIMITS: Readonly<SubtitleLimits> = Object.freeze({
  maxLineLength: 42,
  maxLines: 2,
  minSeconds: 5 / 6,
  maxSeconds: 7,
  maxCharsPerSecond: 17,
  minGapSeconds: 2 / SUBTITLE_FRAME_RATE,
});

export const CJK_SUBTITLE_LIMITS: Readonly<SubtitleLimits> = Object.freeze({ ...DEFAULT_SUBTITLE_LIMITS, maxLineLength: 16 });

export type ScriptClass = 'cjk' | 'other';

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// Ideographic punctuation and full-width forms (。、「」，！？): written without spaces like the characters they follow.
const CJK_PUNCTUATION = /[\u3000-\u303F\uFF00-\uFFEF]/u;
const LETTER = /\p{L}/u;

/** Whether a text is mostly Chinese, Japanese or Korean script (measured by characters, not words). */
export function scriptClass(text: string): ScriptClass {
  let cjk = 0;
  let letters = 0;
  for (const ch of text) {
    if (!LETTER.test(ch)) continue;
    letters += 1;
    if (CJK_CHAR.test(ch)) cjk += 1;
  }
  return letters > 0 && cjk * 2 >= letters ? 'cjk' : 'other';
}

/** A character of a script written without spaces between words, or that script's punctuation. */
export function isCjkChar(ch: string): boolean {
  return CJK_CHAR.test(ch) || CJK_PUNCTUATION.test(ch);
}

/** Per script class, then per language id; `rules` is what the server has in force, else the defaults. */
export interface SubtitleRules {
  other: SubtitleLimits;
  cjk: SubtitleLimits;
  languages: Record<string, Partial<SubtitleLimits>>;
}

export const DEFAULT_SUBTITLE_RULES: SubtitleRules = { other: { ...DEFAULT_SUBTITLE_LIMITS }, cjk: { ...CJK_SUBTITLE_LIMITS }, languages: {} };

export function limitsFor(rules: SubtitleRules, languageId: string | undefined, sample: string): SubtitleLimits {
  return { ...rules[scriptClass(sample)], ...(languageId ? rules.languages[languageId] : undefined) };
}

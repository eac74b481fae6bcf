// Subtitle limits (decision 135), shared by the cue builder, the editor's quality check and the server's count on
// save. Defaults are Netflix's Timed Text Style Guide (general requirements): 42 characters a line (16 for
// Chinese, Japanese and Korean, which Netflix's language guides set lower), two lines, 5/6 s to 7 s on screen,
// 17 characters a second for adult programmes, two frames between subtitles. A deployment overrides them per
// language class or language (MEDIA_SUBTITLE_RULES, README); the server sends the ones in force to the editor.

export interface SubtitleLimits {
  maxLineLength: number;
  maxLines: number;
  minSeconds: number;
  maxSeconds: number;
  maxCharsPerSecond: number;
  /** Shortest gap between one subtitle's end and the next one's start. */
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

/**
 * The limits a language's subtitles are held to: per script class, then per language id where configured.
 * `rules` is what the server has in force (`subtitleRules` of the segments answer); without it, the defaults.
 */
export interface SubtitleRules {
  other: SubtitleLimits;
  cjk: SubtitleLimits;
  /** What a language changes of its script class's limits. */
  languages: Record<string, Partial<SubtitleLimits>>;
}

export const DEFAULT_SUBTITLE_RULES: SubtitleRules = { other: { ...DEFAULT_SUBTITLE_LIMITS }, cjk: { ...CJK_SUBTITLE_LIMITS }, languages: {} };

export function limitsFor(rules: SubtitleRules, languageId: string | undefined, sample: string): SubtitleLimits {
  return { ...rules[scriptClass(sample)], ...(languageId ? rules.languages[languageId] : undefined) };
}

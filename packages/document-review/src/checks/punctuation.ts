// End punctuation by the target language's rules (decision 180): the stop a sentence ends with follows the
// source's (a question stays a question, a heading without a stop gets none), written as the language writes it —
// Chinese and Japanese full-width 。？！, Spanish opening ¿ and ¡, French a narrow no-break space before ? ! : ;,
// Arabic script ؟. Language ids are the portal's (`jpn`, `esn`, `fra`) or ISO codes (`ja`, `es`, `fr`).

export type PunctuationRules = 'fullWidth' | 'spanish' | 'french' | 'arabic' | 'plain';

const BY_LANGUAGE: Record<string, PunctuationRules> = {
  jpn: 'fullWidth', chs: 'fullWidth', cht: 'fullWidth', ja: 'fullWidth', zh: 'fullWidth',
  esn: 'spanish', esm: 'spanish', esp: 'spanish', es: 'spanish',
  // Canadian French sets no space before ? ! ; — only France's, Belgium's and Switzerland's typography does.
  fra: 'french', frb: 'french', frs: 'french', fr: 'french',
  ara: 'arabic', far: 'arabic', urd: 'arabic', ar: 'arabic', fa: 'arabic', ur: 'arabic',
};

export function punctuationRules(languageId: string | null): PunctuationRules {
  if (!languageId) return 'plain';
  const id = languageId.toLowerCase();
  if (id === 'fr-ca') return 'plain';
  return BY_LANGUAGE[id] ?? BY_LANGUAGE[id.split(/[-_]/)[0]!] ?? 'plain';
}

/** What kind of stop a text ends with, whatever the script writes it as. */
export type StopKind = 'period' | 'question' | 'exclamation' | 'colon' | 'ellipsis' | 'none';

const STOPS: Array<[RegExp, StopKind]> = [
  [/(?:\.\.\.|…)$/u, 'ellipsis'],
  [/[.。｡]$/u, 'period'],
  [/[?？؟]$/u, 'question'],
  [/[!！]$/u, 'exclamation'],
  [/[:：]$/u, 'colon'],
];

// Closing quotes and brackets after the stop ("Stop." or (see below.)) do not hide it.
const CLOSERS = /[\s"'”’»)\]）」』】]+$/u;

export function stopOf(text: string): StopKind {
  const end = text.replace(CLOSERS, '');
  for (const [pattern, kind] of STOPS) if (pattern.test(end)) return kind;
  return 'none';
}

const WRITTEN: Record<PunctuationRules, Partial<Record<StopKind, string>>> = {
  fullWidth: { period: '。', question: '？', exclamation: '！', colon: '：' },
  arabic: { question: '؟' },
  spanish: {},
  french: {},
  plain: {},
};

const ANY_STOP: Record<Exclude<StopKind, 'none' | 'ellipsis'>, RegExp> = {
  period: /[.。｡]$/u,
  question: /[?？؟]$/u,
  exclamation: /[!！]$/u,
  colon: /[:：]$/u,
};

/** The stop written as the language writes it, where it writes it otherwise (a Japanese '.' becomes '。'). */
export function localStop(text: string, rules: PunctuationRules): { wrong: string; fix: string } | null {
  const kind = stopOf(text);
  if (kind === 'none' || kind === 'ellipsis') return null;
  const want = WRITTEN[rules][kind];
  if (!want) return null;
  const closers = CLOSERS.exec(text)?.[0] ?? '';
  const body = text.slice(0, text.length - closers.length);
  const have = body.at(-1)!;
  if (have === want) return null;
  // A full stop in Japanese or Chinese is written with no space before it.
  const fixed = `${body.slice(0, -1).replace(ANY_STOP[kind], '').trimEnd()}${want}${closers}`;
  return { wrong: have, fix: fixed };
}

/** Spanish opens a question or exclamation with ¿ or ¡ (somewhere before it, as a clause may open one). */
export function missingOpening(text: string): '¿' | '¡' | null {
  const kind = stopOf(text);
  if (kind === 'question' && !text.includes('¿')) return '¿';
  if (kind === 'exclamation' && !text.includes('¡')) return '¡';
  return null;
}

// A ? ! ; or : straight after a word, or after a plain space, ends a French clause: it takes a no-break space.
// Not in a time (10:30), a URL (https://), a ratio or a smiley's ":" followed by something other than a space.
const FRENCH_STOP = /([^\s\u00a0\u202f])( ?)([?!;:])(?=[\s?!]|$|["»)\]])/gu;

/** The text with French spacing before its high stops, or null where it is already right. */
export function frenchSpacing(text: string): string | null {
  let changed = false;
  const fixed = text.replace(FRENCH_STOP, (all, before: string, _space: string, stop: string) => {
    // A stop doubled (?! or ?!) takes its space once, before the first.
    if (/[?!;:]/.test(before)) return all;
    changed = true;
    return `${before}\u202f${stop}`;
  });
  return changed ? fixed : null;
}

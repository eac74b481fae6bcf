// MEDIA_SUBTITLE_RULES (README): the subtitle limits a deployment holds its subtitles to, where they differ from
// Netflix's defaults (decision 135). `;`-separated groups, each `key=value` pairs separated by `,`, for every
// language, or after `cjk:`, `other:` or a portal language id and a colon for that script class or language:
// `line=37;cjk:line=14,cps=9;jpn:cps=4`.
import { DEFAULT_SUBTITLE_RULES, type SubtitleLimits, type SubtitleRules } from '@lingua/contract/subtitles';

const KEYS: Record<string, keyof SubtitleLimits> = {
  line: 'maxLineLength',
  lines: 'maxLines',
  cps: 'maxCharsPerSecond',
  min: 'minSeconds',
  max: 'maxSeconds',
  gap: 'minGapSeconds',
};
const WHOLE: ReadonlySet<keyof SubtitleLimits> = new Set(['maxLineLength', 'maxLines']);

function pairs(group: string, name: string): Partial<SubtitleLimits> {
  const out: Partial<SubtitleLimits> = {};
  for (const pair of group.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key = '', raw = ''] = pair.split('=').map((p) => p.trim());
    const field = KEYS[key];
    const value = Number(raw);
    if (!field) throw new Error(`${name}: unknown limit "${key}" (one of ${Object.keys(KEYS).join(', ')})`);
    if (raw === '' || !Number.isFinite(value) || value < 0 || (WHOLE.has(field) && (!Number.isInteger(value) || value < 1)))
      throw new Error(`${name}: "${pair}" needs a ${WHOLE.has(field) ? 'whole number of at least 1' : 'number of at least 0'}`);
    out[field] = value;
  }
  return out;
}

export function parseSubtitleRules(value: string | undefined, name = 'MEDIA_SUBTITLE_RULES'): SubtitleRules {
  const rules: SubtitleRules = { other: { ...DEFAULT_SUBTITLE_RULES.other }, cjk: { ...DEFAULT_SUBTITLE_RULES.cjk }, languages: {} };
  const groups = (value ?? '').split(';').map((g) => g.trim()).filter(Boolean);
  // Groups for every language first, so a class's or a language's own group wins whatever the order.
  for (const group of [...groups.filter((g) => !/^[\w-]+:/u.test(g)), ...groups.filter((g) => /^[\w-]+:/u.test(g))]) {
    const colon = /^([\w-]+):/u.exec(group);
    const limits = pairs(colon ? group.slice(colon[0].length) : group, name);
    if (!colon) {
      Object.assign(rules.other, limits);
      Object.assign(rules.cjk, limits);
    } else if (colon[1] === 'cjk' || colon[1] === 'other') Object.assign(rules[colon[1]], limits);
    else rules.languages[colon[1]!] = { ...rules.languages[colon[1]!], ...limits };
  }
  for (const limits of [rules.other, rules.cjk])
    if (limits.minSeconds >= limits.maxSeconds) throw new Error(`${name}: min (${limits.minSeconds}) must be below max (${limits.maxSeconds})`);
  return rules;
}

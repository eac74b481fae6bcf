import { describe, expect, it } from 'vitest';
import { limitsFor } from '@lingua/contract/subtitles';
import { parseSubtitleRules } from './subtitle-config.ts';

describe('MEDIA_SUBTITLE_RULES', () => {
  it("defaults to Netflix's limits, 16 characters a line for Chinese, Japanese and Korean", () => {
    const rules = parseSubtitleRules(undefined);
    expect(limitsFor(rules, 'enu', 'Hello')).toEqual({ maxLineLength: 42, maxLines: 2, minSeconds: 5 / 6, maxSeconds: 7, maxCharsPerSecond: 17, minGapSeconds: 2 / 24 });
    expect(limitsFor(rules, 'jpn', 'こんにちは').maxLineLength).toBe(16);
  });

  it('takes limits for every language, a script class and one language, the narrower winning', () => {
    const rules = parseSubtitleRules('jpn:cps=4; line=37,cps=15; cjk:line=14');
    expect([limitsFor(rules, 'enu', 'Hi').maxLineLength, limitsFor(rules, 'enu', 'Hi').maxCharsPerSecond]).toEqual([37, 15]);
    expect([limitsFor(rules, 'chs', '你好').maxLineLength, limitsFor(rules, 'chs', '你好').maxCharsPerSecond]).toEqual([14, 15]);
    expect([limitsFor(rules, 'jpn', 'こんにちは').maxLineLength, limitsFor(rules, 'jpn', 'こんにちは').maxCharsPerSecond]).toEqual([14, 4]);
  });

  it('refuses an unknown limit, a bad number and a minimum over the maximum, naming the setting', () => {
    expect(() => parseSubtitleRules('width=3')).toThrow(/MEDIA_SUBTITLE_RULES: unknown limit "width"/);
    expect(() => parseSubtitleRules('lines=1.5')).toThrow(/whole number/);
    expect(() => parseSubtitleRules('cps=fast')).toThrow(/"cps=fast"/);
    expect(() => parseSubtitleRules('min=8')).toThrow(/min \(8\) must be below max \(7\)/);
  });
});

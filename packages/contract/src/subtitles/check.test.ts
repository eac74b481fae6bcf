import { describe, expect, it } from 'vitest';
import { cuesBreakingRules, subtitleRuleBreaks } from './check.ts';
import { CJK_SUBTITLE_LIMITS, DEFAULT_SUBTITLE_LIMITS } from './limits.ts';

const codes = (cues: Array<{ start: number; end: number; text: string }>, limits = DEFAULT_SUBTITLE_LIMITS) =>
  subtitleRuleBreaks(cues, limits).map((b) => `${b.index}:${b.code}`);

describe('subtitle rules', () => {
  it('finds nothing in subtitles within every limit', () => {
    expect(codes([{ start: 0, end: 2, text: 'Good morning.' }, { start: 2.1, end: 4, text: 'The clinic opens at nine.' }])).toEqual([]);
  });

  it('flags a line over 42 characters, or over 16 in Chinese, Japanese and Korean', () => {
    expect(codes([{ start: 0, end: 7, text: 'This line is typed by the user and it is far too long\nshort' }])).toEqual(['0:LINE_TOO_LONG']);
    expect(codes([{ start: 0, end: 7, text: 'a'.repeat(90) }])).toEqual(['0:LINE_TOO_LONG']);
    expect(codes([{ start: 0, end: 3, text: '我们明天早上九点在诊所\n门口见面请带上你的保险卡和身份证件' }], CJK_SUBTITLE_LIMITS)).toEqual(['0:LINE_TOO_LONG']);
    expect(codes([{ start: 0, end: 3, text: 'one\ntwo\nthree' }])).toEqual(['0:TOO_MANY_LINES']);
  });

  it('flags over 17 characters a second', () => {
    const [b] = subtitleRuleBreaks([{ start: 0, end: 1, text: 'Twenty characters ok' }], DEFAULT_SUBTITLE_LIMITS);
    expect(b).toEqual({ code: 'TOO_FAST', index: 0, value: 20, limit: 17 });
  });

  it('flags under 5/6 s and over 7 s on screen', () => {
    expect(codes([{ start: 0, end: 0.8, text: 'Hi.' }, { start: 1, end: 8.5, text: 'A long quiet line on screen.' }])).toEqual(['0:TOO_SHORT', '1:TOO_LONG_ON_SCREEN']);
    expect(codes([{ start: 0, end: 0.833, text: 'Hi.' }])).toEqual([]);
  });

  it('flags overlapping subtitles and a gap under two frames on the later one', () => {
    expect(codes([{ start: 0, end: 2, text: 'One.' }, { start: 1.9, end: 4, text: 'Two.' }, { start: 4.05, end: 6, text: 'Three.' }])).toEqual([
      '1:OVERLAPPING',
      '2:TOO_CLOSE',
    ]);
  });

  it('counts subtitles, not breaks', () => {
    const breaks = subtitleRuleBreaks([{ start: 0, end: 0.5, text: 'Far too many characters for half a second' }], DEFAULT_SUBTITLE_LIMITS);
    expect([breaks.length, cuesBreakingRules(breaks)]).toEqual([2, 1]);
  });
});

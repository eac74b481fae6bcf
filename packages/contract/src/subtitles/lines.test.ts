import { describe, expect, it } from 'vitest';
import { CJK_SUBTITLE_LIMITS, DEFAULT_SUBTITLE_LIMITS, scriptClass } from './limits.ts';
import { layoutLines, shownLines } from './lines.ts';

describe('subtitle lines', () => {
  it('keeps a text that fits on one line', () => {
    expect(layoutLines('Buenos días.', DEFAULT_SUBTITLE_LIMITS)).toEqual(['Buenos días.']);
  });

  it('breaks a longer text after punctuation, the lines balanced and the top one not the longer', () => {
    expect(layoutLines('The clinic opens at nine, so please bring your insurance card.', DEFAULT_SUBTITLE_LIMITS)).toEqual([
      'The clinic opens at nine,',
      'so please bring your insurance card.',
    ]);
    const [top, bottom] = layoutLines('We looked at the numbers for the whole quarter and then decided', DEFAULT_SUBTITLE_LIMITS);
    expect(top!.length - bottom!.length).toBeLessThanOrEqual(4);
    expect(Math.abs(bottom!.length - top!.length)).toBeLessThan(12);
    expect(top).not.toMatch(/ the$/u);
  });

  it('keeps the lines the user broke', () => {
    expect(shownLines('One\ntwo three', DEFAULT_SUBTITLE_LIMITS)).toEqual(['One', 'two three']);
  });

  it('breaks Chinese between characters at 16 a line, never before punctuation', () => {
    const lines = layoutLines('我们明天早上九点在诊所门口见面，请带上你的保险卡。', CJK_SUBTITLE_LIMITS);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(16);
    expect(lines[1]).not.toMatch(/^[，。]/u);
    expect(lines[0]).toBe('我们明天早上九点在诊所门口见面，');
  });

  it('tells the script class of a text by its characters', () => {
    expect([scriptClass('今日は晴れです'), scriptClass('오늘은 맑아요'), scriptClass('Hola, ¿qué tal?'), scriptClass('这个 iPhone 的价格很高')]).toEqual(['cjk', 'cjk', 'other', 'cjk']);
  });
});

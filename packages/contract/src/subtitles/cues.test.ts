import { describe, expect, it } from 'vitest';
import { buildCues, joinWords, type CueWord } from './cues.ts';
import { subtitleRuleBreaks } from './check.ts';
import { CJK_SUBTITLE_LIMITS, DEFAULT_SUBTITLE_LIMITS } from './limits.ts';
import { layoutLines } from './lines.ts';

/** Words spoken one after another, `seconds` each with 50 ms between; "|n" before a word adds n seconds of pause. */
function spoken(text: string, seconds = 0.3, at = 0): CueWord[] {
  const out: CueWord[] = [];
  let t = at;
  for (const token of text.split(' ')) {
    const pause = /^\|([\d.]+)$/.exec(token);
    if (pause) {
      t += Number(pause[1]);
      continue;
    }
    out.push({ word: token, start: Math.round(t * 1000) / 1000, end: Math.round((t + seconds) * 1000) / 1000 });
    t += seconds + 0.05;
  }
  return out;
}

const texts = (words: CueWord[], limits = DEFAULT_SUBTITLE_LIMITS) => buildCues(words, limits).map((c) => c.text);

describe('cues from recognised words', () => {
  it('gives each sentence its own subtitle and never cuts one that fits (the cue that held three sentences, decision 135)', () => {
    const words = spoken('Buenos días. |0.3 La clínica abre a las nueve. |0.3 Traiga su tarjeta del seguro.', 0.4);
    expect(texts(words)).toEqual(['Buenos días.', 'La clínica abre a las nueve.', 'Traiga su tarjeta del seguro.']);
  });

  it('cuts a sentence that does not fit after clause punctuation before anywhere else', () => {
    const words = spoken('When the clinic opens in the morning at nine, please bring your insurance card and a photo identity document with you.');
    expect(texts(words)).toEqual(['When the clinic opens in the morning at nine,', 'please bring your insurance card and a photo identity document with you.']);
  });

  it('cuts a sentence without punctuation at the longest pause', () => {
    const words = spoken('we looked at the numbers for the whole quarter |0.5 and then we decided that the report should wait until the end of the month');
    expect(texts(words)[0]).toBe('we looked at the numbers for the whole quarter');
  });

  it('prefers where the recogniser ended a segment to a plain pause', () => {
    const words = spoken('we looked at the numbers for the whole quarter and then we decided that the report should wait until the end of the month');
    words[4]!.segmentEnd = true;
    expect(texts(words)[0]).toBe('we looked at the numbers');
  });

  it('leaves no word alone on a subtitle when another cut exists', () => {
    const words = spoken('So, the committee has asked every department to send its figures for the year before the meeting on Friday afternoon.');
    for (const text of texts(words)) expect(text.split(' ').length).toBeGreaterThan(1);
  });

  it('ends a subtitle at a long silence even inside a sentence', () => {
    expect(texts(spoken('we will start |2 after the break'))).toEqual(['we will start', 'after the break']);
  });

  it('keeps every subtitle within the line, line count and duration limits', () => {
    const words = spoken('this is a long unpunctuated stretch of speech that goes on and on about quarterly numbers budgets and the people who keep them for many seconds without any mark at all', 0.5);
    const cues = buildCues(words, DEFAULT_SUBTITLE_LIMITS);
    const broken = subtitleRuleBreaks(cues, DEFAULT_SUBTITLE_LIMITS).map((b) => b.code);
    expect(broken).not.toContain('LINE_TOO_LONG');
    expect(broken).not.toContain('TOO_LONG_ON_SCREEN');
    expect(cues.map((c) => c.to - c.from + 1).reduce((a, b) => a + b)).toBe(words.length);
  });

  it('gives a short subtitle its minimum time when the next one leaves room, keeping two frames before it', () => {
    const cues = buildCues(spoken('Yes. |2 Of course we can.'), DEFAULT_SUBTITLE_LIMITS);
    expect(cues[0]!.end - cues[0]!.start).toBeCloseTo(5 / 6, 3);
    const close = buildCues(spoken('We start now. Everyone is here.', 0.3), DEFAULT_SUBTITLE_LIMITS);
    expect(close[1]!.start - close[0]!.end).toBeGreaterThanOrEqual(2 / 24 - 0.001);
  });

  it('extends a subtitle for its reading speed up to the next one', () => {
    const [cue] = buildCues(spoken('Internationalisation considerations.', 0.4), DEFAULT_SUBTITLE_LIMITS);
    expect(cue!.text.length / (cue!.end - cue!.start)).toBeLessThanOrEqual(17);
  });

  it('joins a subtitle too short to read with the next one when they fit together', () => {
    const words = spoken('No. I said tomorrow.', 0.15);
    expect(texts(words)).toEqual(['No. I said tomorrow.']);
  });

  it('never runs past the end of the media', () => {
    const cues = buildCues(spoken('Goodbye.', 0.3), DEFAULT_SUBTITLE_LIMITS, 0.5);
    expect(cues[0]!.end).toBe(0.5);
  });
});

describe('cues in Chinese, Japanese and Korean', () => {
  it('joins characters without spaces and holds lines to 16 characters', () => {
    expect(joinWords([{ word: '今天' }, { word: '天气' }, { word: 'very' }, { word: '好' }])).toBe('今天天气 very 好');
    const words = spoken('我们 明天 早上 九点 在 诊所 门口 见面， 请 带上 你的 保险卡 和 身份证 以及 预约 确认 单。', 0.3);
    const cues = buildCues(words, CJK_SUBTITLE_LIMITS);
    for (const cue of cues) for (const line of layoutLines(cue.text, CJK_SUBTITLE_LIMITS)) expect([...line].length).toBeLessThanOrEqual(16);
    expect(cues.map((c) => c.text).join('')).toBe(words.map((w) => w.word).join(''));
  });

  it('gives each Japanese sentence its own subtitle', () => {
    expect(texts(spoken('おはよう ございます。 |0.5 今日 は 晴れ です。', 0.4), CJK_SUBTITLE_LIMITS)).toEqual(['おはようございます。', '今日は晴れです。']);
  });
});

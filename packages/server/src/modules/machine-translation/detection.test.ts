// When text translation warns that the text looks like another language than the chosen source (decision 144).
import { describe, expect, it } from 'vitest';
import { judgeDetection } from './detection.ts';

const found = (...scores: Array<[string, number]>) => ({ language: scores[0]![0], confidence: scores[0]![1], scores: scores.map(([language, score]) => ({ language, score })) });

describe('judgeDetection', () => {
  it('says what the text looks like, rounded, and warns only against a chosen source', () => {
    const french = found(['fra', 1], ['esn', 0.444], ['enu', 0.38]);
    expect(judgeDetection(french, undefined)).toEqual({ detection: { language: 'fra', confidence: 1 } });
    expect(judgeDetection(french, 'enu')).toEqual({ detection: { language: 'fra', confidence: 1 }, looksLike: 'fra' });
    expect(judgeDetection(french, 'fra')).toEqual({ detection: { language: 'fra', confidence: 1 } });
  });

  it('does not warn on an unsure detection or against a close language scoring near it', () => {
    expect(judgeDetection(found(['ptb', 0.5], ['ita', 0.5], ['esn', 0]), 'esn').looksLike).toBeUndefined();
    expect(judgeDetection(found(['cat', 0.9], ['esn', 0.7]), 'esn').looksLike).toBeUndefined();
    expect(judgeDetection(undefined, 'esn')).toEqual({});
  });
});

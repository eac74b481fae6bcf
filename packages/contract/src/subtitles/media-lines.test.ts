import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBTITLE_RULES } from './limits.ts';
import { fileRuleBreaks, linesBreakingRules } from './media-lines.ts';

const transcript = [
  { id: 's1', start: 0, end: 2, text: 'Good morning.' },
  { id: 's2', start: 2.02, end: 4, text: 'The clinic opens at nine.' },
  { id: 's3', start: 4.5, end: 5, text: 'Bring your card.' },
];

describe('rules over a media file’s lines', () => {
  it('checks each language with the transcript’s times, skipping empty translated lines', () => {
    const breaks = fileRuleBreaks(transcript, 'enu', [{ languageId: 'esn', segments: [{ id: 's1', text: 'Buenos días.' }, { id: 's2', text: '' }, { id: 's3', text: 'Traiga su tarjeta del seguro, por favor.' }] }], DEFAULT_SUBTITLE_RULES);
    expect(breaks.map((b) => `${b.languageId}:${b.lineId}:${b.code}`)).toEqual(['enu:s2:TOO_CLOSE', 'enu:s3:TOO_FAST', 'enu:s3:TOO_SHORT', 'esn:s3:TOO_FAST', 'esn:s3:TOO_SHORT']);
    expect(linesBreakingRules(breaks)).toBe(2);
  });

  it('leaves out the lines the user accepted as they are', () => {
    const accepted = transcript.map((l) => (l.id === 's3' ? { ...l, rulesAccepted: true } : l));
    expect(fileRuleBreaks(accepted, 'enu', [], DEFAULT_SUBTITLE_RULES).map((b) => `${b.lineId}:${b.code}`)).toEqual(['s2:TOO_CLOSE']);
  });
});

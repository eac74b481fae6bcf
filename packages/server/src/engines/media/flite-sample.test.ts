// The flite voices through the API: listed first for English (the clearest measured voice leads), and each
// one's sample spoken by flite and served at its sampleUrl without sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { MEASURED_VOICE_WER } from './embedded-voices.ts';

const ALICE = 'client@acme-health.example';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('flite voices in the API', () => {
  it('lists the English voices clearest first and serves a flite voice’s sample as a WAV', async () => {
    const voices = (await apiAs(() => t.app).call(ALICE, 'GET', '/xl8/dubbing/dubbingVoices')).json() as Array<{ voiceName: string; languageId: string; sampleUrl: string }>;
    const english = voices.filter((v) => v.languageId === 'enu');
    const wer = (name: string) => MEASURED_VOICE_WER[name] ?? Number.POSITIVE_INFINITY;
    expect(english.map((v) => v.voiceName)).toEqual(expect.arrayContaining(['flite+slt', 'flite+rms', 'en-us+m1']));
    for (let i = 1; i < english.length; i++) expect(wer(english[i - 1]!.voiceName)).toBeLessThanOrEqual(wer(english[i]!.voiceName));
    const slt = english.find((v) => v.voiceName === 'flite+slt')!;
    expect(new URL(slt.sampleUrl).pathname).toBe('/v1/xl8/dubbing/dubbingVoices/flite%2Bslt/sample');
    const sample = await t.app.inject({ method: 'GET', url: new URL(slt.sampleUrl).pathname });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('audio/wav');
    expect(sample.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    // About 3 s of 16 kHz 16-bit speech: "Hello! This is how I sound when I dub your videos."
    expect(sample.rawPayload.length).toBeGreaterThan(60_000);
  });
});

// flite's English voices beside espeak-ng's, with the real programs: the list (clearest first), a spoken
// sample, and a dub with a flite voice lasting exactly as long as its source.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComposedMediaEngine } from './embedded-engine.ts';
import { VoiceSet } from './embedded-voices.ts';
import { EspeakSynthesizer } from './espeak.ts';
import { FliteSynthesizer, installedFliteVoices } from './flite.ts';
import { PocketsphinxRecognizer } from './pocketsphinx.ts';
import { durationOf } from './test-media.ts';

const run = promisify(execFile);
const LANGUAGES = [
  { id: 'enu', name: 'English', code: 'en' },
  { id: 'esn', name: 'Spanish', code: 'es' },
];
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'flite-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('flite voices', () => {
  it('offers the installed English voices only, never the time-of-day voice', () => {
    expect(installedFliteVoices()).toEqual(new Set(['kal', 'awb_time', 'kal16', 'awb', 'rms', 'slt']));
    const flite = new FliteSynthesizer(LANGUAGES);
    expect(flite.voices().map((v) => [v.voiceName, v.languageId])).toEqual([
      ['flite+slt', 'enu'],
      ['flite+rms', 'enu'],
      ['flite+awb', 'enu'],
      ['flite+kal16', 'enu'],
      ['flite+kal', 'enu'],
    ]);
    expect(flite.voices()[0]!.displayName).toBe('English – Female (Flite slt)');
  });

  it('lists each language’s clearest voice first by the measured error rates, flite and espeak-ng together', () => {
    const set = new VoiceSet([new FliteSynthesizer(LANGUAGES), new EspeakSynthesizer(LANGUAGES)], {
      'flite+rms': 0.2,
      'en-us+klatt2': 0.3,
      'flite+slt': 0.4,
    });
    const english = set.voices().filter((v) => v.languageId === 'enu').map((v) => v.voiceName);
    expect(english.slice(0, 3)).toEqual(['flite+rms', 'en-us+klatt2', 'flite+slt']);
    expect(english).toHaveLength(10);
    expect(set.voices().filter((v) => v.languageId === 'esn').map((v) => v.voiceName)).toEqual(['es+m1', 'es+f2', 'es+m3', 'es+f4', 'es+klatt2']);
  });

  it('speaks a sample, a one-word text included (the text goes through a file, not the command line)', async () => {
    const flite = new FliteSynthesizer(LANGUAGES);
    const sample = path.join(work, 'sample.wav');
    await flite.synthesize({ voiceName: 'flite+slt', text: 'Hello! This is how I sound when I dub your videos.', output: sample });
    expect((await readFile(sample)).toString('ascii', 0, 4)).toBe('RIFF');
    expect(await durationOf(sample)).toBeGreaterThan(2);
    const word = path.join(work, 'word.wav');
    await flite.synthesize({ voiceName: 'flite+rms', text: 'sample.wav', output: word });
    expect(await durationOf(word)).toBeGreaterThan(0.3);
    const slower = path.join(work, 'slower.wav');
    await flite.synthesize({ voiceName: 'flite+slt', text: 'Hello! This is how I sound when I dub your videos.', output: slower, wordsPerMinute: 85 });
    expect(await durationOf(slower)).toBeGreaterThan(1.6 * (await durationOf(sample)));
    await expect(flite.synthesize({ voiceName: 'flite+awb_time', text: 'x', output: word })).rejects.toMatchObject({ code: 'UNKNOWN_VOICE' });
  });

  it('dubs with a flite voice into a track exactly as long as the source', async () => {
    const source = path.join(work, 'source.m4a');
    await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=6', '-c:a', 'aac', source]);
    const engine = new ComposedMediaEngine(new PocketsphinxRecognizer(), new VoiceSet([new FliteSynthesizer(LANGUAGES), new EspeakSynthesizer(LANGUAGES)]));
    const probe = await engine.probe(source);
    const dubbed = await engine.dub({
      source,
      probe,
      // The second segment is too long for its 1.5 s: it is sped up to fit before the end.
      segments: [
        { start: 0.5, end: 2.5, text: 'The birch canoe slid on the smooth planks.' },
        { start: 4.5, end: 6, text: 'Glue the sheet to the dark blue background, then rice is often served in round bowls.' },
      ],
      voiceName: 'flite+slt',
      workDir: work,
      outputBase: path.join(work, 'dubbed'),
    });
    expect(dubbed.extension).toBe('m4a');
    expect(Math.abs((await durationOf(dubbed.file)) - probe.durationSeconds)).toBeLessThan(0.1);
  });
});

// Voiced lines kept between renderings by what they depend on (decision 135): a rebuild voices again only the lines
// whose text or timing changed, and every line when the voice's edition (engine, server, model, voice) changed,
// so a new model never serves the old model's audio.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedSegment, VoiceOverrun, VoicedLines } from './engine.ts';
import { renderDub, voicedLineKey } from './ffmpeg.ts';
import { OpenAiVoices } from './openai-voices.ts';
import { bursts, wavOf } from './test-openai-server.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dub-editions-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Voices that speak half a second of tone for any text, counting what they are asked to say. */
function voices(edition: string, seconds = 0.5) {
  const spoken: string[] = [];
  return {
    spoken,
    voiceEdition: (voiceName: string) => `${edition}|${voiceName}`,
    synthesize: async (input: { text: string; output: string }) => {
      spoken.push(input.text);
      await writeFile(input.output, wavOf(bursts(seconds, seconds, 0, 22_050), 22_050));
    },
  };
}

/** Kept lines in a folder, as the object store keeps them. */
function keptIn(folder: string): VoicedLines {
  return {
    take: async (key, file) => copyFile(path.join(folder, `${key}.pcm`), file).then(() => true, () => false),
    keep: async (key, file) => copyFile(file, path.join(folder, `${key}.pcm`)),
  };
}

async function dub(v: ReturnType<typeof voices>, segments: TimedSegment[], run: string, overruns: VoiceOverrun[] = []) {
  const workDir = await mkdtemp(path.join(dir, `${run}-`));
  await renderDub(v, {
    onOverrun: (o) => overruns.push(o),
    source: '',
    probe: { kind: 'audio', durationSeconds: 6, formatName: 'wav' },
    segments,
    voiceName: 'esn-voice',
    workDir,
    outputBase: path.join(workDir, 'dub'),
    voiced: keptIn(dir),
  });
  return v.spoken;
}

const LINES: TimedSegment[] = [
  { start: 0, end: 1.5, text: 'Buenos días.' },
  { start: 2, end: 3.5, text: 'La clínica abre a las nueve.' },
  { start: 4, end: 5.5, text: 'Traiga su tarjeta.' },
];

describe('voiced lines kept by edition, text and timing', () => {
  it('voices only the changed line again, and every line for another model', async () => {
    expect(await dub(voices('openai|http://tts|tts-1|nova'), LINES, 'first')).toHaveLength(3);
    expect(await dub(voices('openai|http://tts|tts-1|nova'), LINES, 'same')).toEqual([]);
    const edited = LINES.map((l, i) => (i === 1 ? { ...l, text: 'La clínica abre a las diez.' } : l));
    expect(await dub(voices('openai|http://tts|tts-1|nova'), edited, 'edited')).toEqual(['La clínica abre a las diez.']);
    expect(await dub(voices('openai|http://tts|gpt-4o-mini-tts|nova'), edited, 'model')).toHaveLength(3);
  }, 60_000);

  it('names a line differently for another server, model, voice, text or slot', () => {
    const key = voicedLineKey('openai|http://a|tts-1|nova', 'Hola', 2);
    for (const other of [
      voicedLineKey('openai|http://b|tts-1|nova', 'Hola', 2),
      voicedLineKey('openai|http://a|tts-1-hd|nova', 'Hola', 2),
      voicedLineKey('openai|http://a|tts-1|alloy', 'Hola', 2),
      voicedLineKey('openai|http://a|tts-1|nova', 'Hola.', 2),
      voicedLineKey('openai|http://a|tts-1|nova', 'Hola', 2.5),
    ])
      expect(other).not.toBe(key);
  });

  it("names an OpenAI-API voice's edition by its server, model and the server's voice", () => {
    const make = (model: string) =>
      new OpenAiVoices({ url: 'http://127.0.0.1:8000/v1', key: undefined, model, timeoutMs: 5000, retries: 0, retryBaseMs: 10, voices: [{ languageId: 'esn', languageName: 'Spanish', voice: 'ef_dora' }] });
    const [voice] = make('kokoro').voices();
    expect(make('kokoro').edition(voice!.voiceName)).toBe('openai|http://127.0.0.1:8000|kokoro|ef_dora');
    expect(make('tts-1').edition(voice!.voiceName)).not.toBe(make('kokoro').edition(voice!.voiceName));
  });

  it('speeds a line up at most 1.3× to fit its time, and reports the one that still runs over', async () => {
    const fits: VoiceOverrun[] = [];
    // 2.4 s of speech for a 2 s slot: 1.2× fits.
    await dub(voices('fit', 2.4), LINES.slice(0, 1).concat({ start: 2, end: 3, text: 'Sí.' }), 'fits', fits);
    expect(fits).toEqual([]);
    const over: VoiceOverrun[] = [];
    // 3.5 s for 2 s: at 1.3× it still takes 2.69 s, 0.69 s over.
    await dub(voices('over', 3.5), LINES.slice(0, 1).concat({ start: 2, end: 3, text: 'Sí.' }), 'over', over);
    expect(over.map((o) => o.index)).toEqual([0]);
    expect(over[0]!.slotSeconds).toBe(2);
    expect(over[0]!.spokenSeconds).toBeCloseTo(3.5 / 1.3, 1);
  }, 60_000);
});

// A dub rebuilt after one changed line re-encodes only the frames around it (decision 151), and what it gives
// is what a fresh full render gives: the same length within a frame, the changed line in it, the rest as it was —
// compared by decoding both and measuring the difference window by window, on the audio and the video paths.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDubTrack } from './dub-track.ts';
import type { KeptTrack, MediaProbe, TimedSegment, VoicedLines } from './engine.ts';
import { probeMedia, renderDub } from './ffmpeg.ts';
import { wavOf } from './test-openai-server.ts';

const run = promisify(execFile);
const RATE = 22_050;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dub-track-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Noise seeded by the text, 45 ms a character: another text sounds and lasts otherwise, as speech would. */
function noiseOf(text: string, seconds: number): Int16Array {
  let seed = [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const out = new Int16Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    out[i] = Math.round(((seed / 2 ** 32) * 2 - 1) * 6000 * Math.sin((Math.PI * i) / out.length));
  }
  return out;
}

const voices = {
  voiceEdition: (voiceName: string) => `noise|${voiceName}`,
  synthesize: async (input: { text: string; output: string }) => {
    await writeFile(input.output, wavOf(noiseOf(input.text, input.text.length * 0.045), RATE));
  },
};

/** Kept lines and track in a folder, as the object store keeps them. */
function keptIn(folder: string): VoicedLines {
  const take = async (name: string, file: string) => copyFile(path.join(folder, name), file).then(() => true, () => false);
  const keep = async (name: string, file: string) => copyFile(file, path.join(folder, name));
  const track: KeptTrack = { take, keep };
  return { take: (key, file) => take(`${key}.pcm`, file), keep: (key, file) => keep(`${key}.pcm`, file), track };
}

async function decode(file: string): Promise<Int16Array> {
  const { stdout } = await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', file, '-map', '0:a:0', '-f', 's16le', '-ac', '1', '-ar', String(RATE), '-'], {
    encoding: 'buffer',
    maxBuffer: 1 << 28,
  });
  return new Int16Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 2);
}

const WINDOW = 2048;
const rms = (a: Int16Array, from: number, to: number, b?: Int16Array) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += ((a[i] ?? 0) - (b?.[i] ?? 0)) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
};

/** The largest difference between two decodings, window by window, relative to the louder one (0 for silence). */
function worstWindow(a: Int16Array, b: Int16Array): number {
  let worst = 0;
  for (let at = 0; at < Math.min(a.length, b.length); at += WINDOW) {
    const loud = Math.max(rms(a, at, at + WINDOW), rms(b, at, at + WINDOW), 300);
    worst = Math.max(worst, rms(a, at, at + WINDOW, b) / loud);
  }
  return worst;
}

const lines = (count: number, edited?: number): TimedSegment[] =>
  Array.from({ length: count }, (_, i) => ({ start: i * 3, end: i * 3 + 2, text: i === edited ? `Línea ${i} corregida por completo` : `Línea número ${i}` }));

async function dub(name: string, probe: MediaProbe, source: string, segments: TimedSegment[], kept?: VoicedLines) {
  const workDir = path.join(dir, name);
  await mkdir(workDir);
  return (await renderDub(voices, { source, probe, segments, voiceName: 'esn', workDir, outputBase: path.join(workDir, 'dub'), voiced: kept })).file;
}

describe('a dub rebuilt after one changed line', () => {
  for (const kind of ['audio', 'video'] as const) {
    it(`gives on the ${kind} path what a fresh render gives, the changed line in it`, async () => {
      const seconds = 60;
      let source = '';
      let probe: MediaProbe = { kind: 'audio', durationSeconds: seconds, formatName: 'wav' };
      if (kind === 'video') {
        source = path.join(dir, 'talk.mp4');
        await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=160x120:rate=10:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', source]);
        probe = await probeMedia(source);
      }
      const folder = path.join(dir, `kept-${kind}`);
      await mkdir(folder);
      const first = await decode(await dub(`${kind}-first`, probe, source, lines(20), keptIn(folder)));
      const rebuilt = await decode(await dub(`${kind}-rebuilt`, probe, source, lines(20, 7), keptIn(folder)));
      const fresh = await decode(await dub(`${kind}-fresh`, probe, source, lines(20, 7)));
      expect(Math.abs(rebuilt.length - fresh.length)).toBeLessThan(1024);
      expect(Math.abs(fresh.length - seconds * RATE)).toBeLessThan(1024);
      expect(worstWindow(rebuilt, fresh)).toBeLessThan(0.2);
      // The changed line (7, from 21 s) is the new one, and away from it the rebuild is the first render.
      const line7 = [21 * RATE, 23 * RATE] as const;
      expect(rms(rebuilt, ...line7, first) / rms(first, ...line7)).toBeGreaterThan(0.5);
      expect(worstWindow(rebuilt.subarray(0, 20 * RATE), first.subarray(0, 20 * RATE))).toBe(0);
      expect(worstWindow(rebuilt.subarray(25 * RATE), first.subarray(25 * RATE))).toBe(0);
    }, 120_000);
  }
});

describe('the dub track encoded in patches', () => {
  const kept = (folder: string): KeptTrack => keptIn(folder).track!;
  const write = async (file: string, samples: Int16Array) => writeFile(file, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));

  it('patches sound without silence around it as a fresh encode would, and only a few frames of it', async () => {
    const folder = path.join(dir, 'continuous');
    await mkdir(folder);
    const before = noiseOf('a long stretch of sound', 30);
    const after = before.slice();
    after.set(noiseOf('another stretch', 0.5), 10 * RATE);
    await write(path.join(folder, 'before.pcm'), before);
    await write(path.join(folder, 'after.pcm'), after);
    expect(await encodeDubTrack({ pcm: path.join(folder, 'before.pcm'), out: path.join(folder, 'before.aac'), rate: RATE, kept: kept(folder) })).toBe(1);
    const share = await encodeDubTrack({ pcm: path.join(folder, 'after.pcm'), out: path.join(folder, 'patched.aac'), rate: RATE, kept: kept(folder) });
    expect(share).toBeLessThan(0.1);
    await encodeDubTrack({ pcm: path.join(folder, 'after.pcm'), out: path.join(folder, 'fresh.aac'), rate: RATE });
    const patched = await decode(path.join(folder, 'patched.aac'));
    const fresh = await decode(path.join(folder, 'fresh.aac'));
    expect(patched.length).toBe(fresh.length);
    expect(worstWindow(patched, fresh)).toBeLessThan(0.2);
  }, 60_000);

  it('patches a change at the very end, and encodes whole when the length changed', async () => {
    const folder = path.join(dir, 'tail');
    await mkdir(folder);
    const before = noiseOf('sound', 20);
    const after = before.slice();
    after.set(noiseOf('the end', 0.3), after.length - Math.round(0.3 * RATE));
    await write(path.join(folder, 'before.pcm'), before);
    await write(path.join(folder, 'after.pcm'), after);
    await write(path.join(folder, 'longer.pcm'), noiseOf('sound', 21));
    await encodeDubTrack({ pcm: path.join(folder, 'before.pcm'), out: path.join(folder, 'before.aac'), rate: RATE, kept: kept(folder) });
    expect(await encodeDubTrack({ pcm: path.join(folder, 'after.pcm'), out: path.join(folder, 'patched.aac'), rate: RATE, kept: kept(folder) })).toBeLessThan(0.1);
    await encodeDubTrack({ pcm: path.join(folder, 'after.pcm'), out: path.join(folder, 'fresh.aac'), rate: RATE });
    expect(worstWindow(await decode(path.join(folder, 'patched.aac')), await decode(path.join(folder, 'fresh.aac')))).toBeLessThan(0.2);
    expect(await encodeDubTrack({ pcm: path.join(folder, 'longer.pcm'), out: path.join(folder, 'longer.aac'), rate: RATE, kept: kept(folder) })).toBe(1);
  }, 60_000);
});

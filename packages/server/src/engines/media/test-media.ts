// Test and benchmark support: media made on the spot (espeak-ng speech of a known sentence, an ffmpeg test
// picture), and the measures the tests and the bench print (word error rate, picture difference by region,
// duration). No binary fixtures are kept in the repository.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';

const run = promisify(execFile);

/** espeak-ng's Klatt voice is the one pocketsphinx's English model follows best. */
export const TEST_SPEAKER = 'en-us+klatt2';

export async function speak(text: string, wav: string, voice = TEST_SPEAKER): Promise<void> {
  await run('espeak-ng', ['-v', voice, '-s', '140', '-w', wav, text]);
}

/**
 * The sentences spoken with a pause between them, as WAV, MP3 and an MP4 (H.264 test picture with the speech).
 * Returns the paths and the spoken words.
 */
export async function makeSpeechClips(dir: string, sentences: readonly string[], pauseSeconds = 1) {
  const parts: string[] = [];
  for (const [i, s] of sentences.entries()) {
    const p = path.join(dir, `part-${i}.wav`);
    await speak(s, p);
    parts.push(p);
  }
  const wav = path.join(dir, 'speech.wav');
  const inputs = parts.flatMap((p) => ['-i', p]);
  const filter =
    parts.map((_, i) => `[${i}:a]aresample=22050,apad=pad_dur=${pauseSeconds}[a${i}]`).join(';') +
    `;${parts.map((_, i) => `[a${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[out]`;
  await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', ...inputs, '-filter_complex', filter, '-map', '[out]', '-ac', '1', wav]);
  const mp3 = path.join(dir, 'speech.mp3');
  await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', mp3]);
  const mp4 = path.join(dir, 'clip.mp4');
  const seconds = await durationOf(wav);
  await run('ffmpeg', [
    '-nostdin', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=15:duration=${seconds.toFixed(2)}`,
    '-i', wav,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', mp4,
  ]);
  return { wav, mp3, mp4, seconds, words: sentences.join(' ').toLowerCase().split(/\s+/) };
}

export async function durationOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(stdout.trim());
}

export async function streamsOf(file: string): Promise<string[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file]);
  return stdout.trim().split('\n').filter(Boolean);
}

/** Word error rate: word-level edit distance over the reference length. */
export function wordErrorRate(reference: readonly string[], hypothesis: readonly string[]): number {
  const norm = (ws: readonly string[]) => ws.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '')).filter(Boolean);
  const r = norm(reference);
  const h = norm(hypothesis);
  const d = Array.from({ length: r.length + 1 }, (_, i) => [i, ...new Array<number>(h.length).fill(0)]);
  for (let j = 1; j <= h.length; j++) d[0]![j] = j;
  for (let i = 1; i <= r.length; i++)
    for (let j = 1; j <= h.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
  return r.length ? d[r.length]![h.length]! / r.length : 0;
}

/** One frame as 8-bit grey pixels at the source's size. */
export async function grayFrame(file: string, atSeconds: number, width: number, height: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    ['-nostdin', '-loglevel', 'error', '-ss', String(atSeconds), '-i', file, '-frames:v', '1', '-vf', `scale=${width}:${height}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** Share of pixels (0–1) differing by more than `threshold` grey levels, in rows [fromRow, toRow). */
export function changedShare(a: Buffer, b: Buffer, width: number, fromRow: number, toRow: number, threshold = 48): number {
  let changed = 0;
  let total = 0;
  for (let y = fromRow; y < toRow; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      total += 1;
      if (Math.abs(a[i]! - b[i]!) > threshold) changed += 1;
    }
  return total ? changed / total : 0;
}

/** A subtitle file as ffmpeg reads it, converted to SRT text. */
export async function ffmpegToSrt(file: string, format?: string): Promise<string> {
  const { stdout } = await run('ffmpeg', ['-nostdin', '-loglevel', 'error', ...(format ? ['-f', format] : []), '-i', file, '-f', 'srt', '-']);
  return stdout;
}

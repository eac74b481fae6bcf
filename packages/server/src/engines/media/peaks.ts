// A waveform for the media editor: ffmpeg decodes the sound to 8 kHz mono samples on a pipe and each slice
// keeps its loudest sample, so a two-hour file becomes a few hundred kilobytes of peaks that the browser draws
// without ever decoding the media itself. Memory stays flat: samples are read chunk by chunk.
import { spawnTethered } from '../../lib/tethered.ts';
import { MediaError } from './engine.ts';

const SAMPLE_RATE = 8000;

export async function waveformPeaks(file: string, peaksPerSecond: number, signal?: AbortSignal): Promise<number[]> {
  const perPeak = Math.max(1, Math.round(SAMPLE_RATE / peaksPerSecond));
  const child = spawnTethered(
    'ffmpeg',
    ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', file, '-vn', '-sn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', '-c:a', 'pcm_s16le', 'pipe:1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const onAbort = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', onAbort, { once: true });
  let err = '';
  child.stderr.on('data', (b: Buffer) => (err = (err + b.toString('utf8')).slice(-2000)));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const peaks: number[] = [];
  let loudest = 0;
  let inSlice = 0;
  let carry: Buffer | null = null;
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = data.length - (data.length % 2);
    for (let i = 0; i < whole; i += 2) {
      const v = Math.abs(data.readInt16LE(i));
      if (v > loudest) loudest = v;
      if (++inSlice === perPeak) {
        peaks.push(Math.round((loudest / 32768) * 1000) / 1000);
        loudest = 0;
        inSlice = 0;
      }
    }
    carry = whole < data.length ? data.subarray(whole) : null;
  }
  if (inSlice > 0) peaks.push(Math.round((loudest / 32768) * 1000) / 1000);
  const code = await exited;
  signal?.removeEventListener('abort', onAbort);
  if (signal?.aborted) throw new MediaError('ABORTED', 'The waveform was aborted');
  if (code !== 0) throw new MediaError('ENGINE_FAILURE', `ffmpeg could not read the sound: ${err.trim().slice(-400)}`);
  return peaks;
}

// The dub's track kept as ADTS with a fingerprint per PCM frame, so a rebuild re-encodes only changed frames from a
// pre-roll, splicing in silence where near (decision 151).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { KeptTrack } from './engine.ts';
import { runTool } from './process.ts';

const QUIET = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'];
const FRAME = 1024;
const BYTES_PER_SAMPLE = 2;
const FRAME_BYTES = FRAME * BYTES_PER_SAMPLE;
const HASH_BYTES = 8;
/** Bump when the encoding changes, so a track encoded otherwise is never patched with this encoder's frames. */
const TRACK_VERSION = 'aac-96k-v1';
/** Frames encoded before a patch's first frame so the encoder's state (bit allocation, windows) has settled. */
const PRE_ROLL = 16;
/** Frames around a changed frame that its samples reach through the transform's overlap and the encoder's look-ahead. */
const REACH_BEFORE = 2;
const REACH_AFTER = 4;
/** How far a splice point may move to land in silence (about 10 s at 22 050 Hz). */
const SILENCE_SEARCH = 215;
const MERGE_GAP = 2 * PRE_ROLL;

export interface TrackFrames {
  hashes: Buffer;
  silent: Uint8Array;
}

export interface Patch {
  from: number;
  to: number;
  tail: boolean;
}

export async function trackFrames(pcm: string): Promise<TrackFrames> {
  const { size } = await stat(pcm);
  const count = Math.ceil(size / FRAME_BYTES);
  const hashes = Buffer.alloc(count * HASH_BYTES);
  const silent = new Uint8Array(count);
  const zero = Buffer.alloc(FRAME_BYTES);
  const handle = await open(pcm, 'r');
  try {
    const buf = Buffer.alloc(64 * FRAME_BYTES);
    for (let f = 0; f < count; f += 64) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, f * FRAME_BYTES);
      for (let at = 0, i = f; at < bytesRead; at += FRAME_BYTES, i++) {
        const frame = buf.subarray(at, Math.min(at + FRAME_BYTES, bytesRead));
        createHash('sha1').update(frame).digest().copy(hashes, i * HASH_BYTES, 0, HASH_BYTES);
        silent[i] = frame.equals(zero.subarray(0, frame.length)) ? 1 : 0;
      }
    }
  } finally {
    await handle.close();
  }
  return { hashes, silent };
}

function changedRuns(before: Buffer, after: Buffer): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const count = after.length / HASH_BYTES;
  for (let f = 0; f < count; f++) {
    const at = f * HASH_BYTES;
    if (before.compare(after, at, at + HASH_BYTES, at, at + HASH_BYTES) === 0) continue;
    const last = runs.at(-1);
    if (last && last[1] === f) last[1] = f + 1;
    else runs.push([f, f + 1]);
  }
  return runs;
}

/** AAC frame `p` decodes PCM frame p − 1 (frame 0 is the encoder's priming); a splice before it is clean in silence. */
function quietAt(silent: Uint8Array, p: number): boolean {
  for (let f = p - REACH_BEFORE - 1; f <= p + 1; f++) if (f >= 0 && f < silent.length && !silent[f]) return false;
  return true;
}

function toSilence(silent: Uint8Array, p: number, step: 1 | -1, limit: number): number {
  for (let q = p, n = 0; n <= SILENCE_SEARCH && q >= 0 && q <= limit; q += step, n++) if (quietAt(silent, q)) return q;
  return p;
}

/** Null: encode the whole track (nothing kept, another length, or most of it changed). */
export function patchesFor(before: Buffer, after: TrackFrames, packets: number): Patch[] | null {
  const frames = after.silent.length;
  if (before.length !== after.hashes.length || packets < frames + 1) return null;
  const patches: Patch[] = [];
  for (const [first, end] of changedRuns(before, after.hashes)) {
    const from = toSilence(after.silent, Math.max(0, first + 1 - REACH_BEFORE), -1, packets);
    const reach = Math.min(packets, end + 1 + REACH_AFTER);
    const to = toSilence(after.silent, reach, 1, packets);
    const last = patches.at(-1);
    if (last && from - last.to < MERGE_GAP) last.to = Math.max(last.to, to);
    else patches.push({ from, to, tail: false });
  }
  for (const p of patches) p.tail = p.to + REACH_AFTER >= frames;
  return patchedFrames(patches, packets) * 2 > packets ? null : patches;
}

export function patchedFrames(patches: readonly Patch[], packets: number): number {
  return patches.reduce((sum, p) => sum + (p.tail ? packets : p.to) - p.from, 0);
}

export async function adtsOffsets(file: string): Promise<number[]> {
  const offsets: number[] = [];
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(1 << 20);
    let base = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, base);
      let at = 0;
      while (at + 7 <= bytesRead) {
        if (buf[at] !== 0xff || (buf[at + 1]! & 0xf0) !== 0xf0) throw new Error(`Not an ADTS frame at byte ${base + at} of ${file}`);
        const length = ((buf[at + 3]! & 3) << 11) | (buf[at + 4]! << 3) | (buf[at + 5]! >> 5);
        if (at + length > bytesRead) break;
        offsets.push(base + at);
        at += length;
      }
      base += at;
      if (bytesRead < buf.length) break;
    }
    offsets.push(base);
  } finally {
    await handle.close();
  }
  return offsets;
}

const pcmArgs = (rate: number) => ['-f', 's16le', '-ar', String(rate), '-ac', '1'];
const aacArgs = ['-c:a', 'aac', '-b:a', '96k', '-f', 'adts'];

async function encodeFrames(pcm: string, out: string, rate: number, from: number, to: number | null, signal?: AbortSignal): Promise<void> {
  if (from === 0 && to === null) {
    await runTool('ffmpeg', [...QUIET, ...pcmArgs(rate), '-i', pcm, ...aacArgs, out], { signal });
    return;
  }
  const piece = `${out}.pcm`;
  await pipeline(createReadStream(pcm, { start: from * FRAME_BYTES, ...(to === null ? {} : { end: to * FRAME_BYTES - 1 }) }), createWriteStream(piece));
  await runTool('ffmpeg', [...QUIET, ...pcmArgs(rate), '-i', piece, ...aacArgs, out], { signal });
}

async function joinRanges(out: string, ranges: ReadonlyArray<{ file: string; start: number; end: number }>): Promise<void> {
  const sink = createWriteStream(out);
  for (const r of ranges) if (r.end > r.start) await pipeline(createReadStream(r.file, { start: r.start, end: r.end - 1 }), sink, { end: false });
  await new Promise<void>((resolve, reject) => sink.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

async function applyPatches(pcm: string, kept: string, out: string, rate: number, patches: readonly Patch[], signal?: AbortSignal): Promise<void> {
  const keptAt = await adtsOffsets(kept);
  const ranges: Array<{ file: string; start: number; end: number }> = [];
  let next = 0;
  for (const [i, p] of patches.entries()) {
    const window = Math.max(0, p.from - PRE_ROLL);
    const piece = `${out}.${i}.aac`;
    // Window frame k is the full stream's frame window + k: both encoders start their frames at the same samples.
    await encodeFrames(pcm, piece, rate, window, p.tail ? null : p.to + REACH_AFTER, signal);
    const pieceAt = await adtsOffsets(piece);
    const to = p.tail ? keptAt.length - 1 : p.to;
    ranges.push({ file: kept, start: keptAt[next]!, end: keptAt[p.from]! });
    ranges.push({ file: piece, start: pieceAt[p.from - window]!, end: p.tail ? pieceAt.at(-1)! : pieceAt[p.to - window]! });
    next = to;
  }
  ranges.push({ file: kept, start: keptAt[next]!, end: keptAt.at(-1)! });
  await joinRanges(out, ranges);
}

/** `pcm`: mono s16le at `rate`. Returns the share of frames encoded (1 for a full encode), for the tests. */
export async function encodeDubTrack(
  input: { pcm: string; out: string; rate: number; kept?: KeptTrack | undefined; signal?: AbortSignal | undefined },
): Promise<number> {
  const { pcm, out, rate, kept, signal } = input;
  const frames = await trackFrames(pcm);
  const keptAac = `${out}.kept.aac`;
  const keptHashes = `${out}.kept.frames`;
  let share = 1;
  const patches =
    kept && (await kept.take(`${TRACK_VERSION}.frames`, keptHashes)) && (await kept.take(`${TRACK_VERSION}.aac`, keptAac))
      ? patchesFor(await readFile(keptHashes), frames, (await adtsOffsets(keptAac)).length - 1)
      : null;
  if (patches) {
    await applyPatches(pcm, keptAac, out, rate, patches, signal);
    share = patchedFrames(patches, frames.silent.length + 1) / (frames.silent.length + 1);
  } else await encodeFrames(pcm, out, rate, 0, null, signal);
  if (kept) {
    await writeFile(keptHashes, frames.hashes);
    await kept.keep(`${TRACK_VERSION}.frames`, keptHashes);
    await kept.keep(`${TRACK_VERSION}.aac`, out);
  }
  return share;
}

/** The encoder's priming before the first sample, as the negative input offset the muxer turns into an edit list. */
export function primingOffset(rate: number): string[] {
  return ['-itsoffset', (-FRAME / rate).toFixed(9)];
}

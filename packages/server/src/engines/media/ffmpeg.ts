// ffmpeg and ffprobe, file to file. The dub is raw PCM in a sparse file, each segment at its byte offset: flat memory.
import { createHash } from 'node:crypto';
import { open, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { MediaError, type BurnInput, type DubInput, type MediaProbe, type VoiceSynthesizer } from './engine.ts';
import { encodeDubTrack, primingOffset } from './dub-track.ts';
import { runTool } from './process.ts';

const FFMPEG = 'ffmpeg';
const FFPROBE = 'ffprobe';
const QUIET = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'];

interface ProbeJson {
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    disposition?: { attached_pic?: number };
  }>;
  format?: { format_name?: string; duration?: string };
}

/** Audio or video by the streams: an MP3's embedded cover picture is not a video. */
export async function probeMedia(file: string, signal?: AbortSignal): Promise<MediaProbe> {
  let json: ProbeJson;
  try {
    const out = await runTool(
      FFPROBE,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { signal, timeoutMs: 60_000 },
    );
    json = JSON.parse(out) as ProbeJson;
  } catch (err) {
    if (err instanceof MediaError && err.code !== 'ENGINE_FAILURE') throw err;
    throw new MediaError('NOT_MEDIA', 'The file is not an audio or video file ffmpeg can read', { cause: err });
  }
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video && !audio) throw new MediaError('NOT_MEDIA', 'The file has no audio or video stream');
  const duration = Number(json.format?.duration ?? NaN);
  return {
    kind: video ? 'video' : 'audio',
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    formatName: json.format?.format_name ?? '',
    ...(video?.width ? { width: video.width } : {}),
    ...(video?.height ? { height: video.height } : {}),
    ...(video?.codec_name ? { videoCodec: video.codec_name } : {}),
  };
}

export async function extractSpeech(source: string, wav: string, signal?: AbortSignal): Promise<void> {
  await runTool(FFMPEG, [...QUIET, '-i', source, '-vn', '-sn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav], {
    signal,
  });
}

const DUB_RATE = 22_050;
/** The most a voiced line is sped up to fit its slot: faster sounds hurried (decision 135); past it, it runs over. */
export const MAX_DUB_SPEEDUP = 1.3;
const BYTES_PER_SAMPLE = 2;

export type DubVoices = Pick<VoiceSynthesizer, 'synthesize'> & { voiceEdition(voiceName: string): string };

/** atempo takes 0.5–2.0 per stage; chained stages reach any factor. */
function atempoChain(factor: number): string {
  const stages: string[] = [];
  let f = factor;
  while (f > 2) {
    stages.push('atempo=2');
    f /= 2;
  }
  stages.push(`atempo=${f.toFixed(4)}`);
  return stages.join(',');
}

export function voicedLineKey(edition: string, text: string, slotSeconds: number): string {
  return createHash('sha256')
    .update(JSON.stringify([4, DUB_RATE, MAX_DUB_SPEEDUP, edition, text, slotSeconds.toFixed(3)]))
    .digest('hex')
    .slice(0, 32);
}

/** Kept as PCM, so a kept line costs a copy (decision 147); a rebuild re-encodes around the edit (decision 151). */
async function voiceLine(
  synth: DubVoices,
  input: DubInput,
  line: { index: number; text: string; slot: number; raw: string },
): Promise<void> {
  const toRaw = ['-ac', '1', '-ar', String(DUB_RATE), '-f', 's16le', line.raw];
  const key = voicedLineKey(synth.voiceEdition(input.voiceName), line.text, line.slot);
  if (input.voiced && (await input.voiced.take(key, line.raw))) return;
  const spoken = path.join(input.workDir, `dub-${line.index}.wav`);
  await synth.synthesize({ voiceName: input.voiceName, text: line.text, output: spoken, signal: input.signal });
  const spokenSeconds = await wavSeconds(spoken);
  const filters = spokenSeconds > line.slot ? ['-af', atempoChain(Math.min(spokenSeconds / line.slot, MAX_DUB_SPEEDUP))] : [];
  await runTool(FFMPEG, [...QUIET, '-i', spoken, ...filters, ...toRaw], { signal: input.signal });
  if (input.voiced) await input.voiced.keep(key, line.raw);
}

/** Video codecs an MP4 holds; anything else keeps its stream in Matroska rather than being re-encoded. */
const MP4_VIDEO_CODECS = new Set(['h264', 'hevc', 'mpeg4', 'av1', 'mjpeg']);

export async function renderDub(synth: DubVoices, input: DubInput): Promise<{ file: string; extension: string }> {
  const { workDir, segments, probe } = input;
  const track = path.join(workDir, 'dub-track.pcm');
  const totalBytes = Math.max(1, Math.round(probe.durationSeconds * DUB_RATE)) * BYTES_PER_SAMPLE;
  await (await open(track, 'w')).close();
  await truncate(track, totalBytes);
  const handle = await open(track, 'r+');
  try {
    for (const [i, seg] of segments.entries()) {
      if (!seg.text.trim()) continue;
      const next = segments[i + 1]?.start ?? probe.durationSeconds;
      const slot = Math.max(0.2, Math.min(next, probe.durationSeconds) - seg.start);
      const raw = path.join(workDir, `dub-${i}.pcm`);
      await voiceLine(synth, input, { index: i, text: seg.text, slot, raw });
      const spokenSeconds = (await stat(raw)).size / BYTES_PER_SAMPLE / DUB_RATE;
      // A frame of rounding is not an overrun.
      if (spokenSeconds > slot + 0.05) input.onOverrun?.({ index: i, slotSeconds: slot, spokenSeconds });
      const offset = Math.round(seg.start * DUB_RATE) * BYTES_PER_SAMPLE;
      const room = totalBytes - offset;
      if (room > 0) {
        const src = await open(raw, 'r');
        try {
          // Copied in 64 KiB steps so a long segment never sits in memory whole.
          const buf = Buffer.alloc(64 * 1024);
          let read = 0;
          while (read < room) {
            const { bytesRead } = await src.read(buf, 0, Math.min(buf.length, room - read), read);
            if (bytesRead === 0) break;
            await handle.write(buf, 0, bytesRead, offset + read);
            read += bytesRead;
          }
        } finally {
          await src.close();
        }
      }
    }
  } finally {
    await handle.close();
  }
  const encoded = path.join(workDir, 'dub-track.aac');
  await encodeDubTrack({ pcm: track, out: encoded, rate: DUB_RATE, kept: input.voiced?.track, signal: input.signal });
  // Put into its container as encoded: the priming becomes the MP4 edit list, as with a direct encode.
  const aacIn = [...primingOffset(DUB_RATE), '-i', encoded];
  if (probe.kind === 'audio') {
    const file = `${input.outputBase}.m4a`;
    await runTool(FFMPEG, [...QUIET, ...aacIn, '-c', 'copy', file], { signal: input.signal });
    return { file, extension: 'm4a' };
  }
  const codec = probe.videoCodec ?? '';
  const extension = MP4_VIDEO_CODECS.has(codec) ? 'mp4' : 'mkv';
  const file = `${input.outputBase}.${extension}`;
  await runTool(FFMPEG, [...QUIET, '-i', input.source, ...aacIn, '-map', '0:v:0', '-map', '1:a:0', '-c', 'copy', file], {
    signal: input.signal,
  });
  return { file, extension };
}

function filterPath(p: string): string {
  return p.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/:/g, '\\:');
}

/** Burned in (libass, DejaVu Sans) so every player shows them, plus a soft track (decision 041). */
export async function renderBurnedIn(input: BurnInput): Promise<{ file: string; extension: string }> {
  const probe = await probeMedia(input.source, input.signal);
  const matroska = probe.formatName.includes('matroska') && !probe.formatName.includes('webm');
  const extension = matroska ? 'mkv' : 'mp4';
  const file = `${input.outputBase}.${extension}`;
  const style = "FontName=DejaVu Sans,FontSize=20,Outline=2,BorderStyle=1,MarginV=18";
  await runTool(
    FFMPEG,
    [
      ...QUIET,
      '-i', input.source,
      '-i', input.subtitles,
      '-map', '0:v:0', '-map', '0:a?', '-map', '1:0',
      '-vf', `subtitles=filename='${filterPath(input.subtitles)}':force_style='${style}'`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '128k',
      '-c:s', matroska ? 'srt' : 'mov_text',
      file,
    ],
    { signal: input.signal },
  );
  return { file, extension };
}

async function wavSeconds(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(44);
    await handle.read(header, 0, 44, 0);
    const byteRate = header.readUInt32LE(28) || DUB_RATE * BYTES_PER_SAMPLE;
    const { size } = await stat(file);
    return Math.max(0, size - 44) / byteRate;
  } finally {
    await handle.close();
  }
}

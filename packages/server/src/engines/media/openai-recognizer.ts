// Speech recognition over the OpenAI audio API (MEDIA_STT_ENGINE=openai); each server's variant is handled here
// (decision 095), and input over the limit is sent in chunks cut where it is quiet, halved on a 413.
import { open } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { MediaError, type SpeechRecognizer, type TimedWord } from './engine.ts';
import { multipartBody, OpenAiService, readBody, type ServiceSettings } from './openai-http.ts';

export interface OpenAiRecognizerOptions extends ServiceSettings {
  /** Portal language id → ISO 639-1 code; its keys are the languages served. */
  languages: ReadonlyMap<string, string>;
  maxBytes: number;
}

export const TRANSCRIPTIONS_PATH = '/v1/audio/transcriptions';
/** No chunk is made smaller than this, whatever a server says: below it the server is refusing something else. */
const MIN_CHUNK_BYTES = 64 * 1024;
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** A chunk's end is moved to the quietest 20 ms within the last few seconds before the limit, so no word is cut. */
const QUIET_SEARCH_SECONDS = 5;
const QUIET_FRAME_SECONDS = 0.02;

interface VerboseWord {
  word?: string;
  start?: number;
  end?: number;
  probability?: number;
}

interface VerboseSegment {
  start?: number;
  end?: number;
  text?: string;
  words?: VerboseWord[] | null;
}

export interface VerboseTranscript {
  text?: string;
  duration?: number;
  words?: VerboseWord[] | null;
  segments?: VerboseSegment[] | null;
}

export class OpenAiRecognizer implements SpeechRecognizer {
  readonly name = 'openai';
  private readonly service: OpenAiService;
  private readonly codes: ReadonlyMap<string, string>;
  private readonly maxBytes: number;
  private granularities = true;

  constructor(options: OpenAiRecognizerOptions) {
    this.service = new OpenAiService(options, 'speech recognition');
    this.codes = options.languages;
    this.maxBytes = Math.max(MIN_CHUNK_BYTES, options.maxBytes);
  }

  languages(): readonly string[] {
    return [...this.codes.keys()];
  }

  async recognize(input: { wav: string; language: string; signal?: AbortSignal | undefined }): Promise<TimedWord[]> {
    const code = this.codes.get(input.language);
    if (!code) throw new MediaError('UNSUPPORTED_LANGUAGE', `Speech in this language (${input.language}) cannot be recognised.`);
    const wav = await readWavLayout(input.wav);
    const words: TimedWord[] = [];
    // Chunks are done in order; one the server finds too large is replaced by its halves at the front.
    const queue = await planChunks(wav, wav.dataStart, wav.dataEnd, this.maxBytes);
    while (queue.length) {
      const chunk = queue.shift()!;
      const offset = (chunk.start - wav.dataStart) / wav.byteRate;
      const seconds = (chunk.end - chunk.start) / wav.byteRate;
      const answer = await this.transcribeChunk(wav, chunk, code, input.signal);
      if (!answer.ok) {
        const size = chunk.end - chunk.start + WAV_HEADER_BYTES;
        if (answer.status === 413 && size > MIN_CHUNK_BYTES) {
          queue.unshift(...(await planChunks(wav, chunk.start, chunk.end, Math.ceil(size / 2))));
          continue;
        }
        throw this.service.refused(answer);
      }
      for (const w of wordsFromTranscript(answer.value, seconds)) {
        words.push({ ...w, start: round(w.start + offset), end: round(w.end + offset) });
      }
    }
    return words;
  }

  private async transcribeChunk(wav: WavLayout, chunk: Chunk, code: string, signal: AbortSignal | undefined) {
    const ask = (granularities: boolean) => {
      const fields: Array<[string, string]> = [
        ['model', this.service.settings.model],
        ['language', code],
        ['response_format', 'verbose_json'],
        ['temperature', '0'],
      ];
      if (granularities) fields.push(['timestamp_granularities[]', 'word'], ['timestamp_granularities[]', 'segment']);
      const file = {
        field: 'file',
        fileName: 'speech.wav',
        contentType: 'audio/wav',
        head: wavHeader(wav, chunk.end - chunk.start),
        path: wav.path,
        start: chunk.start,
        end: chunk.end,
      };
      return this.service.post(TRANSCRIPTIONS_PATH, () => multipartBody(fields, file), readTranscript, signal);
    };
    const answer = await ask(this.granularities);
    if (answer.ok || answer.status !== 400 || !this.granularities) return answer;
    // Some servers take only OpenAI's older parameters: the same request without timestamp_granularities.
    const again = await ask(false);
    if (again.ok) this.granularities = false;
    // The second refusal, unless it says less than the first.
    return again.ok || again.message ? again : answer;
  }
}

async function readTranscript(res: IncomingMessage): Promise<VerboseTranscript> {
  const text = (await readBody(res, MAX_ANSWER_BYTES)).toString('utf8');
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === 'object') return json as VerboseTranscript;
  } catch {
    // reported below
  }
  throw new MediaError('ENGINE_FAILURE', 'The speech recognition service answered with something other than a transcript.');
}

export function wordsFromTranscript(body: VerboseTranscript, chunkSeconds: number): TimedWord[] {
  const segments = body.segments ?? [];
  if (body.words?.length) return markSegmentEnds(joinTokens(body.words), segments);
  if (!segments.length) {
    // Plain text only (a server ignoring verbose_json): spread over the whole chunk.
    return body.text?.trim() ? spread(body.text, 0, body.duration ?? chunkSeconds) : [];
  }
  return segments.flatMap((s) => {
    const words = s.words?.length ? joinTokens(s.words) : spread(s.text ?? '', s.start ?? 0, s.end ?? s.start ?? 0);
    if (words.length) words[words.length - 1]!.segmentEnd = true;
    return words;
  });
}

/** The word ending nearest each segment's end ends a segment: the cue builder breaks phrases there (decision 135). */
function markSegmentEnds(words: TimedWord[], segments: readonly VerboseSegment[]): TimedWord[] {
  let w = 0;
  for (const s of segments) {
    if (typeof s.end !== 'number') continue;
    while (w + 1 < words.length && Math.abs(words[w + 1]!.end - s.end) <= Math.abs(words[w]!.end - s.end)) w += 1;
    if (words[w] && Math.abs(words[w]!.end - s.end) < 0.5) words[w]!.segmentEnd = true;
  }
  return words;
}

/** whisper.cpp's control tokens, should a server let one through: [_BEG_], [_TT_150], <|endoftext|>. */
const CONTROL_TOKEN = /^\s*(\[_[A-Z]+_?\d*\]|<\|[^|]*\|>)\s*$/;
const NO_SPEECH = /^\[BLANK_AUDIO\][.,]?$/;
const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;

/** An entry starting with a space makes a token list (whisper.cpp): entries without continue the word before. */
export function joinTokens(tokens: readonly VerboseWord[]): TimedWord[] {
  const tokenList = tokens.some((t) => /^\s/.test(t.word ?? ''));
  const out: TimedWord[] = [];
  for (const t of tokens) {
    const raw = t.word ?? '';
    if (!raw.trim() || CONTROL_TOKEN.test(raw)) continue;
    const start = Number(t.start ?? 0);
    const end = Math.max(start, Number(t.end ?? start));
    const confidence = typeof t.probability === 'number' && Number.isFinite(t.probability) ? clamp01(t.probability) : undefined;
    const last = out.at(-1);
    const continues = last && (tokenList ? !/^\s/.test(raw) : PUNCTUATION_ONLY.test(raw.trim()));
    if (last && continues) {
      last.word += raw.trim();
      last.end = Math.max(last.end, end);
      if (confidence !== undefined) last.confidence = Math.min(last.confidence ?? 1, confidence);
      continue;
    }
    out.push({ word: raw.trim(), start, end, ...(confidence === undefined ? {} : { confidence }) });
  }
  return out.filter((w) => !NO_SPEECH.test(w.word));
}

/** A word's share of the time counts the space after it. */
export function spread(text: string, start: number, end: number): TimedWord[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const total = words.reduce((n, w) => n + w.length + 1, 0);
  const span = Math.max(0, end - start);
  let at = start;
  return words.map((word) => {
    const length = (span * (word.length + 1)) / total;
    const w = { word, start: round(at), end: round(at + length) };
    at += length;
    return w;
  });
}

function clamp01(p: number): number {
  return Math.round(Math.min(1, Math.max(0, p)) * 1000) / 1000;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

const WAV_HEADER_BYTES = 44;

export interface WavLayout {
  path: string;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  byteRate: number;
  blockAlign: number;
  dataStart: number;
  dataEnd: number;
}

interface Chunk {
  start: number;
  end: number;
}

/** Where the samples of a PCM WAV are (ffmpeg writes a LIST chunk before them, so not always at byte 44). */
export async function readWavLayout(path: string): Promise<WavLayout> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    await handle.read(head, 0, head.length, 0);
    if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not RIFF/WAVE');
    let at = 12;
    let fmt: Omit<WavLayout, 'path' | 'dataStart' | 'dataEnd'> | undefined;
    while (at + 8 <= head.length) {
      const id = head.toString('ascii', at, at + 4);
      const length = head.readUInt32LE(at + 4);
      if (id === 'fmt ') {
        const format = head.readUInt16LE(at + 8);
        const bitsPerSample = head.readUInt16LE(at + 22);
        // 1: PCM; 0xFFFE: extensible, which ffmpeg writes for PCM in some layouts.
        if ((format !== 1 && format !== 0xfffe) || bitsPerSample !== 16) throw new Error('not 16-bit PCM');
        fmt = {
          channels: head.readUInt16LE(at + 10),
          sampleRate: head.readUInt32LE(at + 12),
          byteRate: head.readUInt32LE(at + 16),
          blockAlign: head.readUInt16LE(at + 20),
          bitsPerSample,
        };
      } else if (id === 'data') {
        if (!fmt) break;
        const dataStart = at + 8;
        // A streamed WAV has 0 or 0xFFFFFFFF here: the samples run to the end of the file.
        const dataEnd = length === 0 || length === 0xffffffff ? size : Math.min(size, dataStart + length);
        return { path, ...fmt, dataStart, dataEnd };
      }
      at += 8 + length + (length % 2);
    }
    throw new Error('no data chunk');
  } catch (err) {
    throw new MediaError('ENGINE_FAILURE', 'The speech to recognise is not a 16-bit PCM WAV file.', { cause: err });
  } finally {
    await handle.close();
  }
}

function wavHeader(wav: WavLayout, dataBytes: number): Buffer {
  const h = Buffer.alloc(WAV_HEADER_BYTES);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(wav.channels, 22);
  h.writeUInt32LE(wav.sampleRate, 24);
  h.writeUInt32LE(wav.byteRate, 28);
  h.writeUInt16LE(wav.blockAlign, 32);
  h.writeUInt16LE(wav.bitsPerSample, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

export async function planChunks(wav: WavLayout, from: number, to: number, maxBytes: number): Promise<Chunk[]> {
  const align = (n: number) => n - ((n - wav.dataStart) % wav.blockAlign);
  const most = align(Math.max(wav.blockAlign, maxBytes - WAV_HEADER_BYTES) + wav.dataStart) - wav.dataStart;
  const chunks: Chunk[] = [];
  const handle = await open(wav.path, 'r');
  try {
    let start = from;
    while (to - start > most) {
      const limit = start + most;
      const search = Math.min(Math.floor(most / 4), QUIET_SEARCH_SECONDS * wav.byteRate);
      const end = await quietestPoint(handle, wav, align(limit - search), limit);
      chunks.push({ start, end });
      start = end;
    }
    chunks.push({ start, end: to });
  } finally {
    await handle.close();
  }
  return chunks;
}

async function quietestPoint(handle: Awaited<ReturnType<typeof open>>, wav: WavLayout, from: number, to: number): Promise<number> {
  const frame = Math.max(wav.blockAlign, Math.round(QUIET_FRAME_SECONDS * wav.sampleRate) * wav.blockAlign);
  const bytes = Buffer.alloc(to - from);
  const { bytesRead } = await handle.read(bytes, 0, bytes.length, from);
  let best = to;
  let quietest = Number.POSITIVE_INFINITY;
  // From the limit backwards, so among equally quiet frames the chunk stays as long as it may.
  for (let at = Math.floor(bytesRead / frame) * frame - frame; at >= 0; at -= frame) {
    let sum = 0;
    for (let i = at; i + 1 < at + frame; i += 2) sum += Math.abs(bytes.readInt16LE(i));
    if (sum < quietest) {
      quietest = sum;
      best = from + at;
    }
  }
  return best > from ? best : to;
}

// The dubbing voices (spec 3 §7 GET /xl8/dubbing/dubbingVoices) and each voice's spoken sample.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CallResponse, calls } from '@lingua/contract';
import { notFound } from '../../lib/errors.ts';
import { sanitizeFileName } from '../../storage/filename.ts';
import type { MediaContext } from './context.ts';

type VoiceList = CallResponse<typeof calls.getDubbingVoices>;

export function voiceSampleUrl(publicUrl: string, voiceName: string): string {
  return `${publicUrl}/v1/xl8/dubbing/dubbingVoices/${encodeURIComponent(voiceName)}/sample`;
}

export function dubbingVoices(ctx: Pick<MediaContext, 'media' | 'publicUrl'>): VoiceList {
  return ctx.media.voices().map((v) => ({
    voiceName: v.voiceName,
    displayName: v.displayName,
    languageId: v.languageId,
    sampleUrl: voiceSampleUrl(ctx.publicUrl, v.voiceName),
  }));
}

const SAMPLE_TEXT = 'Hello! This is how I sound when I dub your videos.';
const pendingSamples = new Map<string, Promise<string>>();

/** The voice's sample as a WAV file: spoken once (the sentence translated into its language), then kept. */
export async function voiceSample(ctx: Pick<MediaContext, 'media' | 'mt' | 'dataDir'>, voiceName: string): Promise<string> {
  const voice = ctx.media.voices().find((v) => v.voiceName === voiceName);
  if (!voice) throw notFound('Voice not found', 'VOICE_NOT_FOUND');
  const dir = path.join(ctx.dataDir, 'media', 'voice-samples');
  // Named by the voice's edition too: a changed model or server speaks the sample anew (decision 135).
  const edition = createHash('sha256').update(ctx.media.voiceEdition(voiceName)).digest('hex').slice(0, 16);
  const file = path.join(dir, `${sanitizeFileName(voiceName)}-${edition}.wav`);
  try {
    await stat(file);
    return file;
  } catch {
    // not generated yet
  }
  const pending = pendingSamples.get(file);
  if (pending) return pending;
  const made = (async () => {
    await mkdir(dir, { recursive: true });
    let text = SAMPLE_TEXT;
    if (voice.languageId !== 'enu' && ctx.mt.combinations.get('enu')?.includes(voice.languageId)) {
      text = (await ctx.mt.engine.translateText({ text, source: 'enu', target: voice.languageId })).translatedText;
    }
    const partial = `${file}.${randomUUID()}.part`;
    await ctx.media.synthesize({ voiceName, text, output: partial });
    await rename(partial, file);
    return file;
  })().finally(() => pendingSamples.delete(file));
  pendingSamples.set(file, made);
  return made;
}

// A media request's outputs, one row per kind (spec 3 §4.10); each is a TRANSLATED_DOCUMENT of its language, so
// lists, details, zips and escalation serve it as they serve file translations.
import { writeFile } from 'node:fs/promises';
import type { MediaProjectType, SubtitleFormat } from '@lingua/contract';
import { MediaError, writeSubtitles, type DubInput, type MediaEngine, type MediaProbe, type TimedSegment } from '../../engines/media/index.ts';
import type { SubtitleMeta } from '../../engines/media/subtitles/index.ts';
import type { KeptVoicedLines } from './voiced-lines.ts';

export type OutputKind = 'subtitles' | 'dubbed' | 'subtitled';

export interface RenderInput {
  media: MediaEngine;
  projectType: MediaProjectType;
  format: SubtitleFormat | null;
  /** The source language: its subtitles are the transcription. */
  source: string;
  languageId: string;
  segments: readonly TimedSegment[];
  meta: SubtitleMeta;
  /** The source file, copied locally, and its streams: only dubbing and burning in read it. */
  open(): Promise<{ local: string; probe: MediaProbe }>;
  voices: ReadonlyArray<{ languageId: string; voiceName: string }>;
  /** The lines an earlier dub of this file and language voiced (dubbing). */
  voiced?: KeptVoicedLines | undefined;
  onOverrun?: DubInput['onOverrun'];
  workBase: string;
  workDir: string;
  signal?: AbortSignal | undefined;
}

/** Bytes of a file made in memory, or the path of a file an engine wrote in the work directory. */
export type Rendered = { extension: string } & ({ content: Buffer } | { file: string });

interface OutputStep {
  kind: OutputKind;
  applies(input: Pick<RenderInput, 'projectType' | 'format' | 'source' | 'languageId'>): boolean;
  render(input: RenderInput): Promise<Rendered>;
}

const transcribing = (t: MediaProjectType) => t === 'TRANSCRIPTION' || t === 'TRANSCRIPTION_AND_TRANSLATION';

export const OUTPUT_STEPS: readonly OutputStep[] = [
  {
    // The transcription in the source language; a translation's subtitles where a subtitle type was chosen.
    kind: 'subtitles',
    applies: (i) => (i.languageId === i.source ? transcribing(i.projectType) : i.format !== null),
    render: async (i) => {
      const extension = i.format ?? 'srt';
      return { extension, content: await writeSubtitles(extension, i.segments, i.meta) };
    },
  },
  {
    kind: 'dubbed',
    applies: (i) => i.projectType === 'DUBBING' && i.languageId !== i.source,
    render: async (i) => {
      const voice = i.voices.find((v) => v.languageId === i.languageId);
      if (!voice) throw new MediaError('UNKNOWN_VOICE', `No voice chosen for ${i.languageId}`);
      const { local, probe } = await i.open();
      const dubbed = await i.media.dub({
        source: local,
        probe,
        segments: i.segments,
        voiceName: voice.voiceName,
        workDir: i.workDir,
        outputBase: `${i.workBase}-dubbed`,
        voiced: i.voiced,
        onOverrun: i.onOverrun,
        signal: i.signal,
      });
      await i.voiced?.settle();
      return dubbed;
    },
  },
  {
    kind: 'subtitled',
    applies: (i) => i.projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO' && i.languageId !== i.source,
    render: async (i) => {
      const srt = `${i.workBase}-burn.srt`;
      await writeFile(srt, await writeSubtitles('srt', i.segments, i.meta));
      return i.media.burnSubtitles({
        source: (await i.open()).local,
        subtitles: srt,
        languageId: i.languageId,
        outputBase: `${i.workBase}-subtitled`,
        signal: i.signal,
      });
    },
  },
];

/** Output names: `<name>_<lang>.<subtitle type>`, `<name>_<lang>_dubbed.<ext>`, `<name>_<lang>_subtitled.<ext>`. */
export function mediaOutputName(sourceName: string, languageId: string, kind: OutputKind, extension: string): string {
  const suffix = kind === 'subtitles' ? '' : `_${kind}`;
  const dot = sourceName.lastIndexOf('.');
  const stem = dot > 0 ? sourceName.slice(0, dot) : sourceName;
  return `${stem}_${languageId}${suffix}.${extension}`;
}

// Rendering one language of one source file from its stored lines, for the media job and the rebuild alike.
import path from 'node:path';
import type { MediaProjectType, SourceSegment, SubtitleFormat, TranslatedSegment } from '@lingua/contract';
import { DEFAULT_SUBTITLE_RULES, joinWords, limitsFor, shownLines, type SubtitleRules } from '@lingua/contract/subtitles';
import type { MediaEngine, MediaProbe, TimedSegment } from '../../engines/media/index.ts';
import { subtitleMeta, type LanguageInfo } from './context.ts';
import { mediaOutputName, OUTPUT_STEPS, type Rendered, type RenderInput } from './outputs.ts';
import type { KeptVoicedLines } from './voiced-lines.ts';

export interface RenderRequest {
  id: string;
  name: string;
  projectType: MediaProjectType;
  format: SubtitleFormat | null;
  source: string;
  voices: ReadonlyArray<{ languageId: string; voiceName: string }>;
  info: LanguageInfo;
  work: string;
  /** Where the dub of a file and language keeps its voiced lines (voiced-lines.ts). */
  voiced?: ((fileIndex: number, languageId: string) => KeptVoicedLines) | undefined;
  signal?: AbortSignal | undefined;
  /** The subtitle limits the lines are laid out by (MEDIA_SUBTITLE_RULES); Netflix's when not given. */
  subtitles?: SubtitleRules | undefined;
  /** Records a dub's lines that run past their time (empty when none does), for the editor to mark. */
  overruns?: ((fileIndex: number, languageId: string, lines: LineOverrun[]) => Promise<void>) | undefined;
}

/** A dubbed line the voice cannot say in its time even sped up, with the text it was voiced from. */
export interface LineOverrun {
  id: string;
  text: string;
  slotSeconds: number;
  spokenSeconds: number;
}

export type RenderLine = TimedSegment & { id: string };

/** The source file being rendered from; `open` copies it locally and probes it (once), for the steps that read it. */
export interface RenderFile {
  index: number;
  fileName: string;
  open(): Promise<{ local: string; probe: MediaProbe }>;
}

export type StoreOutput = (key: { languageId: string; fileName: string }, rendered: Rendered) => Promise<void>;

/** A language's subtitles: the transcript's timing with its own text; lines left empty are not shown. */
export function timedLines(transcript: readonly SourceSegment[], translation?: readonly TranslatedSegment[]): RenderLine[] {
  const texts = translation ? new Map(translation.map((t) => [t.id, t.text])) : null;
  return transcript
    .map((s) => ({ id: s.id, start: s.start, end: s.end, text: (texts ? texts.get(s.id) ?? '' : s.text).trim() }))
    .filter((s) => s.text !== '');
}

const round2 = (seconds: number) => Math.round(seconds * 100) / 100;

export function rendersLanguage(request: RenderRequest, languageId: string): boolean {
  return OUTPUT_STEPS.some((s) => s.applies({ ...request, languageId }));
}

export async function renderLanguage(
  media: MediaEngine,
  request: RenderRequest,
  file: RenderFile,
  languageId: string,
  segments: readonly RenderLine[],
  store: StoreOutput,
): Promise<void> {
  const limits = limitsFor(request.subtitles ?? DEFAULT_SUBTITLE_RULES, languageId, joinWords(segments.slice(0, 50).map((s) => ({ word: s.text }))));
  // Subtitles are written in the lines a viewer should see (decision 135: balanced, within the line length); a
  // voice speaks the text as it is.
  const laidOut = segments.map((s) => ({ ...s, text: shownLines(s.text, limits).join('\n') }));
  const overruns: LineOverrun[] = [];
  for (const step of OUTPUT_STEPS.filter((s) => s.applies({ ...request, languageId }))) {
    const input: RenderInput = {
      media,
      projectType: request.projectType,
      format: request.format,
      source: request.source,
      languageId,
      segments: step.kind === 'dubbed' ? segments : laidOut,
      meta: subtitleMeta(request.info, request.name, languageId),
      open: file.open,
      voices: request.voices,
      voiced: request.voiced?.(file.index, languageId),
      onOverrun: (o) => overruns.push({ id: segments[o.index]!.id, text: segments[o.index]!.text, slotSeconds: round2(o.slotSeconds), spokenSeconds: round2(o.spokenSeconds) }),
      workBase: path.join(request.work, `${file.index}-${languageId}`),
      workDir: request.work,
      signal: request.signal,
    };
    const rendered = await step.render(input);
    await store({ languageId, fileName: mediaOutputName(file.fileName, languageId, step.kind, rendered.extension) }, rendered);
    if (step.kind === 'dubbed') await request.overruns?.(file.index, languageId, overruns);
  }
}

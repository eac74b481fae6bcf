// Saving the editor's changes or an imported SRT/VTT. Every save names the version it edits (another tab's save in
// between answers 409); a changed source line marks its translations and its languages' files stale.
import { and, eq } from 'drizzle-orm';
import {
  MEDIA_SEGMENTS_MAX,
  segmentTimingProblems,
  staleAfterTranscriptEdit,
  staleAfterTranslationEdit,
  type ImportMediaSubtitlesBody,
  type MediaSegments,
  type RecognisedWord,
  type SaveMediaTranscriptBody,
  type SaveMediaTranslationBody,
  type SourceSegment,
  type TranslatedSegment,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { mediaSegments } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import {
  assertEditable,
  findMediaRequest,
  nextSegmentIds,
  parseSubtitleText,
  segmentRows,
  segmentsView,
  sourceFiles,
  type SegmentRow,
} from './segments.ts';
import { rememberCorrections } from './remember-corrections.ts';

type EditContext = { db: Db; clock: Clock };

const TIMING_MESSAGES = {
  END_NOT_AFTER_START: (n: number) => `Line ${n} must end after it starts`,
  OVERLAPS_PREVIOUS: (n: number) => `Line ${n} starts before line ${n - 1} ends`,
  OUTSIDE_MEDIA: (n: number) => `Line ${n} ends after the end of the media`,
} as const;

async function openForSave(ctx: EditContext, principal: Principal, id: string, fileIndex: string, languageId: string | null, version: number) {
  const request = await findMediaRequest(ctx.db, principal, id);
  assertEditable(principal, request);
  const index = Number(fileIndex);
  const rows = await segmentRows(ctx.db, request.id, index);
  const source = rows.find((r) => r.isSource);
  const row = languageId === null ? source : rows.find((r) => !r.isSource && r.languageId === languageId);
  if (!source || !row) throw notFound('No lines are stored for this file and language', 'MEDIA_SEGMENTS_NOT_FOUND');
  if (row.version !== version) throw staleVersion(row.version);
  return { request, index, rows, source, row };
}

function staleVersion(current: number) {
  return conflict(`These lines were changed elsewhere since you opened them (now version ${current}); reload to see the changes`, 'MEDIA_SEGMENTS_CHANGED');
}

export async function writeRows(ctx: EditContext, rows: ReadonlyArray<{ was: SegmentRow; set: Partial<SegmentRow> }>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const { was, set } of rows) {
      const updated = await tx
        .update(mediaSegments)
        .set({ ...set, version: was.version + 1, updatedAt: ctx.clock.now() })
        .where(
          and(
            eq(mediaSegments.jobRequestId, was.jobRequestId),
            eq(mediaSegments.fileIndex, was.fileIndex),
            eq(mediaSegments.languageId, was.languageId),
            eq(mediaSegments.version, was.version),
          ),
        )
        .returning({ version: mediaSegments.version });
      if (updated.length === 0) throw staleVersion(was.version + 1);
    }
  });
}

async function answer(ctx: EditContext, principal: Principal, request: JobRequestRow): Promise<MediaSegments> {
  return segmentsView(principal, request, await sourceFiles(ctx.db, request.id), await segmentRows(ctx.db, request.id));
}

const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, ' ').trim();

/** The recognised words spoken inside the line's time whose text it still reads; an edited line drops them. */
function keptWords(text: string, start: number, end: number, heard: readonly RecognisedWord[]): RecognisedWord[] | undefined {
  const inside = heard.filter((w) => w.start >= start - 0.01 && w.end <= end + 0.01);
  return inside.length && normalise(inside.map((w) => w.word).join(' ')) === normalise(text) ? inside : undefined;
}

export async function saveTranscript(ctx: EditContext, principal: Principal, id: string, fileIndex: string, body: SaveMediaTranscriptBody): Promise<MediaSegments> {
  const { request, rows, source } = await openForSave(ctx, principal, id, fileIndex, null, body.version);
  const problem = segmentTimingProblems(body.segments, source.durationSeconds ?? Number.POSITIVE_INFINITY)[0];
  if (problem) throw badRequest(TIMING_MESSAGES[problem.code](problem.index + 1), 'INVALID_SEGMENT_TIMING');
  const before = new Map((source.segments as SourceSegment[]).map((s) => [s.id, s]));
  const seen = new Set<string>();
  // An id the transcript does not have names a new line (the editor numbers the lines it splits off itself).
  for (const s of body.segments) {
    if (s.id === undefined) continue;
    if (seen.has(s.id)) throw badRequest(`Line ${s.id} appears twice`, 'DUPLICATE_SEGMENT');
    seen.add(s.id);
  }
  const heard = [...before.values()].flatMap((s) => s.words ?? []);
  const fresh = nextSegmentIds([...before.keys(), ...seen]);
  const transcript: SourceSegment[] = body.segments.map((s) => {
    const words = keptWords(s.text, s.start, s.end, heard);
    return { id: s.id ?? fresh(), start: s.start, end: s.end, text: s.text, ...(words ? { words } : {}), ...(s.rulesAccepted ? { rulesAccepted: true } : {}) };
  });
  const changedText = new Set(transcript.filter((s) => before.get(s.id)?.text !== s.text).map((s) => s.id));
  const changed =
    changedText.size > 0 ||
    transcript.length !== before.size ||
    transcript.some((s) => before.get(s.id)?.start !== s.start || before.get(s.id)?.end !== s.end);
  if (!changed) {
    // Accepting a line that breaks a subtitle rule changes no output: only the transcript's row is written.
    if (transcript.some((s) => !before.get(s.id)?.rulesAccepted !== !s.rulesAccepted)) await writeRows(ctx, [{ was: source, set: { segments: transcript } }]);
    return answer(ctx, principal, request);
  }
  const targets = rows.filter((r) => !r.isSource);
  await writeRows(ctx, [
    { was: source, set: { segments: transcript, outputsStale: true } },
    // Timing is shared, so every language's files change; which lines go stale is the contract's rule.
    ...targets.map((was) => {
      const lines = new Map((was.segments as TranslatedSegment[]).map((t) => [t.id, t]));
      const stale = staleAfterTranscriptEdit([...before.values()], transcript, [...lines.values()]);
      const segments = transcript.map((s) => {
        const line = lines.get(s.id);
        return { id: s.id, text: line?.text ?? '', stale: stale.has(s.id), ...(line?.unsure ? { unsure: line.unsure } : {}), ...(line?.terms ? { terms: line.terms } : {}), ...(line?.glossaryTerms ? { glossaryTerms: line.glossaryTerms } : {}) };
      });
      return { was, set: { segments, outputsStale: true } };
    }),
  ]);
  return answer(ctx, principal, request);
}

export async function saveTranslation(
  ctx: EditContext,
  principal: Principal,
  id: string,
  params: { fileIndex: string; languageId: string },
  body: SaveMediaTranslationBody,
): Promise<MediaSegments> {
  const { request, row, source } = await openForSave(ctx, principal, id, params.fileIndex, params.languageId, body.version);
  const transcript = source.segments as SourceSegment[];
  if (body.segments.length !== transcript.length || body.segments.some((s, i) => s.id !== transcript[i]!.id))
    throw badRequest('Send one line per line of the transcript, with the same ids in the same order', 'SEGMENTS_MISMATCH');
  const before = new Map((row.segments as TranslatedSegment[]).map((t) => [t.id, t]));
  // A line the user wrote is theirs: no longer stale nor unsure; the marks come from the stored line, never the body.
  const segments = body.segments.map((s) => {
    const was = before.get(s.id);
    const same = was !== undefined && was.text === s.text;
    return { id: s.id, text: s.text, stale: staleAfterTranslationEdit(was, s.text), ...(same && was.unsure ? { unsure: was.unsure } : {}), ...(was?.terms ? { terms: was.terms } : {}), ...(same && was.glossaryTerms ? { glossaryTerms: was.glossaryTerms } : {}) };
  });
  if (segments.every((s) => before.get(s.id)?.text === s.text)) return answer(ctx, principal, request);
  await writeRows(ctx, [{ was: row, set: { segments, outputsStale: true } }]);
  await rememberCorrections({ db: ctx.db, now: ctx.clock.now(), userId: principal.userId }, request, params.languageId, { transcript, before, after: segments });
  return answer(ctx, principal, request);
}

/** A translation's line takes the text of the cues that mostly overlap it. */
export async function importSubtitles(
  ctx: EditContext,
  principal: Principal,
  id: string,
  params: { fileIndex: string; languageId: string },
  body: ImportMediaSubtitlesBody,
): Promise<MediaSegments> {
  let cues: ReturnType<typeof parseSubtitleText>;
  try {
    cues = parseSubtitleText(body.content).filter((c) => c.text !== '');
  } catch {
    throw badRequest(`${body.fileName} is not an SRT or WebVTT file that can be read`, 'INVALID_SUBTITLE_FILE');
  }
  if (cues.length === 0) throw badRequest(`${body.fileName} holds no subtitles`, 'INVALID_SUBTITLE_FILE');
  if (cues.length > MEDIA_SEGMENTS_MAX) throw badRequest(`At most ${MEDIA_SEGMENTS_MAX} lines`, 'INVALID_SUBTITLE_FILE');
  const request = await findMediaRequest(ctx.db, principal, id);
  const rows = await segmentRows(ctx.db, request.id, Number(params.fileIndex));
  const source = rows.find((r) => r.isSource);
  if (source?.languageId === params.languageId) {
    // The cues' order is the transcript's: the first cue takes the first line's id, and so on.
    const ids = (source.segments as SourceSegment[]).map((s) => s.id);
    const segments = cues.map((c, i) => ({ ...(ids[i] ? { id: ids[i] } : {}), ...c }));
    return saveTranscript(ctx, principal, id, params.fileIndex, { version: body.version, segments });
  }
  const transcript = (source?.segments ?? []) as SourceSegment[];
  const segments = transcript.map((s) => {
    const overlapping = cues.filter((c) => Math.min(c.end, s.end) - Math.max(c.start, s.start) > (c.end - c.start) / 2);
    return { id: s.id, text: overlapping.map((c) => c.text).join('\n') };
  });
  return saveTranslation(ctx, principal, id, params, { version: body.version, segments });
}

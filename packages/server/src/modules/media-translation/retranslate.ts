// "Update translations": the lines whose source changed are machine-translated again — only those, one engine
// call per sentence they belong to (translate.ts) — and their languages' files marked for a rebuild.
import type { MediaSegments, SourceSegment, TranslatedSegment } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { engineError } from '../machine-translation/index.ts';
import { writeRows } from './edit.ts';
import { assertEditable, findMediaRequest, segmentRows, segmentsView, sourceFiles } from './segments.ts';
import { addTranslationCounts, recordMtEngine } from '../job-requests/index.ts';
import { translateLines, type LinesTranslation } from './translate.ts';
import { requestGlossary } from '../glossaries/index.ts';
import { requestMemory } from '../translation-memory/index.ts';

function translatedLine(id: string, fresh: LinesTranslation, i: number): TranslatedSegment {
  const unsure = fresh.unsure[i];
  const terms = fresh.terms[i];
  const spans = fresh.termSpans[i];
  return { id, text: fresh.texts[i] ?? '', stale: false, ...(unsure?.length ? { unsure } : {}), ...(terms ? { terms } : {}), ...(spans?.length ? { glossaryTerms: spans } : {}) };
}

export async function retranslateStale(ctx: { db: Db; clock: Clock; mt: MachineTranslation }, principal: Principal, id: string): Promise<MediaSegments> {
  const request = await findMediaRequest(ctx.db, principal, id);
  assertEditable(principal, request);
  const rows = await segmentRows(ctx.db, request.id);
  for (const row of rows.filter((r) => !r.isSource && (r.segments as TranslatedSegment[]).some((s) => s.stale))) {
    const source = rows.find((r) => r.isSource && r.fileIndex === row.fileIndex);
    const texts = new Map(((source?.segments ?? []) as SourceSegment[]).map((s) => [s.id, s.text]));
    const lines = row.segments as TranslatedSegment[];
    let fresh: LinesTranslation;
    try {
      // The whole sentence of a stale line is translated again; its lines that are not stale keep their text.
      fresh = await translateLines(ctx.mt, lines.map((l) => texts.get(l.id) ?? ''), { source: source?.languageId ?? '', target: row.languageId }, {
        only: (i) => lines[i]!.stale,
        glossary: await requestGlossary(ctx.db, request.id, row.languageId),
        memory: await requestMemory(ctx.db, request.id, row.languageId),
      });
    } catch (err) {
      engineError(err);
    }
    const segments = lines.map((line, i): TranslatedSegment => (line.stale ? translatedLine(line.id, fresh, i) : line));
    for (const engine of fresh.engines) await recordMtEngine(ctx.db, request.id, row.languageId, engine);
    await writeRows(ctx, [{ was: row, set: { segments, outputsStale: true } }]);
    // The details page's term count follows the lines: a replaced line's terms go, the new line's come.
    const replaced = lines.reduce((sum, line, i) => sum + (line.stale ? (fresh.terms[i] ?? 0) - (line.terms ?? 0) : 0), 0);
    if (replaced) await addTranslationCounts(ctx.db, request.id, { glossaryTerms: replaced });
  }
  return segmentsView(principal, request, await sourceFiles(ctx.db, request.id), await segmentRows(ctx.db, request.id));
}

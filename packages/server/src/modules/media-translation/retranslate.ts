// "Update translations": the lines whose source changed are machine-translated again — only those, one engine
// call each — and their languages' files marked for a rebuild.
import type { MediaSegments, SourceSegment, TranslatedSegment } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { engineError } from '../machine-translation/index.ts';
import { writeRows } from './edit.ts';
import { assertEditable, findMediaRequest, segmentRows, segmentsView, sourceFiles } from './segments.ts';
import { translateLine } from './translate.ts';

export async function retranslateStale(ctx: { db: Db; clock: Clock; mt: MachineTranslation }, principal: Principal, id: string): Promise<MediaSegments> {
  const request = await findMediaRequest(ctx.db, principal, id);
  assertEditable(request);
  const rows = await segmentRows(ctx.db, request.id);
  for (const row of rows.filter((r) => !r.isSource && (r.segments as TranslatedSegment[]).some((s) => s.stale))) {
    const source = rows.find((r) => r.isSource && r.fileIndex === row.fileIndex);
    const texts = new Map(((source?.segments ?? []) as SourceSegment[]).map((s) => [s.id, s.text]));
    const segments: TranslatedSegment[] = [];
    for (const line of row.segments as TranslatedSegment[]) {
      if (!line.stale) segments.push(line);
      else {
        try {
          segments.push({ id: line.id, text: await translateLine(ctx.mt, texts.get(line.id) ?? '', source?.languageId ?? '', row.languageId), stale: false });
        } catch (err) {
          engineError(err);
        }
      }
    }
    await writeRows(ctx, [{ was: row, set: { segments, outputsStale: true } }]);
  }
  return segmentsView(request, await sourceFiles(ctx.db, request.id), await segmentRows(ctx.db, request.id));
}

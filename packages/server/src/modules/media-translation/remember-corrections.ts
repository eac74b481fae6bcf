// Every human correction becomes a unit of the client's translation memory (decision 138): when a translation's
// lines are saved, each sentence holding a changed line is stored whole — its source lines joined, its
// translated lines joined — so the next request with the same sentence takes the correction.
import type { SourceSegment, TranslatedSegment } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import { storeUnits } from '../translation-memory/index.ts';
import { sentenceUnits } from './sentence-units.ts';

export async function rememberCorrections(
  ctx: { db: Db; now: Date; userId: string },
  request: Pick<JobRequestRow, 'clientId' | 'sourceLanguageId'>,
  languageId: string,
  lines: { transcript: readonly SourceSegment[]; before: ReadonlyMap<string, TranslatedSegment>; after: readonly TranslatedSegment[] },
): Promise<number> {
  if (!request.clientId || !request.sourceLanguageId) return 0;
  const changed = (i: number) => lines.before.get(lines.after[i]!.id)?.text !== lines.after[i]!.text;
  const units = sentenceUnits(lines.transcript.map((s) => s.text))
    .filter((unit) => unit.some(changed))
    .map((unit) => ({
      sourceText: unit.map((i) => lines.transcript[i]!.text.trim()).join(' '),
      targetText: unit.map((i) => lines.after[i]!.text.trim()).join(' '),
    }));
  return storeUnits(ctx.db, { clientId: request.clientId, source: request.sourceLanguageId, target: languageId }, units, ctx.userId, ctx.now);
}

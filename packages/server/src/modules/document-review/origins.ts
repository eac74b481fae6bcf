// Where each delivered segment came from: the engine that translated the request into the language (decision
// 130 records it per language), the company's translation memory where the memory holds that very translation
// of the source (decision 138), or the provider for a file delivered by staff.
import type { Db } from '../../db/client.ts';
import type { documentSegments } from '../../db/schema/index.ts';
import { stripPlaceholders, type DocumentSegment } from '../../engines/mt/filters/index.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import { exactMatches, memoryKey } from '../translation-memory/index.ts';
import type { FileRow } from './access.ts';

type Origin = Pick<typeof documentSegments.$inferInsert, 'origin' | 'engine'>;

export async function originsOf(
  db: Db,
  request: Pick<JobRequestRow, 'origination' | 'clientId' | 'sourceLanguageId' | 'mtEngines'>,
  file: Pick<FileRow, 'languageId' | 'fileKey'>,
  source: readonly DocumentSegment[] | null,
  target: readonly DocumentSegment[],
): Promise<Origin[]> {
  const machine = request.origination === 'MT' && /\/translated\//.test(file.fileKey);
  const language = file.languageId ?? '';
  const base: Origin = machine ? { origin: 'ENGINE', engine: request.mtEngines?.[language]?.join(', ') ?? null } : { origin: 'PROVIDER', engine: null };
  if (!machine || !source || !request.clientId || !request.sourceLanguageId) return target.map(() => base);
  const plain = source.map((s) => stripPlaceholders(s.text));
  const memory = await exactMatches(db, { clientId: request.clientId, source: request.sourceLanguageId, target: language }, plain);
  return target.map((t, i) => {
    const remembered = memory.get(plain[i]!);
    return remembered !== undefined && memoryKey(remembered) === memoryKey(stripPlaceholders(t.text)) ? { origin: 'MEMORY', engine: null } : base;
  });
}

// Managing a company's translation memory (decision 138): its size, TMX export and import, and deletion — by the
// company's CLIENT administrators and by staff, like its glossaries.
import { asc, count, eq } from 'drizzle-orm';
import type { CallResponse, calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, languages, translationUnits } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { analyzeTrigrams } from '../../db/trigram-search.ts';
import { badRequest } from '../../lib/errors.ts';
import { managedClient } from '../glossaries/index.ts';
import { parseTmx, writeTmx } from './tmx-file.ts';
import { storeUnits } from './units.ts';

export const MEMORY_REFUSAL = "You cannot manage this company's translation memory";

/** An import this large refreshes the trigram statistics the fuzzy lookup ranks by (decision 157). */
const ANALYZE_AFTER_UNITS = 1000;

export async function memorySize(db: Db, principal: Principal, clientIdParam: string): Promise<CallResponse<typeof calls.getTranslationMemory>> {
  const clientId = await managedClient(db, principal, clientIdParam, MEMORY_REFUSAL);
  const pairs = await db
    .select({ sourceLanguageId: translationUnits.sourceLanguageId, targetLanguageId: translationUnits.targetLanguageId, units: count() })
    .from(translationUnits)
    .where(eq(translationUnits.clientId, clientId))
    .groupBy(translationUnits.sourceLanguageId, translationUnits.targetLanguageId)
    .orderBy(asc(translationUnits.sourceLanguageId), asc(translationUnits.targetLanguageId));
  return { units: pairs.reduce((n, p) => n + p.units, 0), pairs };
}

/** Portal id ↔ BCP-47 code, from the language table (the portal id where a row has no code). */
async function languageCodes(db: Db) {
  const rows = await db.select({ id: languages.id, code: languages.azureId }).from(languages);
  const codeOf = new Map(rows.map((r) => [r.id, r.code ?? r.id]));
  const idOf = (lang: string): string | undefined => {
    const l = lang.toLowerCase().replace('_', '-');
    return (rows.find((r) => r.code?.toLowerCase() === l) ?? rows.find((r) => r.id === l) ?? rows.find((r) => r.code?.toLowerCase() === l.split('-')[0]))?.id;
  };
  return { codeOf: (id: string) => codeOf.get(id) ?? id, idOf };
}

export async function exportMemory(db: Db, principal: Principal, clientIdParam: string): Promise<CallResponse<typeof calls.exportTranslationMemory>> {
  const clientId = await managedClient(db, principal, clientIdParam, MEMORY_REFUSAL);
  const rows = await db.select().from(translationUnits).where(eq(translationUnits.clientId, clientId)).orderBy(asc(translationUnits.createdAt), asc(translationUnits.id));
  const { codeOf } = await languageCodes(db);
  const units = rows.map((r) => ({ source: codeOf(r.sourceLanguageId), target: codeOf(r.targetLanguageId), sourceText: r.sourceText, targetText: r.targetText, updatedAt: r.updatedAt }));
  return { fileName: 'translation-memory.tmx', mediaType: 'application/x-tmx+xml', content: writeTmx(units) };
}

export async function importMemory(db: Db, clock: Clock, principal: Principal, clientIdParam: string, content: string): Promise<CallResponse<typeof calls.importTranslationMemory>> {
  const clientId = await managedClient(db, principal, clientIdParam, MEMORY_REFUSAL);
  const parsed = parseTmx(content);
  const { idOf } = await languageCodes(db);
  const errors = [...parsed.errors];
  const byPair = new Map<string, Array<{ sourceText: string; targetText: string }>>();
  for (const u of parsed.units) {
    const source = idOf(u.source.lang);
    if (!source) errors.push(`Line ${u.line}: the language ${u.source.lang} is not one the portal knows`);
    for (const t of u.targets) {
      const target = idOf(t.lang);
      if (!target) errors.push(`Line ${u.line}: the language ${t.lang} is not one the portal knows`);
      if (source && target && source !== target) byPair.set(`${source}|${target}`, [...(byPair.get(`${source}|${target}`) ?? []), { sourceText: u.source.text, targetText: t.text }]);
    }
  }
  // In the order of the file, whichever check found them.
  errors.sort((a, b) => Number(/line (\d+)/i.exec(a)?.[1] ?? 0) - Number(/line (\d+)/i.exec(b)?.[1] ?? 0));
  if (errors.length) throw badRequest([errors.length === 1 ? 'The file has an error; nothing was imported.' : `The file has ${errors.length} errors; nothing was imported.`, ...errors].join('\n'), 'INVALID_TMX_FILE');
  let imported = 0;
  await db.transaction(async (tx) => {
    for (const [pair, units] of byPair) {
      const [source, target] = pair.split('|') as [string, string];
      imported += await storeUnits(tx as unknown as Db, { clientId, source, target }, units, null, clock.now());
    }
  });
  if (imported >= ANALYZE_AFTER_UNITS) await analyzeTrigrams(db);
  return { imported };
}

/** Deletes every unit of the company; final, and kept in the audit log with who and how many. */
export async function deleteMemory(db: Db, clock: Clock, principal: Principal, clientIdParam: string): Promise<{ clientId: number; units: number }> {
  const clientId = await managedClient(db, principal, clientIdParam, MEMORY_REFUSAL);
  return db.transaction(async (tx) => {
    const gone = await tx.delete(translationUnits).where(eq(translationUnits.clientId, clientId)).returning({ id: translationUnits.id });
    await tx.insert(auditLog).values({ at: clock.now(), actorUsername: principal.impersonatedBy ?? principal.username, action: 'TRANSLATION_MEMORY_DELETE', details: { clientId, units: gone.length } });
    return { clientId, units: gone.length };
  });
}

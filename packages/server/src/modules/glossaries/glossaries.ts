// A company's glossaries, one per language pair (decision 134): listed with their size, opened, deleted.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { CallBody, CallResponse, calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { glossaries, glossaryEntries, languages } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { managedClient, managedGlossary, type GlossaryRow } from './access.ts';

type GlossaryView = CallResponse<typeof calls.createGlossary>;

function view(row: GlossaryRow, entryCount: number): GlossaryView {
  return { id: row.id, sourceLanguageId: row.sourceLanguageId, targetLanguageId: row.targetLanguageId, entryCount, updatedAt: row.updatedAt.toISOString() };
}

export async function listGlossaries(db: Db, principal: Principal, clientIdParam: string): Promise<GlossaryView[]> {
  const clientId = await managedClient(db, principal, clientIdParam);
  const rows = await db.select().from(glossaries).where(eq(glossaries.clientId, clientId)).orderBy(asc(glossaries.sourceLanguageId), asc(glossaries.targetLanguageId));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ glossaryId: glossaryEntries.glossaryId, n: count() })
    .from(glossaryEntries)
    .where(inArray(glossaryEntries.glossaryId, rows.map((r) => r.id)))
    .groupBy(glossaryEntries.glossaryId);
  const byId = new Map(counts.map((c) => [c.glossaryId, c.n]));
  return rows.map((r) => view(r, byId.get(r.id) ?? 0));
}

export async function createGlossary(db: Db, clock: Clock, principal: Principal, clientIdParam: string, body: CallBody<typeof calls.createGlossary>): Promise<GlossaryView> {
  const clientId = await managedClient(db, principal, clientIdParam);
  const { sourceLanguageId, targetLanguageId } = body;
  if (sourceLanguageId === targetLanguageId) throw badRequest('The source and target languages must differ', 'INVALID_PARAMETER');
  const known = await db.select({ id: languages.id }).from(languages).where(inArray(languages.id, [sourceLanguageId, targetLanguageId]));
  for (const id of [sourceLanguageId, targetLanguageId]) {
    if (!known.some((k) => k.id === id)) throw badRequest(`Unknown language ${id}`, 'INVALID_LANGUAGE');
  }
  const now = clock.now();
  const [row] = await db
    .insert(glossaries)
    .values({ clientId, sourceLanguageId, targetLanguageId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`There is already a glossary from ${sourceLanguageId} to ${targetLanguageId}`, 'GLOSSARY_EXISTS');
  return view(row, 0);
}

export async function deleteGlossary(db: Db, principal: Principal, params: { clientId: string; glossaryId: string }): Promise<void> {
  const row = await managedGlossary(db, principal, params);
  await db.delete(glossaries).where(and(eq(glossaries.id, row.id), eq(glossaries.clientId, row.clientId)));
}

// A glossary's entries (decision 134): a page at a time with a search, added, changed, deleted. Every change
// moves the glossary's updatedAt, the version engines with a glossary of their own rebuild their copy from.
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { GLOSSARY_MAX_ENTRIES, type CallBody, type CallQuery, type CallResponse, type calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { glossaries, glossaryEntries } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { GLOSSARY_MESSAGES, managedGlossary } from './access.ts';

type EntryView = CallResponse<typeof calls.createGlossaryEntry>;
type EntryBody = CallBody<typeof calls.createGlossaryEntry>;
type EntryRow = typeof glossaryEntries.$inferSelect;
type Params = { clientId: string; glossaryId: string };

export const DEFAULT_ENTRY_PAGE_SIZE = 10;

export function entryView(row: EntryRow): EntryView {
  const { id, sourceTerm, targetTerm, doNotTranslate, caseSensitive, note } = row;
  return { id, sourceTerm, targetTerm, doNotTranslate, caseSensitive, note, updatedAt: row.updatedAt.toISOString() };
}

/** The entry as stored: terms trimmed, a blank target refused unless the term is not translated. */
export function cleanEntry(body: EntryBody): { sourceTerm: string; targetTerm: string; doNotTranslate: boolean; caseSensitive: boolean; note: string } | string {
  const sourceTerm = body.sourceTerm.trim();
  if (!sourceTerm) return 'The source term is required';
  const targetTerm = body.doNotTranslate ? '' : body.targetTerm.trim();
  if (!body.doNotTranslate && !targetTerm) return `The target term of "${sourceTerm}" is required unless it is not translated`;
  return { sourceTerm, targetTerm, doNotTranslate: body.doNotTranslate, caseSensitive: body.caseSensitive, note: (body.note ?? '').trim() };
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

export async function listEntries(db: Db, principal: Principal, params: Params, query: CallQuery<typeof calls.listGlossaryEntries>): Promise<CallResponse<typeof calls.listGlossaryEntries>> {
  const glossary = await managedGlossary(db, principal, params);
  const search = query?.search?.trim();
  const pageSize = query?.pageSize ?? DEFAULT_ENTRY_PAGE_SIZE;
  const page = query?.page ?? 1;
  let where: SQL | undefined = eq(glossaryEntries.glossaryId, glossary.id);
  if (search) {
    const p = likePattern(search);
    where = and(where, or(ilike(glossaryEntries.sourceTerm, p), ilike(glossaryEntries.targetTerm, p), ilike(glossaryEntries.note, p)));
  }
  const [total] = await db.select({ n: count() }).from(glossaryEntries).where(where);
  const rows = await db
    .select()
    .from(glossaryEntries)
    .where(where)
    .orderBy(asc(sql`lower(${glossaryEntries.sourceTerm})`), asc(glossaryEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(entryView), totalItems: total?.n ?? 0 };
}

async function assertFree(db: Db, glossaryId: string, sourceTerm: string, exceptId?: string): Promise<void> {
  const same = and(eq(glossaryEntries.glossaryId, glossaryId), sql`lower(${glossaryEntries.sourceTerm}) = lower(${sourceTerm})`, exceptId ? ne(glossaryEntries.id, exceptId) : undefined);
  const [hit] = await db.select({ id: glossaryEntries.id }).from(glossaryEntries).where(same).limit(1);
  if (hit) throw conflict(`The glossary already has the term "${sourceTerm}"`, 'GLOSSARY_TERM_EXISTS');
}

function cleanOrRefuse(body: EntryBody) {
  const clean = cleanEntry(body);
  if (typeof clean === 'string') throw badRequest(clean, 'INVALID_PARAMETER');
  return clean;
}

export async function createEntry(db: Db, clock: Clock, principal: Principal, params: Params, body: EntryBody): Promise<EntryView> {
  const glossary = await managedGlossary(db, principal, params);
  const clean = cleanOrRefuse(body);
  await assertFree(db, glossary.id, clean.sourceTerm);
  const [size] = await db.select({ n: count() }).from(glossaryEntries).where(eq(glossaryEntries.glossaryId, glossary.id));
  if ((size?.n ?? 0) >= GLOSSARY_MAX_ENTRIES) throw badRequest(`A glossary holds at most ${GLOSSARY_MAX_ENTRIES} terms`, 'GLOSSARY_FULL');
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(glossaryEntries).values({ glossaryId: glossary.id, ...clean, createdAt: now, updatedAt: now }).returning();
    await tx.update(glossaries).set({ updatedAt: now }).where(eq(glossaries.id, glossary.id));
    return inserted!;
  });
  return entryView(row);
}

export async function updateEntry(db: Db, clock: Clock, principal: Principal, params: Params & { entryId: string }, body: EntryBody): Promise<EntryView> {
  const glossary = await managedGlossary(db, principal, params);
  const clean = cleanOrRefuse(body);
  await assertFree(db, glossary.id, clean.sourceTerm, params.entryId);
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(glossaryEntries)
      .set({ ...clean, updatedAt: now })
      .where(and(eq(glossaryEntries.id, params.entryId), eq(glossaryEntries.glossaryId, glossary.id)))
      .returning();
    if (updated) await tx.update(glossaries).set({ updatedAt: now }).where(eq(glossaries.id, glossary.id));
    return updated;
  });
  if (!row) throw notFound(GLOSSARY_MESSAGES.entryNotFound);
  return entryView(row);
}

export async function deleteEntry(db: Db, clock: Clock, principal: Principal, params: Params & { entryId: string }): Promise<void> {
  const glossary = await managedGlossary(db, principal, params);
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(glossaryEntries)
      .where(and(eq(glossaryEntries.id, params.entryId), eq(glossaryEntries.glossaryId, glossary.id)))
      .returning({ id: glossaryEntries.id });
    if (rows.length) await tx.update(glossaries).set({ updatedAt: clock.now() }).where(eq(glossaries.id, glossary.id));
    return rows.length;
  });
  if (!gone) throw notFound(GLOSSARY_MESSAGES.entryNotFound);
}

// Glossary files in and out (decision 134): CSV and TBX-Basic. An import adds the file's terms and updates the
// entries with the same source term; a file with any error changes nothing and its 400 lists every error by
// line or entry, so the client fixes the file in one pass.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { GLOSSARY_MAX_ENTRIES, GLOSSARY_NOTE_MAX_LENGTH, GLOSSARY_TERM_MAX_LENGTH, type CallBody, type CallResponse, type calls, type GlossaryFileFormat } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { glossaries, glossaryEntries, languages } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { managedGlossary, type GlossaryRow } from './access.ts';
import { parseCsv, writeCsv, type FileEntry } from './csv-file.ts';
import { cleanEntry } from './entries.ts';
import { parseTbx, writeTbx, type LanguageTest } from './tbx-file.ts';

type Params = { clientId: string; glossaryId: string };
type Clean = Exclude<ReturnType<typeof cleanEntry>, string>;

/** The BCP-47 code of each of the glossary's languages (the portal id where the table has none). */
async function codes(db: Db, g: GlossaryRow): Promise<{ source: string; target: string }> {
  const rows = await db.select({ id: languages.id, azureId: languages.azureId }).from(languages).where(inArray(languages.id, [g.sourceLanguageId, g.targetLanguageId]));
  const code = (id: string) => rows.find((r) => r.id === id)?.azureId ?? id;
  return { source: code(g.sourceLanguageId), target: code(g.targetLanguageId) };
}

/** en matches en, en-US and EN_gb; the portal id (enu) matches itself. */
function languageTest(code: string, portalId: string): LanguageTest {
  const primary = code.toLowerCase().split('-')[0];
  return (lang) => {
    const l = lang.toLowerCase().replace('_', '-');
    return l === code.toLowerCase() || l.split('-')[0] === primary || l === portalId;
  };
}

/** The file's entries cleaned, each error named by where it is; duplicates within the file are errors too. */
function checkEntries(entries: FileEntry[], errors: string[]): Clean[] {
  const seen = new Map<string, string>();
  const out: Clean[] = [];
  for (const e of entries) {
    const clean = cleanEntry(e.body);
    if (typeof clean === 'string') {
      errors.push(`${e.where}: ${clean}`);
      continue;
    }
    const tooLong = [clean.sourceTerm, clean.targetTerm].some((t) => t.length > GLOSSARY_TERM_MAX_LENGTH);
    if (tooLong) errors.push(`${e.where}: a term is longer than ${GLOSSARY_TERM_MAX_LENGTH} characters`);
    if (clean.note.length > GLOSSARY_NOTE_MAX_LENGTH) errors.push(`${e.where}: the note is longer than ${GLOSSARY_NOTE_MAX_LENGTH} characters`);
    const key = clean.sourceTerm.toLowerCase();
    const first = seen.get(key);
    if (first) errors.push(`${e.where}: "${clean.sourceTerm}" is already in the file (${first})`);
    seen.set(key, first ?? e.where);
    if (!tooLong && !first) out.push(clean);
  }
  return out;
}

async function store(db: Db, glossary: GlossaryRow, entries: Clean[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: glossaryEntries.id, key: sql<string>`lower(${glossaryEntries.sourceTerm})` }).from(glossaryEntries).where(eq(glossaryEntries.glossaryId, glossary.id));
    const ids = new Map(existing.map((e) => [e.key, e.id]));
    const fresh = entries.filter((e) => !ids.has(e.sourceTerm.toLowerCase()));
    if (existing.length + fresh.length > GLOSSARY_MAX_ENTRIES) throw badRequest(`A glossary holds at most ${GLOSSARY_MAX_ENTRIES} terms; with this file it would hold ${existing.length + fresh.length}. Nothing was imported.`, 'GLOSSARY_FULL');
    for (const e of entries) {
      const id = ids.get(e.sourceTerm.toLowerCase());
      if (id) await tx.update(glossaryEntries).set({ ...e, updatedAt: now }).where(eq(glossaryEntries.id, id));
    }
    for (let i = 0; i < fresh.length; i += 1000) {
      await tx.insert(glossaryEntries).values(fresh.slice(i, i + 1000).map((e) => ({ ...e, glossaryId: glossary.id, createdAt: now, updatedAt: now })));
    }
    await tx.update(glossaries).set({ updatedAt: now }).where(eq(glossaries.id, glossary.id));
  });
}

export async function importGlossary(db: Db, clock: Clock, principal: Principal, params: Params, body: CallBody<typeof calls.importGlossary>): Promise<CallResponse<typeof calls.importGlossary>> {
  const glossary = await managedGlossary(db, principal, params);
  const langs = await codes(db, glossary);
  const parsed =
    body.format === 'csv'
      ? parseCsv(body.content)
      : parseTbx(body.content, languageTest(langs.source, glossary.sourceLanguageId), languageTest(langs.target, glossary.targetLanguageId));
  const errors = [...parsed.errors];
  const entries = checkEntries(parsed.entries, errors);
  if (errors.length) {
    // In the order of the file, whichever check found them.
    const at = (e: string) => Number(/line (\d+)/i.exec(e)?.[1] ?? 0);
    errors.sort((a, b) => at(a) - at(b));
    const head = errors.length === 1 ? 'The file has an error; nothing was imported.' : `The file has ${errors.length} errors; nothing was imported.`;
    throw badRequest([head, ...errors].join('\n'), 'INVALID_GLOSSARY_FILE');
  }
  if (entries.length === 0) throw badRequest('The file holds no terms; nothing was imported.', 'INVALID_GLOSSARY_FILE');
  await store(db, glossary, entries, clock.now());
  return { imported: entries.length };
}

export async function exportGlossary(db: Db, principal: Principal, params: Params, format: GlossaryFileFormat = 'csv'): Promise<CallResponse<typeof calls.exportGlossary>> {
  const glossary = await managedGlossary(db, principal, params);
  const rows = await db.select().from(glossaryEntries).where(eq(glossaryEntries.glossaryId, glossary.id)).orderBy(asc(sql`lower(${glossaryEntries.sourceTerm})`));
  const name = `glossary-${glossary.sourceLanguageId}-${glossary.targetLanguageId}`;
  if (format === 'csv') return { fileName: `${name}.csv`, mediaType: 'text/csv', content: writeCsv(rows) };
  const langs = await codes(db, glossary);
  return { fileName: `${name}.tbx`, mediaType: 'application/x-tbx+xml', content: writeTbx(rows, { ...langs, title: `Glossary ${glossary.sourceLanguageId} → ${glossary.targetLanguageId}` }) };
}

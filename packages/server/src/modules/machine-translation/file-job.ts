// The file translation job: one engine call per file and language, retried on what may pass, failed with the reason.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { extensionOfName } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { jobRequestFiles, jobRequests } from '../../db/schema/index.ts';
import {
  documentFormatOf,
  isLegacyOfficeFormat,
  MtError,
  outputFormatOf,
  type DocumentFormat,
  type GlossaryLookup,
  type MtEngine,
} from '../../engines/mt/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Recovery } from '../../jobs/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { glossaryLookup } from '../glossaries/index.ts';
import { addTranslationCounts, insertJobRequestFiles, recordMtEngine, transition, translatedFileKey } from '../job-requests/index.ts';

/** `report_esn.docx` for `report.pdf` into esn (spec: `<name>_<lang>.<ext>`, PDF → .docx). */
export function translatedFileName(sourceName: string, languageId: string, outputExtension: string): string {
  const dot = sourceName.lastIndexOf('.');
  const base = dot > 0 ? sourceName.slice(0, dot) : sourceName;
  return `${base}_${languageId}.${outputExtension}`;
}

const PERMANENT: ReadonlySet<string> = new Set([
  'UNSUPPORTED_FORMAT',
  'INVALID_DOCUMENT',
  'UNSUPPORTED_LANGUAGE',
  'UNSUPPORTED_LANGUAGE_PAIR',
  'ENGINE_CLOSED',
  // Asking again minutes later spends the request's attempts on a plan or key only the provider can fix.
  'ENGINE_QUOTA_EXCEEDED',
  'ENGINE_UNAUTHORIZED',
]);

export const TRANSLATE_RETRY_LIMIT = 3;

/** Skips what a previous delivery stored; FAILED (reasons kept for support) when a file cannot be translated. */
export async function runFileTranslation(
  ctx: { db: Db; clock: Clock; objectStore: ObjectStore; engine: MtEngine },
  data: { jobRequestId: string },
  attempt: { retryCount: number; signal?: AbortSignal },
): Promise<void> {
  const [request] = await ctx.db
    .select()
    .from(jobRequests)
    .where(eq(jobRequests.id, data.jobRequestId))
    .limit(1);
  if (!request || (request.status !== 'CREATED' && request.status !== 'TRANSLATING')) return;
  if (request.status === 'CREATED') {
    await transition(ctx.db, ctx.clock, request.id, ['CREATED'], 'TRANSLATING', { actor: 'system' });
  }
  const files = await ctx.db
    .select()
    .from(jobRequestFiles)
    .where(eq(jobRequestFiles.jobRequestId, request.id));
  const sources = files
    .filter((f) => f.category === 'SOURCE_DOCUMENT')
    .sort((a, b) => a.fileKey.localeCompare(b.fileKey));
  const done = new Set(files.filter((f) => f.category === 'TRANSLATED_DOCUMENT').map((f) => f.fileKey));
  const failures: string[] = [];
  let transient: { error: unknown } | undefined;
  // The company's glossary into each target, read once for the job rather than once per file (decision 149).
  const glossaries = new Map<string, Promise<GlossaryLookup | undefined>>();
  const glossaryOf = (target: string) =>
    glossaries.get(target) ?? glossaries.set(target, request.clientId ? glossaryLookup(ctx.db, request.clientId, target) : Promise.resolve(undefined)).get(target)!;
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-mt-job-'));
  try {
    for (const [index, src] of sources.entries()) {
      const format = documentFormatOf(src.fileName);
      if (!format || !ctx.engine.documentFormats().includes(format)) {
        failures.push(formatFailure(src.fileName, format));
        continue;
      }
      for (const target of request.targetLanguageIds) {
        const outcome = await translateInto(ctx, { request, src, index, format, target, work, signal: attempt.signal, glossaryOf }, done);
        if (outcome && 'failure' in outcome) failures.push(outcome.failure);
        else if (outcome) transient ??= outcome;
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await finishTranslation(ctx, request.id, failures, transient, attempt.retryCount);
}

function formatFailure(fileName: string, format: DocumentFormat | undefined): string {
  const ext = extensionOfName(fileName) || 'unknown';
  return format && isLegacyOfficeFormat(format)
    ? `${fileName}: the old .${ext} format needs LibreOffice, which is not installed on the translation server; save it as .${outputFormatOf(format)} or request a human translation`
    : `${fileName}: the ${ext} format cannot be machine translated; save it in the newer Office format or request a human translation`;
}

type FileTranslationContext = { db: Db; clock: Clock; objectStore: ObjectStore; engine: MtEngine };
type FileRow = typeof jobRequestFiles.$inferSelect;

/** Nothing when it worked, the failure a retry cannot fix, or the error a retry may. */
async function translateInto(
  ctx: FileTranslationContext,
  one: {
    request: typeof jobRequests.$inferSelect;
    src: FileRow;
    index: number;
    format: DocumentFormat;
    target: string;
    work: string;
    signal: AbortSignal | undefined;
    glossaryOf: (target: string) => Promise<GlossaryLookup | undefined>;
  },
  done: Set<string>,
): Promise<{ failure: string } | { error: unknown } | undefined> {
  const { request, src, index, format, target } = one;
  const outName = translatedFileName(src.fileName, target, outputFormatOf(format));
  const key = translatedFileKey(request.id, target, index, outName);
  if (done.has(key)) return undefined;
  const out = path.join(one.work, `${index}-${target}.${outputFormatOf(format)}`);
  try {
    const glossary = await one.glossaryOf(target);
    const { engine, glossaryTerms, unsureWords } = await ctx.engine.translateDocument({
      input: await ctx.objectStore.openReadStream(src.fileKey),
      format,
      source: request.sourceLanguageId ?? '',
      target,
      output: out,
      signal: one.signal,
      glossary,
    });
    const { size } = await ctx.objectStore.writeStream(key, createReadStream(out));
    await insertJobRequestFiles(
      ctx.db,
      request.id,
      [{ fileName: outName, fileKey: key, category: 'TRANSLATED_DOCUMENT', languageId: target, size }],
      ctx.clock.now(),
    );
    if (engine) await recordMtEngine(ctx.db, request.id, target, engine);
    await addTranslationCounts(ctx.db, request.id, { glossaryTerms, unknownWords: unsureWords });
    done.add(key);
    return undefined;
  } catch (err) {
    if (err instanceof MtError && PERMANENT.has(err.code)) return { failure: `${src.fileName} → ${target}: ${err.message}` };
    return { error: err };
  } finally {
    await rm(out, { force: true });
  }
}

async function finishTranslation(
  ctx: Pick<FileTranslationContext, 'db' | 'clock'>,
  id: string,
  failures: string[],
  transient: { error: unknown } | undefined,
  retryCount: number,
): Promise<void> {
  if (transient && retryCount < TRANSLATE_RETRY_LIMIT) throw transient.error;
  if (transient) {
    const error = transient.error;
    failures.push(`engine failure: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (failures.length) {
    await transition(ctx.db, ctx.clock, id, ['TRANSLATING'], 'FAILED', {
      actor: 'system',
      note: failures.join('\n').slice(0, 4000),
      set: { failureReason: failures.join('\n').slice(0, 4000) },
    });
    return;
  }
  await transition(ctx.db, ctx.clock, id, ['TRANSLATING'], 'COMPLETED', { actor: 'system' });
}

/** Crash recovery (decision 076): never-queued translations run again; one whose job gave up ends FAILED. */
export function fileTranslationRecovery(ctx: { db: Db; clock: Clock }): Recovery<{ jobRequestId: string }> {
  return {
    async inProgress() {
      const rows = await ctx.db
        .select({ id: jobRequests.id, since: jobRequests.updatedAt })
        .from(jobRequests)
        .where(
          and(eq(jobRequests.origination, 'MT'), inArray(jobRequests.status, ['CREATED', 'TRANSLATING'])),
        );
      return rows.map((r) => ({ data: { jobRequestId: r.id }, since: r.since, resend: true }));
    },
    async abandon(data, reason) {
      const failureReason = `The translation was interrupted and could not be finished (${reason})`;
      await transition(ctx.db, ctx.clock, data.jobRequestId, ['CREATED', 'TRANSLATING'], 'FAILED', {
        actor: 'system',
        note: failureReason,
        set: { failureReason },
      });
    },
  };
}

// Machine translation for a client's users (spec 3 §2.2, §4.6, §5, §9): settings, text translation, and file
// translation requests that a job carries CREATED → TRANSLATING → COMPLETED or FAILED. Only CLIENT and
// CLIENT_EMPLOYEE users with the machineTranslation application may call these (spec 3 §6), and the client's
// settings decide which tabs work and the limits.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import {
  BYTES_PER_MB,
  extensionOfName,
  MT_DOCUMENT_EXTENSIONS,
  MT_ENGLISH_LANGUAGE_ID,
  MT_MAX_TARGET_LANGUAGES,
  MT_MAX_TOTAL_FILE_SIZE_BYTES,
  type CallBody,
  type CallResponse,
  type calls,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import {
  clientConfigs,
  jobRequestFiles,
  jobRequests,
  languages,
  type MachineTranslationSettings,
} from '../../db/schema/index.ts';
import {
  documentFormatOf,
  isLegacyOfficeFormat,
  MtError,
  outputFormatOf,
  type DocumentFormat,
  type MtEngine,
  type TranslateTextInput,
  type TranslateTextResult,
} from '../../engines/mt/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden, HttpError } from '../../lib/errors.ts';
import type { Jobs, Recovery } from '../../jobs/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import { glossaryLookup } from '../glossaries/index.ts';
import { clientMemory } from '../translation-memory/index.ts';
import { translateWithMemory, type MemoryTranslation } from './text-memory.ts';
import { detectFor } from './detection.ts';
import {
  createAndQueue,
  insertJobRequestFiles,
  recordMtEngine,
  sourceFileKey,
  transition,
  translatedFileKey,
  type JobRequestView,
} from '../job-requests/index.ts';

export const TRANSLATE_FILES_JOB = 'mt-translate-files';

/** Settings of a client that has none stored: the demo defaults (seed/demo-data.ts). */
export const DEFAULT_MT_SETTINGS: MachineTranslationSettings = {
  maxCharactersPerRequest: 5000,
  maxFilesPerRequest: 10,
  maxFileSizeMB: 50,
  maxAudioFileSizeMB: 100,
  maxVideoFileSizeMB: 200,
  supportedLltsLanguages: [],
  disableTextTranslation: false,
  disableFileTranslation: false,
  disableMediaTranslation: false,
  disableHumanEscalation: false,
};

/**
 * Spec 3 §5 accepted types (the contract's MT_DOCUMENT_EXTENSIONS). No engine reads the old binary formats itself:
 * LibreOffice converts them to .docx/.pptx/.xlsx first, and the translation is delivered in that format
 * (docs/decisions/017-libreoffice-for-legacy-office-formats.md). Where LibreOffice is not installed their
 * translation fails with a reason saying so.
 */
export const ACCEPTED_EXTENSIONS = MT_DOCUMENT_EXTENSIONS;

export interface MtContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
  jobs: Jobs;
  mt: MachineTranslation;
}

export interface MtCaller {
  principal: Principal;
  clientId: number;
  settings: MachineTranslationSettings;
}

/** Spec 3 §6: roles client and client employee with the machineTranslation application. */
export async function requireMtCaller(db: Db, principal: Principal): Promise<MtCaller> {
  if (!principal.roles.some((r) => r === 'CLIENT' || r === 'CLIENT_EMPLOYEE'))
    throw forbidden(undefined, 'accessRestricted');
  if (!principal.applications.includes('machineTranslation'))
    throw forbidden('Machine translation is not enabled for you', 'applicationAccessDisabled');
  if (principal.clientId === null) throw forbidden('You are not assigned to a client', 'accessRestricted');
  const [client] = await db
    .select({ mt: clientConfigs.machineTranslationSettings })
    .from(clientConfigs)
    .where(eq(clientConfigs.id, principal.clientId))
    .limit(1);
  return { principal, clientId: principal.clientId, settings: { ...DEFAULT_MT_SETTINGS, ...client?.mt } };
}

export function settingsView(caller: MtCaller): CallResponse<typeof calls.getMachineTranslationSettings> {
  return caller.settings;
}

async function enabledLanguageIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: languages.id }).from(languages).where(eq(languages.isDisabled, false));
  return new Set(rows.map((r) => r.id));
}

/** Engine failures → the error catalogue: the caller's problem is 400, the engine's 502, a busy engine 503. */
export function engineError(err: unknown): never {
  if (err instanceof MtError) {
    switch (err.code) {
      case 'UNSUPPORTED_LANGUAGE':
      case 'UNSUPPORTED_LANGUAGE_PAIR':
      case 'LANGUAGE_NOT_DETECTED':
      case 'UNSUPPORTED_FORMAT':
      case 'INVALID_DOCUMENT':
        throw badRequest(err.message, err.code);
      case 'ENGINE_TIMEOUT':
        throw new HttpError(503, 'The translation engine is busy; please try again', err.code);
      // The service's own state (issue 36 §2): the message is the catalogue's, saying who can fix it.
      case 'ENGINE_QUOTA_EXCEEDED':
      case 'ENGINE_UNAUTHORIZED':
        throw new HttpError(503, err.message, err.code);
      default:
        throw new HttpError(502, 'The translation engine failed; please try again', err.code);
    }
  }
  throw err;
}

type TranslateTextBody = CallBody<typeof calls.translateText>;

export async function translateText(
  ctx: { db: Db; mt: MachineTranslation },
  caller: MtCaller,
  body: TranslateTextBody,
): Promise<CallResponse<typeof calls.translateText>> {
  if (caller.settings.disableTextTranslation)
    throw forbidden('Text translation is disabled for your organisation', 'TEXT_TRANSLATION_DISABLED');
  if (!body.text.trim()) throw badRequest('text is required', 'INVALID_PARAMETER');
  const max = caller.settings.maxCharactersPerRequest;
  if (body.text.length > max) throw badRequest(`The text is longer than ${max} characters`, 'TEXT_TOO_LONG');
  const source = body.sourceLanguageCode || undefined;
  const known = await enabledLanguageIds(ctx.db);
  for (const l of [body.targetLanguageCode, ...(source ? [source] : [])]) {
    if (!known.has(l)) throw badRequest(`Unknown language ${l}`, 'INVALID_LANGUAGE');
  }
  try {
    const input = { text: body.text, source, target: body.targetLanguageCode, glossary: await glossaryLookup(ctx.db, caller.clientId, body.targetLanguageCode) };
    const [result, detected] = await Promise.all([translateRemembering(ctx, caller.clientId, input), detectFor(ctx.mt, body.text, body.targetLanguageCode, source)]);
    return {
      ...detected,
      translatedText: result.translatedText,
      detectedLanguage: result.detectedLanguage ?? null,
      ...(result.engine ? { engine: result.engine } : {}),
      ...(result.glossaryTerms?.length ? { glossaryTerms: result.glossaryTerms } : {}),
      ...(result.memorySentences?.length ? { memorySentences: result.memorySentences } : {}),
      ...(result.unsureWords?.length ? { unsureWords: result.unsureWords } : {}),
    };
  } catch (err) {
    engineError(err);
  }
}

/**
 * Sentences of the client's translation memory first (issue 40 §2). A detected source is known only after the
 * engine answered: the text is translated again from it when that source's memory has one of its sentences.
 */
async function translateRemembering(ctx: { db: Db; mt: MachineTranslation }, clientId: number, input: TranslateTextInput): Promise<TranslateTextResult & { memorySentences?: MemoryTranslation['memorySentences'] }> {
  const memoryFor = (s: string) => clientMemory(ctx.db, { clientId, source: s, target: input.target });
  if (input.source) return (await translateWithMemory(ctx.mt.engine, { ...input, source: input.source }, memoryFor(input.source))) ?? ctx.mt.engine.translateText(input);
  const first = await ctx.mt.engine.translateText(input);
  const detected = first.detectedLanguage;
  const again = detected ? await translateWithMemory(ctx.mt.engine, { ...input, source: detected }, memoryFor(detected)) : undefined;
  return again ? { ...again, detectedLanguage: detected } : first;
}

/** GET /xl8/fileTranslation/languageCombinations: what the installed engine serves, for one source or all. */
export function languageCombinations(
  mt: MachineTranslation,
  sourceLanguageId: string | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [source, targets] of mt.combinations) {
    if (sourceLanguageId === undefined || source === sourceLanguageId) out[source] = [...targets];
  }
  return out;
}

type TranslateFilesBody = CallBody<typeof calls.translateFiles>;

/** The targets of a request from `source` (spec 3 §4.6), each known and served by the engine. */
async function servedTargets(ctx: MtContext, source: string, targetLanguageIds: readonly string[]): Promise<string[]> {
  // Spec 3 §4.6: a non-English source can only go to English; enforced here as in the form.
  const targets =
    source === MT_ENGLISH_LANGUAGE_ID ? [...new Set(targetLanguageIds)] : [MT_ENGLISH_LANGUAGE_ID];
  if (targets.includes(source))
    throw badRequest('The target languages must not include the source language', 'TARGET_INCLUDES_SOURCE');
  if (targets.length > MT_MAX_TARGET_LANGUAGES)
    throw badRequest(`At most ${MT_MAX_TARGET_LANGUAGES} target languages`, 'TOO_MANY_TARGET_LANGUAGES');
  const known = await enabledLanguageIds(ctx.db);
  for (const l of [source, ...targets])
    if (!known.has(l)) throw badRequest(`Unknown language ${l}`, 'INVALID_LANGUAGE');
  const served = ctx.mt.combinations.get(source) ?? [];
  const unserved = targets.filter((t) => !served.includes(t));
  if (unserved.length)
    throw badRequest(
      `Machine translation from ${source} to ${unserved.join(', ')} is not available`,
      'UNSUPPORTED_LANGUAGE_PAIR',
    );
  return targets;
}

/** Count, types and sizes of the files, all checked before any is moved. */
async function checkFiles(ctx: MtContext, settings: MtCaller['settings'], prefix: string, files: TranslateFilesBody['files']): Promise<void> {
  if (files.length > settings.maxFilesPerRequest)
    throw badRequest(`At most ${settings.maxFilesPerRequest} files per request`, 'TOO_MANY_FILES');
  for (const f of files) {
    if (!ACCEPTED_EXTENSIONS.includes(extensionOfName(f.fileName))) {
      throw badRequest(
        `${f.fileName}: only Word, PowerPoint, Excel, PDF and plain text files can be translated`,
        'UNSUPPORTED_FILE_TYPE',
      );
    }
  }
  // Sizes come from the store, not the browser: check every file before moving any.
  const maxFileBytes = settings.maxFileSizeMB * BYTES_PER_MB;
  let total = 0;
  for (const f of files) {
    const { size } = await takeUploadedFile(ctx, { key: f.fileKey, expectedPrefix: prefix });
    if (size > maxFileBytes)
      throw badRequest(`${f.fileName} is larger than ${settings.maxFileSizeMB} MB`, 'FILE_TOO_LARGE');
    total += size;
  }
  if (total >= MT_MAX_TOTAL_FILE_SIZE_BYTES)
    throw badRequest(`The files together must be smaller than ${MT_MAX_TOTAL_FILE_SIZE_BYTES / BYTES_PER_MB} MB`, 'TOTAL_SIZE_TOO_LARGE');
}

export async function createFileTranslation(
  ctx: MtContext,
  caller: MtCaller,
  body: TranslateFilesBody,
): Promise<JobRequestView> {
  const { settings, principal } = caller;
  if (settings.disableFileTranslation)
    throw forbidden('File translation is disabled for your organisation', 'FILE_TRANSLATION_DISABLED');
  const name = body.requestName.trim();
  if (!name) throw badRequest('requestName is required', 'INVALID_PARAMETER');

  const source = body.sourceLanguageId;
  const targets = await servedTargets(ctx, source, body.targetLanguageIds);

  const prefix = tempUploadRoot(principal);
  await checkFiles(ctx, settings, prefix, body.files);

  const id = randomUUID();
  const now = ctx.clock.now();
  const stored: Array<{ fileName: string; fileKey: string; category: 'SOURCE_DOCUMENT'; size: number }> = [];
  for (const [i, f] of body.files.entries()) {
    const taken = await takeUploadedFile(ctx, {
      key: f.fileKey,
      expectedPrefix: prefix,
      toKey: sourceFileKey(id, i, f.fileName),
    });
    stored.push({ fileName: f.fileName, fileKey: taken.key, category: 'SOURCE_DOCUMENT', size: taken.size });
  }
  return createAndQueue(
    ctx,
    {
      row: {
        id,
        clientId: caller.clientId,
        ownerUserId: principal.userId,
        name,
        origination: 'MT',
        requestType: 'TRANSLATION_REQUEST',
        sourceLanguageId: source,
        targetLanguageIds: targets,
        createTime: now,
      },
      files: stored,
      actor: principal.username,
    },
    { name: TRANSLATE_FILES_JOB, what: 'translation' },
  );
}

/** `report_esn.docx` for `report.pdf` into esn (spec: `<name>_<lang>.<ext>`, PDF → .docx). */
export function translatedFileName(sourceName: string, languageId: string, outputExtension: string): string {
  const dot = sourceName.lastIndexOf('.');
  const base = dot > 0 ? sourceName.slice(0, dot) : sourceName;
  return `${base}_${languageId}.${outputExtension}`;
}

/** Failures a retry cannot fix: the file or the language pair is the problem. */
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

/**
 * The job: translates every source file into every target, one translated document each, skipping those a
 * previous delivery already stored; COMPLETED when all are there, FAILED (with the reasons kept for support)
 * when a file cannot be translated or the engine keeps failing after the retries.
 */
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
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-mt-job-'));
  try {
    for (const [index, src] of sources.entries()) {
      const format = documentFormatOf(src.fileName);
      if (!format || !ctx.engine.documentFormats().includes(format)) {
        failures.push(formatFailure(src.fileName, format));
        continue;
      }
      for (const target of request.targetLanguageIds) {
        const outcome = await translateInto(ctx, { request, src, index, format, target, work, signal: attempt.signal }, done);
        if (outcome && 'failure' in outcome) failures.push(outcome.failure);
        else if (outcome) transient ??= outcome;
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await finishTranslation(ctx, request.id, failures, transient, attempt.retryCount);
}

/** Why a source cannot be machine translated at all, in words the user can act on. */
function formatFailure(fileName: string, format: DocumentFormat | undefined): string {
  const ext = extensionOfName(fileName) || 'unknown';
  return format && isLegacyOfficeFormat(format)
    ? `${fileName}: the old .${ext} format needs LibreOffice, which is not installed on the translation server; save it as .${outputFormatOf(format)} or request a human translation`
    : `${fileName}: the ${ext} format cannot be machine translated; save it in the newer Office format or request a human translation`;
}

type FileTranslationContext = { db: Db; clock: Clock; objectStore: ObjectStore; engine: MtEngine };
type FileRow = typeof jobRequestFiles.$inferSelect;

/**
 * Translates one source file into one target and stores it, unless a previous delivery did: nothing when it
 * worked, the failure a retry cannot fix, or the error a retry may.
 */
async function translateInto(
  ctx: FileTranslationContext,
  one: { request: typeof jobRequests.$inferSelect; src: FileRow; index: number; format: DocumentFormat; target: string; work: string; signal: AbortSignal | undefined },
  done: Set<string>,
): Promise<{ failure: string } | { error: unknown } | undefined> {
  const { request, src, index, format, target } = one;
  const outName = translatedFileName(src.fileName, target, outputFormatOf(format));
  const key = translatedFileKey(request.id, target, index, outName);
  if (done.has(key)) return undefined;
  const out = path.join(one.work, `${index}-${target}.${outputFormatOf(format)}`);
  try {
    const { engine } = await ctx.engine.translateDocument({
      input: await ctx.objectStore.openReadStream(src.fileKey),
      format,
      source: request.sourceLanguageId ?? '',
      target,
      output: out,
      signal: one.signal,
    });
    const { size } = await ctx.objectStore.writeStream(key, createReadStream(out));
    await insertJobRequestFiles(
      ctx.db,
      request.id,
      [{ fileName: outName, fileKey: key, category: 'TRANSLATED_DOCUMENT', languageId: target, size }],
      ctx.clock.now(),
    );
    if (engine) await recordMtEngine(ctx.db, request.id, target, engine);
    done.add(key);
    return undefined;
  } catch (err) {
    if (err instanceof MtError && PERMANENT.has(err.code)) return { failure: `${src.fileName} → ${target}: ${err.message}` };
    return { error: err };
  } finally {
    await rm(out, { force: true });
  }
}

/** Retries while the engine may recover; then FAILED with the reasons kept for support, or COMPLETED. */
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

/**
 * Crash recovery of file translations (docs/decisions/076-crash-recovery.md): a request still CREATED or
 * TRANSLATING whose job is neither queued nor running is queued again when it never had a job, and ends FAILED
 * with the reason when its last job gave up (e.g. the worker was killed on every attempt).
 */
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

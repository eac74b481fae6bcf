// File translation requests (spec 3 §2.2, §5, §7 translateFiles): checked against the settings and the engines'
// language pairs, stored CREATED and queued; the language combinations the file tab offers.
import { randomUUID } from 'node:crypto';
import {
  BYTES_PER_MB,
  extensionOfName,
  MT_DOCUMENT_EXTENSIONS,
  MT_ENGLISH_LANGUAGE_ID,
  MT_MAX_TARGET_LANGUAGES,
  MT_MAX_TOTAL_FILE_SIZE_BYTES,
  type CallBody,
  type calls,
} from '@lingua/contract';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import { createAndQueue, sourceFileKey, type JobRequestView } from '../job-requests/index.ts';
import { enabledLanguageIds, type MtCaller, type MtContext } from './caller.ts';

export const TRANSLATE_FILES_JOB = 'mt-translate-files';

/**
 * Spec 3 §5 accepted types (the contract's MT_DOCUMENT_EXTENSIONS). No engine reads the old binary formats itself:
 * LibreOffice converts them to .docx/.pptx/.xlsx first, and the translation is delivered in that format
 * (docs/decisions/017-libreoffice-for-legacy-office-formats.md). Where LibreOffice is not installed their
 * translation fails with a reason saying so.
 */
export const ACCEPTED_EXTENSIONS = MT_DOCUMENT_EXTENSIONS;

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

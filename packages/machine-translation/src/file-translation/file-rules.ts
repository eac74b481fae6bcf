// The file tab's rules (spec 3 §5, §9), each with its own catalogue key.
import { BYTES_PER_MB, isMtDocument, MT_DOCUMENT_TYPES, MT_ENGLISH_LANGUAGE_ID, MT_MAX_TARGET_LANGUAGES, MT_MAX_TOTAL_FILE_SIZE_BYTES } from '@lingua/contract';
import type { MachineTranslationSettings } from '@lingua/contract';

/** Spec 3 §5's document types are the contract's, where the server checks the same. */
export const isAcceptedDocument = isMtDocument;
/** By MIME type, as the dropzone's `accept` takes it. */
export const ACCEPTED_DOCUMENT_TYPES = MT_DOCUMENT_TYPES as Record<string, string[]>;

export interface RuleMessage {
  key: string;
  vars?: Record<string, string | number>;
}

export type FileLimits = Pick<MachineTranslationSettings, 'maxFileSizeMB' | 'maxFilesPerRequest'>;

/** Files breaking a rule stay out, each broken rule giving a message. */
export function addFiles(current: readonly File[], incoming: readonly File[], limits: FileLimits): { files: File[]; messages: RuleMessage[] } {
  const files = [...current];
  const messages: RuleMessage[] = [];
  let total = files.reduce((sum, file) => sum + file.size, 0);
  let countReported = false;
  let totalReported = false;
  for (const file of incoming) {
    if (!isAcceptedDocument(file)) {
      messages.push({ key: 'machineTranslation.file.validation.fileType', vars: { fileName: file.name } });
      continue;
    }
    if (file.size > limits.maxFileSizeMB * BYTES_PER_MB) {
      messages.push({ key: 'machineTranslation.file.validation.fileTooLarge', vars: { fileName: file.name, max: limits.maxFileSizeMB } });
      continue;
    }
    if (files.length >= limits.maxFilesPerRequest) {
      if (!countReported) messages.push({ key: 'machineTranslation.file.validation.tooManyFiles', vars: { max: limits.maxFilesPerRequest } });
      countReported = true;
      continue;
    }
    // Spec 3 §5: the total must stay under 262144000 bytes.
    if (total + file.size >= MT_MAX_TOTAL_FILE_SIZE_BYTES) {
      if (!totalReported) messages.push({ key: 'machineTranslation.file.validation.totalTooLarge' });
      totalReported = true;
      continue;
    }
    if (files.some((existing) => existing.name === file.name && existing.size === file.size)) continue;
    files.push(file);
    total += file.size;
  }
  return { files, messages };
}

/** Spec 3 §5 target rules: required, at most 10, never the source. Returns the first broken rule. */
export function targetLanguagesError(sourceId: string | null, targetIds: readonly string[]): RuleMessage | undefined {
  if (targetIds.length === 0) return { key: 'common.validation.required' };
  if (targetIds.length > MT_MAX_TARGET_LANGUAGES) return { key: 'machineTranslation.file.validation.tooManyTargets', vars: { max: MT_MAX_TARGET_LANGUAGES } };
  if (sourceId && targetIds.includes(sourceId)) return { key: 'machineTranslation.file.validation.targetIsSource' };
  return undefined;
}

/** Spec 3 §4.6: a non-English source forces the target to English. */
export function forcedTargets(sourceId: string | null): string[] | undefined {
  return sourceId && sourceId !== MT_ENGLISH_LANGUAGE_ID ? [MT_ENGLISH_LANGUAGE_ID] : undefined;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < BYTES_PER_MB) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / BYTES_PER_MB).toFixed(1)} MB`;
}

/** The request name made from the files (the spec gives no default-name rule): the first name, "+N" for more. */
export function requestNameFor(files: readonly File[], maxLength = 250): string {
  const first = files[0]?.name ?? '';
  const name = files.length > 1 ? `${first} +${files.length - 1}` : first;
  return name.slice(0, maxLength);
}

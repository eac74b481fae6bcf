// File rules of spec 2 §5: count and size limits (signed-in defaults, the client's restrictions, or the visitor
// limits), no duplicate names, and reference files that do not repeat each other or the project files.
import {
  BYTES_PER_MB,
  DEFAULT_UPLOAD_MAX_FILE_COUNT,
  DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES,
  REFERENCE_FILE_MAX_SIZE_BYTES,
  REFERENCE_FILES_MAX_COUNT,
  VISITOR_UPLOAD_MAX_FILE_COUNT,
  VISITOR_UPLOAD_MAX_FILE_SIZE_BYTES,
  VISITOR_UPLOAD_MAX_TOTAL_SIZE_BYTES,
} from '@lingua/contract';
import type { ClientConfig, FileRestrictions } from '@lingua/contract';
import { t } from '@lingua/core';

/** Upload limits in effect. */
export type UploadLimits = FileRestrictions;

/** Who fills the form: a signed-in client, a visitor, or anyone holding an external link. */
export type Audience = 'signedIn' | 'visitor' | 'externalLink';

/** Spec 2 §5: visitors always get 20 files, 40 MB each, 60 MB total; others the client's limits or the defaults. */
export function uploadLimits(audience: Audience, clientConfig?: ClientConfig | null): UploadLimits {
  if (audience === 'visitor') {
    return {
      maxFileCount: VISITOR_UPLOAD_MAX_FILE_COUNT,
      maxFileSizeBytes: VISITOR_UPLOAD_MAX_FILE_SIZE_BYTES,
      maxTotalSizeBytes: VISITOR_UPLOAD_MAX_TOTAL_SIZE_BYTES,
    };
  }
  return (
    clientConfig?.createProjectSettings?.fileRestrictions ?? {
      maxFileCount: DEFAULT_UPLOAD_MAX_FILE_COUNT,
      maxFileSizeBytes: DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES,
    }
  );
}

/** Spec 1 §9 / spec 2 §9: reference files, 100 per upload, 1000 MB each. */
export const REFERENCE_LIMITS: UploadLimits = {
  maxFileCount: REFERENCE_FILES_MAX_COUNT,
  maxFileSizeBytes: REFERENCE_FILE_MAX_SIZE_BYTES,
};

export const toMb = (bytes: number): number => Math.round((bytes / BYTES_PER_MB) * 100) / 100;

/** The first problem of a file list, or null; `otherNames` are names the list must not repeat. */
export function fileListError(files: readonly File[], limits: UploadLimits, otherNames: readonly string[] = []): string | null {
  if (files.length > limits.maxFileCount) return t('createProject.validation.tooManyFiles', { max: limits.maxFileCount });
  const seen = new Set(otherNames);
  for (const file of files) {
    if (seen.has(file.name)) return t('createProject.validation.duplicateFile', { name: file.name });
    seen.add(file.name);
    if (file.size > limits.maxFileSizeBytes) {
      return t('createProject.validation.fileTooLarge', { name: file.name, max: toMb(limits.maxFileSizeBytes) });
    }
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (limits.maxTotalSizeBytes && total > limits.maxTotalSizeBytes) {
    return t('createProject.validation.totalTooLarge', { max: toMb(limits.maxTotalSizeBytes) });
  }
  return null;
}

/**
 * Adds dropped files to a list, keeping the ones that fit: a dropped file is refused (with its message) when
 * it repeats a name or breaks a limit, so the list never holds an invalid file.
 */
export function addFiles(
  current: readonly File[],
  dropped: readonly File[],
  limits: UploadLimits,
  otherNames: readonly string[] = [],
): { files: File[]; error: string | null } {
  const files = [...current];
  let error: string | null = null;
  for (const file of dropped) {
    const problem = fileListError([...files, file], limits, otherNames);
    if (problem) error ??= problem;
    else files.push(file);
  }
  return { files, error };
}

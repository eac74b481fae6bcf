// Upload limits of requests (spec 2 §5, §9) for form and server alike; decision 023 says why visitors' reference
// files count inside the visitor limits.
import {
  DEFAULT_UPLOAD_MAX_FILE_COUNT,
  DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES,
  REFERENCE_FILE_MAX_SIZE_BYTES,
  REFERENCE_FILES_MAX_COUNT,
  VISITOR_UPLOAD_MAX_FILE_COUNT,
  VISITOR_UPLOAD_MAX_FILE_SIZE_BYTES,
  VISITOR_UPLOAD_MAX_TOTAL_SIZE_BYTES,
} from '../limits.ts';
import { fileNameKey } from './file-names.ts';

export interface UploadLimits {
  maxFileCount: number;
  maxFileSizeBytes: number;
  maxTotalSizeBytes?: number | null | undefined;
  /** Visitors: references count inside the same limits (spec 2 §5); others' have their own (spec 2 §9). */
  countReferences: boolean;
}

export interface UploadRestrictions {
  maxFileCount: number;
  maxFileSizeBytes: number;
  maxTotalSizeBytes?: number | null | undefined;
}

/** Spec 2 §5: a visitor always gets 20 files, 40 MB each, 60 MB in total; others the client's limits or the defaults. */
export function uploadLimitsFor(visitor: boolean, restrictions?: UploadRestrictions | null): UploadLimits {
  if (visitor) {
    return {
      maxFileCount: VISITOR_UPLOAD_MAX_FILE_COUNT,
      maxFileSizeBytes: VISITOR_UPLOAD_MAX_FILE_SIZE_BYTES,
      maxTotalSizeBytes: VISITOR_UPLOAD_MAX_TOTAL_SIZE_BYTES,
      countReferences: true,
    };
  }
  return {
    maxFileCount: restrictions?.maxFileCount ?? DEFAULT_UPLOAD_MAX_FILE_COUNT,
    maxFileSizeBytes: restrictions?.maxFileSizeBytes ?? DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES,
    maxTotalSizeBytes: restrictions?.maxTotalSizeBytes ?? null,
    countReferences: false,
  };
}

/** The limits of one category's drop zone: project files get `limits`; reference files their own unless counted in. */
export function categoryLimits(limits: UploadLimits, category: string): UploadLimits {
  if (category !== 'REFERENCE' || limits.countReferences) return limits;
  return { maxFileCount: REFERENCE_FILES_MAX_COUNT, maxFileSizeBytes: REFERENCE_FILE_MAX_SIZE_BYTES, maxTotalSizeBytes: null, countReferences: false };
}

export interface NamedUpload {
  fileName: string;
  category: string;
}

export interface SizedUpload extends NamedUpload {
  size: number;
}

export type UploadProblem =
  | { code: 'duplicateName'; fileName: string }
  | { code: 'referenceNamesProjectFile'; fileName: string }
  | { code: 'tooManyFiles'; max: number }
  | { code: 'tooManyReferenceFiles'; max: number }
  | { code: 'fileTooLarge'; fileName: string; max: number }
  | { code: 'totalTooLarge'; max: number };

/** Spec 2 §5: no duplicate names, compared by `fileNameKey` (sanitised, case-insensitive). */
export function fileNameProblem(files: readonly NamedUpload[]): UploadProblem | null {
  const seen = new Map<string, string>();
  for (const f of files) {
    const key = fileNameKey(f.fileName);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return f.category === 'REFERENCE' && earlier !== 'REFERENCE'
        ? { code: 'referenceNamesProjectFile', fileName: f.fileName }
        : { code: 'duplicateName', fileName: f.fileName };
    }
    seen.set(key, f.category);
  }
  return null;
}

/** Spec 2 §5 and §9: the file count, the size of each file and the total, for the limits in effect. */
export function fileSizeProblem(files: readonly SizedUpload[], limits: UploadLimits): UploadProblem | null {
  const references = files.filter((f) => f.category === 'REFERENCE');
  const counted = limits.countReferences ? files : files.filter((f) => f.category !== 'REFERENCE');
  if (counted.length > limits.maxFileCount) return { code: 'tooManyFiles', max: limits.maxFileCount };
  const referenceLimits = categoryLimits(limits, 'REFERENCE');
  if (!limits.countReferences && references.length > referenceLimits.maxFileCount) {
    return { code: 'tooManyReferenceFiles', max: referenceLimits.maxFileCount };
  }
  for (const f of files) {
    const max = categoryLimits(limits, f.category).maxFileSizeBytes;
    if (f.size > max) return { code: 'fileTooLarge', fileName: f.fileName, max };
  }
  if (limits.maxTotalSizeBytes) {
    const total = counted.reduce((n, f) => n + f.size, 0);
    if (total > limits.maxTotalSizeBytes) return { code: 'totalTooLarge', max: limits.maxTotalSizeBytes };
  }
  return null;
}

export function uploadProblem(files: readonly SizedUpload[], limits: UploadLimits): UploadProblem | null {
  return fileNameProblem(files) ?? fileSizeProblem(files, limits);
}

// File rules of spec 2 §5 in the create-project form: the limits in effect and the first file that breaks them
// or repeats a name. The rules are the contract's (`uploadLimitsFor`, `uploadProblem`), the same the server
// applies after the upload, so a file the form accepts is not refused later: visitors' reference files count
// inside the visitor limits, and names compare sanitised and case-insensitively.
import { BYTES_PER_MB, categoryLimits, uploadLimitsFor, uploadProblem } from '@lingua/contract';
import type { ClientConfig, SizedUpload, UploadFileCategory, UploadLimits, UploadProblem } from '@lingua/contract';
import { t } from '@lingua/core';

/** Who fills the form: a signed-in client, a visitor, or anyone holding an external link. */
export type Audience = 'signedIn' | 'visitor' | 'externalLink';

/**
 * Spec 2 §5 and §6: visitors get 20 files, 40 MB each, 60 MB in total, reference files included; signed-in users
 * the client's limits or the defaults. Someone holding an external link without signing in is a visitor.
 */
export function uploadLimits(audience: Audience, clientConfig: ClientConfig | null | undefined, anonymous = audience === 'visitor'): UploadLimits {
  return uploadLimitsFor(audience === 'visitor' || anonymous, clientConfig?.createProjectSettings?.fileRestrictions);
}

export const toMb = (bytes: number): number => Math.round((bytes / BYTES_PER_MB) * 100) / 100;

/** The drop zone hint of a category: its count, size per file and total. */
export function dropHint(limits: UploadLimits, category: UploadFileCategory): string {
  const own = categoryLimits(limits, category);
  const key = category === 'REFERENCE' ? 'referenceDropHint' : own.maxTotalSizeBytes ? 'dropHintTotal' : 'dropHint';
  return t(`createProject.documents.${key}`, {
    count: own.maxFileCount,
    size: toMb(own.maxFileSizeBytes),
    ...(own.maxTotalSizeBytes ? { total: toMb(own.maxTotalSizeBytes) } : {}),
  });
}

/** The catalogue's text of an upload problem. */
export function uploadProblemText(problem: UploadProblem): string {
  switch (problem.code) {
    case 'duplicateName':
    case 'referenceNamesProjectFile':
      return t('createProject.validation.duplicateFile', { name: problem.fileName });
    case 'tooManyFiles':
    case 'tooManyReferenceFiles':
      return t('createProject.validation.tooManyFiles', { max: problem.max });
    case 'fileTooLarge':
      return t('createProject.validation.fileTooLarge', { name: problem.fileName, max: toMb(problem.max) });
    case 'totalTooLarge':
      return t('createProject.validation.totalTooLarge', { max: toMb(problem.max) });
  }
}

export interface FileLists {
  inputMethod: string;
  files: File[];
  includeReferenceFiles: boolean;
  referenceFiles: File[];
}

const sized = (files: readonly File[], category: UploadFileCategory): SizedUpload[] => files.map((f) => ({ fileName: f.name, category, size: f.size }));

/** What will be uploaded: the project files (files method) and the included reference files. */
function uploadsOf(lists: FileLists): { project: SizedUpload[]; references: SizedUpload[] } {
  return {
    project: lists.inputMethod === 'files' ? sized(lists.files, 'SOURCE_DOCUMENT') : [],
    references: lists.includeReferenceFiles ? sized(lists.referenceFiles, 'REFERENCE') : [],
  };
}

/** Errors of the two file lists keyed by form path: a problem of the project files alone is theirs, else the references'. */
export function filesError(lists: FileLists, limits: UploadLimits): Record<string, string> {
  const { project, references } = uploadsOf(lists);
  const own = uploadProblem(project, limits);
  if (own) return { files: uploadProblemText(own) };
  const all = uploadProblem([...project, ...references], limits);
  return all ? { referenceFiles: uploadProblemText(all) } : {};
}

/**
 * Adds dropped files to the list of `category`, keeping the ones that fit: a dropped file is refused (with its
 * message) when it repeats a name or breaks a limit together with everything else to upload, so the lists never
 * hold an invalid file.
 */
export function addFiles(lists: FileLists, category: UploadFileCategory, dropped: readonly File[], limits: UploadLimits): { files: File[]; error: string | null } {
  const key = category === 'REFERENCE' ? 'referenceFiles' : 'files';
  const files = [...lists[key]];
  let error: string | null = null;
  for (const file of dropped) {
    const next = { ...lists, [key]: [...files, file], ...(category === 'REFERENCE' ? { includeReferenceFiles: true } : { inputMethod: 'files' }) };
    const { project, references } = uploadsOf(next);
    const problem = uploadProblem([...project, ...references], limits);
    if (problem) error ??= uploadProblemText(problem);
    else files.push(file);
  }
  return { files, error };
}

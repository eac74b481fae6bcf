// Spec 2 §5 file rules in the form, through the contract's (`uploadLimitsFor`, `uploadProblem`) as the server applies
// them, so a file the form accepts is not refused later.
import { BYTES_PER_MB, categoryLimits, uploadLimitsFor, uploadProblem } from '@lingua/contract';
import type { ClientConfig, SizedUpload, UploadFileCategory, UploadLimits, UploadProblem } from '@lingua/contract';
import { t } from '@lingua/core';

export type Audience = 'signedIn' | 'visitor' | 'externalLink';

/** Spec 2 §5, §6: an external link's holder without sign-in is a visitor. */
export function uploadLimits(audience: Audience, clientConfig: ClientConfig | null | undefined, anonymous = audience === 'visitor'): UploadLimits {
  return uploadLimitsFor(audience === 'visitor' || anonymous, clientConfig?.createProjectSettings?.fileRestrictions);
}

export const toMb = (bytes: number): number => Math.round((bytes / BYTES_PER_MB) * 100) / 100;

export function dropHint(limits: UploadLimits, category: UploadFileCategory): string {
  const own = categoryLimits(limits, category);
  const key = category === 'REFERENCE' ? 'referenceDropHint' : own.maxTotalSizeBytes ? 'dropHintTotal' : 'dropHint';
  return t(`createProject.documents.${key}`, {
    count: own.maxFileCount,
    size: toMb(own.maxFileSizeBytes),
    ...(own.maxTotalSizeBytes ? { total: toMb(own.maxTotalSizeBytes) } : {}),
  });
}

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

/** A dropped file that repeats a name or breaks a limit is refused with its message, so the lists stay valid. */
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

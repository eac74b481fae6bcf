// What the details page of a document (or media) request shows, as pure functions of the request: its source and
// translated files, the languages with outputs, whether a human can be asked, and the zip's name.
import type { JobRequest } from '@lingua/contract';

/** Spec 3 §2.2 / §4.9: escalation is offered for COMPLETED or FAILED requests unless the settings disable it. */
export function canEscalate(status: string, disableHumanEscalation: boolean | undefined): boolean {
  return (status === 'COMPLETED' || status === 'FAILED') && !disableHumanEscalation;
}

export function defaultZipName(jobRequest: JobRequest): string {
  const base = jobRequest.name.replace(/\.[a-z0-9]{2,5}(\s\+\d+)?$/i, '$1').replace(/[^\p{L}\p{N}._ +-]+/gu, '_').trim() || jobRequest.id;
  return `${base}.zip`;
}

export function sourceFilesOf(job: JobRequest) {
  return job.files.filter((file) => file.category === 'SOURCE_DOCUMENT');
}

export function translatedFilesOf(job: JobRequest) {
  return job.files.filter((file) => file.category === 'TRANSLATED_DOCUMENT');
}

/** The languages with outputs by name: the targets, plus the source when outputs are in it (a media transcript). */
export function outputLanguagesOf(job: JobRequest) {
  const translated = translatedFilesOf(job);
  const withSource = translated.some((f) => f.languageId === job.sourceLanguage.id) && !job.targetLanguages.some((l) => l.id === job.sourceLanguage.id);
  return [...job.targetLanguages, ...(withSource ? [job.sourceLanguage] : [])].sort((a, b) => a.name.localeCompare(b.name));
}

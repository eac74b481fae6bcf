// Language helpers shared by the tabs.
import { MT_MAX_TARGET_LANGUAGES, type JobRequest, type Language } from '@lingua/contract';
import { enabledLanguagesByName, nameOfLanguage } from '@lingua/core';

/** Options of a Mantine Select from languages: the enabled ones, named and sorted in the shown language. */
export function languageOptions(languages: readonly Language[] | undefined): Array<{ value: string; label: string }> {
  return enabledLanguagesByName(languages ?? []).map((language) => ({ value: language.id, label: nameOfLanguage(language) }));
}

/**
 * The name in the shown language (in a sentence's form) of a language given by any of its codes (portal id or
 * an engine's code), else the code itself.
 */
export function languageName(languages: readonly Language[] | undefined, code: string): string {
  const lower = code.toLowerCase();
  const match = (languages ?? []).find((language) =>
    [language.id, language.azureId, language.intentoId, language.xl8SyncId, language.xl8FileTranslationId].some(
      (value) => typeof value === 'string' && value.toLowerCase() === lower,
    ),
  );
  return match ? nameOfLanguage(match, true) : code;
}

/** A request's languages by id, named in the shown language (a caller reads GET /languages: useLanguageCodes). */
export function requestLanguageNames(job: Pick<JobRequest, 'sourceLanguage' | 'targetLanguages'>): Map<string, string> {
  return new Map([job.sourceLanguage, ...job.targetLanguages].map((language) => [language.id, nameOfLanguage(language)]));
}

/**
 * The target pickers' placeholder (catalogue key and values): "up to N" only when more than N languages are
 * offered; with fewer it would promise a choice that is not there.
 */
export function targetPlaceholder(offered: number): { key: string; vars?: Record<string, number> } {
  return offered > MT_MAX_TARGET_LANGUAGES ? { key: 'machineTranslation.targetPlaceholder', vars: { max: MT_MAX_TARGET_LANGUAGES } } : { key: 'machineTranslation.targetPlaceholderAll' };
}

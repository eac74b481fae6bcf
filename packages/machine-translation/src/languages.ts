// Language helpers shared by the tabs.
import { MT_MAX_TARGET_LANGUAGES, type Language } from '@lingua/contract';
import { enabledLanguagesByName } from '@lingua/core';

/** Options of a Mantine Select from languages: the enabled ones, by name. */
export function languageOptions(languages: readonly Language[] | undefined): Array<{ value: string; label: string }> {
  return enabledLanguagesByName(languages ?? []).map((language) => ({ value: language.id, label: language.name }));
}

/** The name of a language given by any of its codes (portal id or an engine's code), else the code itself. */
export function languageName(languages: readonly Language[] | undefined, code: string): string {
  const lower = code.toLowerCase();
  const match = (languages ?? []).find((language) =>
    [language.id, language.azureId, language.intentoId, language.xl8SyncId, language.xl8FileTranslationId].some(
      (value) => typeof value === 'string' && value.toLowerCase() === lower,
    ),
  );
  return match?.name ?? code;
}

/**
 * The target pickers' placeholder (catalogue key and values): "up to N" only when more than N languages are
 * offered; with fewer it would promise a choice that is not there.
 */
export function targetPlaceholder(offered: number): { key: string; vars?: Record<string, number> } {
  return offered > MT_MAX_TARGET_LANGUAGES ? { key: 'machineTranslation.targetPlaceholder', vars: { max: MT_MAX_TARGET_LANGUAGES } } : { key: 'machineTranslation.targetPlaceholderAll' };
}

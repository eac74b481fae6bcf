// Language helpers shared by the tabs.
import type { Language } from '@lingua/contract';
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

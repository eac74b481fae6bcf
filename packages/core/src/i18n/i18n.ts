// The English text catalogue (spec 1 §1: English only, from a catalogue). One i18next instance per page;
// each feature and the portal add their own texts with registerTexts() under their own top-level key, so
// one t() reads every key, including the spec's un-prefixed ones.
import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { coreTextsEn } from './texts-en.ts';

/** Nested text resources: leaves are strings with optional `{{name}}` placeholders. */
export interface TextResources {
  [key: string]: string | TextResources;
}

/** Values interpolated into a text's `{{name}}` placeholders. */
export type TextVars = Record<string, string | number>;

/** The page's i18next instance (exported for I18nextProvider and Storybook). */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  // Resources are bundled, so init completes synchronously and t() works at module load.
  initAsync: false,
  resources: { en: { translation: coreTextsEn } },
  // React escapes; escaping here too would show &amp; in the UI.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds texts under the top-level key `namespace` (e.g. `account` → `account.profile.title`). */
export function registerTexts(namespace: string, resources: TextResources): void {
  i18n.addResourceBundle('en', 'translation', { [namespace]: resources }, true, true);
}

/** Translates `key` with optional placeholder values; an unknown key returns the key itself. */
export function t(key: string, vars?: TextVars): string {
  return i18n.t(key, vars ?? {}) as string;
}

/** Hook returning a stable t(), re-rendering when texts change. */
export function useT(): (key: string, vars?: TextVars) => string {
  const { t: translate } = useTranslation('translation', { i18n });
  return useCallback((key: string, vars?: TextVars) => translate(key, vars ?? {}) as string, [translate]);
}

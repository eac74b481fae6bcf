// Which language the page shows (decision 189): the signed-in person's stored preference (the ID token's `locale`
// claim), else what a visitor picked in the portal, else an element's `lang` or the host page's `<html lang>`, else
// the browser's languages, else English. One choice per page: the portal and every element agree.
import { sessionStore } from '../session/session-store.ts';
import { chooseLanguage, directionOf, matchLanguage } from './catalogue.ts';
import { showLanguage } from './i18n.ts';
import type { Language } from './i18n.ts';

export { chooseLanguage, directionOf, matchLanguage };

export const PICKED_LANGUAGE_STORAGE_KEY = 'lingua.language';

let picked: string | null = null;
let requested: string | null = null;

/** Chooses again from the current sources and shows the result (after its catalogues load). */
export const updateLanguage = (): Promise<void> =>
  showLanguage(
    chooseLanguage([sessionStore.getState().user?.language, picked, requested, ...navigator.languages]),
  );

/** A visitor's choice in the portal, kept on this browser; `undefined` reads the kept one back at start. */
export function pickLanguage(language?: Language): Promise<void> {
  try {
    if (language) window.localStorage.setItem(PICKED_LANGUAGE_STORAGE_KEY, language);
    picked = window.localStorage.getItem(PICKED_LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled; the choice then lasts for this page.
    picked = language ?? null;
  }
  return updateLanguage();
}

/**
 * An element's `lang` attribute, null for none (the host page's `<html lang>` then); the last element to name one
 * wins. `weak`: an element without the attribute, which changes nothing once another named a language.
 */
export function requestLanguage(tag: string | null, weak = false): void {
  if (weak && requested) return;
  requested = tag || document.documentElement.lang;
  void updateLanguage();
}

sessionStore.subscribe((state, before) => {
  if (state.user?.language !== before.user?.language) void updateLanguage();
});
void updateLanguage();

// The widgets package's part of the English catalogue, registered under `widgets`.
import { registerTexts, registerTranslations } from '@lingua/core';
import { loaderTexts } from './loader-texts.ts';

export const widgetTexts = {
  loader: loaderTexts,
  signInStatus: {
    signIn: 'Sign in',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
    actingAs: 'Acting as {{name}}',
    label: 'Lingua account',
  },
  sessionBadge: {
    signedIn: 'Signed in',
    signedOut: 'Signed out',
    checking: 'Checking session…',
    label: 'Lingua session: {{state}}',
  },
};

let registered = false;

/** Registers the widget texts once per page (every chunk calls it; only the first adds them). */
export function registerWidgetTexts(): void {
  if (registered) return;
  registerTexts('widgets', widgetTexts);
  // The other languages, each imported the first time it is shown (decision 189); the loader's texts stay English.
  registerTranslations('widgets', {
    de: () => import('./languages/de.ts'),
    fr: () => import('./languages/fr.ts'),
    es: () => import('./languages/es.ts'),
    ja: () => import('./languages/ja.ts'),
    ar: () => import('./languages/ar.ts'),
  });
  registered = true;
}

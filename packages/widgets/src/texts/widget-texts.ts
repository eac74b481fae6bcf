// The widgets package's part of the English catalogue, registered under `widgets`.
import { registerTexts } from '@lingua/core';
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
  registered = true;
}

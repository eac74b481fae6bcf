// The texts of the machine-translation elements' first screens (decision 171): the signed-out element's reason to
// sign in and the page's title and tabs. What the forms, the details, the media editor and the escalation show
// is in texts.ts, loaded with those parts after first paint.
import { registerTexts, registerTranslations } from '@lingua/core';

export const firstScreenTextsEn = {
  // Shown by a signed-out element: what it does, and why sign-in is needed.
  signInReason: {
    page:
      'Translate text, documents, audio and video securely with AI, and ask a human expert when it matters. Sign in with your Lingua account: translation is a service of your organisation’s Lingua contract, and your requests stay in your account.',
    text: 'Translate text instantly with secure AI translation. Sign in with your Lingua account: translation is a service of your organisation’s Lingua contract.',
    file: 'Translate whole documents with secure AI translation and download them in their original layout. Sign in with your Lingua account: your files and translations are kept in your organisation’s account.',
  },
  page: {
    title: 'AI translation',
    subtitle: 'Secure machine translation for text and documents. Escalate to a human expert whenever it matters.',
    tabsLabel: 'Translation type',
    tabs: {
      textTranslation: 'Text',
      fileTranslation: 'Documents',
      mediaTranslation: 'Audio and video',
    },
    noTabs: 'Machine translation is not enabled for your company.',
  },
};

let registered = false;

/** Registers the first screens' texts once. */
export function registerFirstScreenTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts('machineTranslation', firstScreenTextsEn);
  // Every screen of the package registers these texts (registerMachineTranslationTexts does too, and file deletion
  // and the approval bar show only inside its request details), so this one call brings the package's other
  // languages, each imported the first time it is shown (decision 189).
  registerTranslations('machine-translation', {
    de: () => import('./languages/de.ts'),
    fr: () => import('./languages/fr.ts'),
    es: () => import('./languages/es.ts'),
    ja: () => import('./languages/ja.ts'),
    ar: () => import('./languages/ar.ts'),
  });
}

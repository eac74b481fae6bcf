// Adds the content pages' texts (content-texts.ts) to the catalogue under `portal.content`, beside the titles the
// first screen registered: called by the content, FAQ and wizard pages, which load apart from the first screen,
// so the portal's home page does not carry every content page's paragraphs. Their other languages
// (content/languages/<code>.ts) load the same way, only once a content page is shown in that language
// (decision 189).
import { registerTexts, registerTranslations } from '@lingua/core';
import { contentTexts } from './content-texts.ts';
import { toResources } from './register-portal-texts.ts';

let registered = false;

export function registerContentTexts(): void {
  if (registered) return;
  registerTexts('portal', toResources({ content: contentTexts }));
  registerTranslations('portal-content', {
    de: () => import('./content/languages/de.ts'),
    fr: () => import('./content/languages/fr.ts'),
    es: () => import('./content/languages/es.ts'),
    ja: () => import('./content/languages/ja.ts'),
    ar: () => import('./content/languages/ar.ts'),
  });
  registered = true;
}

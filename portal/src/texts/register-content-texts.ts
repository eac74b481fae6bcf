// Adds the content pages' texts (content-texts.ts) to the catalogue under `portal.content`, beside the titles the
// first screen registered: called by the content, FAQ and wizard pages, which load apart from the first screen,
// so the portal's home page does not carry every content page's paragraphs.
import { registerTexts } from '@lingua/core';
import { contentTexts } from './content-texts.ts';
import { toResources } from './register-portal-texts.ts';

let registered = false;

export function registerContentTexts(): void {
  if (registered) return;
  registerTexts('portal', toResources({ content: contentTexts }));
  registered = true;
}

// The settings panel's English texts (spec 1 §1: English only, from a catalogue): its title and the tabs' names;
// each tab's own texts are its package's.
import { registerTexts, registerTranslations } from '@lingua/core';

export const settingsTextsEn = {
  title: 'Account settings',
  tabs: { profile: 'Profile', languageGroups: 'Language Groups', organizationUsers: 'Organization Users', glossaries: 'Glossaries', apiKeys: 'API keys', webhooks: 'Webhooks', notices: 'Notices', auditTrail: 'Audit trail', files: 'Files', quality: 'Quality' },
};

registerTexts('settings', settingsTextsEn);
// The other languages, each imported the first time it is shown (decision 189).
registerTranslations('settings', {
  de: () => import('./languages/de.ts'),
  fr: () => import('./languages/fr.ts'),
  es: () => import('./languages/es.ts'),
  ja: () => import('./languages/ja.ts'),
  ar: () => import('./languages/ar.ts'),
});

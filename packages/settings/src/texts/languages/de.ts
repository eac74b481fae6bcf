// The settings panel's texts in German (formal address, docs/ui-glossary.md); the keys mirror settings-texts.ts
// (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  settings: {
    title: 'Kontoeinstellungen',
    tabs: {
      profile: 'Profil',
      languageGroups: 'Sprachgruppen',
      organizationUsers: 'Benutzer der Organisation',
      glossaries: 'Glossare',
      apiKeys: 'API-Schlüssel',
      webhooks: 'Webhooks',
      notices: 'Benachrichtigungen',
      auditTrail: 'Prüfprotokoll',
      files: 'Dateien',
      quality: 'Qualität',
    },
  },
} satisfies Catalogue;

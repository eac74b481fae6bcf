// The settings panel's texts in French (vouvoiement, docs/ui-glossary.md); the keys mirror settings-texts.ts
// (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  settings: {
    title: 'Paramètres du compte',
    tabs: {
      profile: 'Profil',
      languageGroups: 'Groupes de langues',
      organizationUsers: 'Utilisateurs de l’organisation',
      glossaries: 'Glossaires',
      apiKeys: 'Clés d’API',
      webhooks: 'Webhooks',
      notices: 'Notifications',
      auditTrail: 'Journal d’audit',
      files: 'Fichiers',
      quality: 'Qualité',
    },
  },
} satisfies Catalogue;

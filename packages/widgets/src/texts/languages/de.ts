// The widgets' texts in German (formal address, docs/ui-glossary.md); the keys mirror widget-texts.ts without the
// loader's, which show before core loads and stay English (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  widgets: {
    signInStatus: {
      signIn: 'Anmelden',
      signOut: 'Abmelden',
      signedInAs: 'Angemeldet als {{name}}',
      actingAs: 'Sie agieren als {{name}}',
      label: 'Lingua-Konto',
    },
    sessionBadge: {
      signedIn: 'Angemeldet',
      signedOut: 'Abgemeldet',
      checking: 'Sitzung wird geprüft …',
      label: 'Lingua-Sitzung: {{state}}',
    },
  },
} satisfies Catalogue;

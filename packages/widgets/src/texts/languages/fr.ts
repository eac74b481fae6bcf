// The widgets' texts in French (vouvoiement, docs/ui-glossary.md); the keys mirror widget-texts.ts without the
// loader's, which show before core loads and stay English (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  widgets: {
    signInStatus: {
      signIn: 'Se connecter',
      signOut: 'Se déconnecter',
      signedInAs: 'Connecté en tant que {{name}}',
      actingAs: 'Vous agissez en tant que {{name}}',
      label: 'Compte Lingua',
    },
    sessionBadge: {
      signedIn: 'Connecté',
      signedOut: 'Déconnecté',
      checking: 'Vérification de la session…',
      label: 'Session Lingua : {{state}}',
    },
  },
} satisfies Catalogue;

// The widgets' texts in Spanish (usted, docs/ui-glossary.md); the keys mirror widget-texts.ts without the
// loader's, which show before core loads and stay English (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  widgets: {
    signInStatus: {
      signIn: 'Iniciar sesión',
      signOut: 'Cerrar sesión',
      signedInAs: 'Sesión iniciada como {{name}}',
      actingAs: 'Está actuando como {{name}}',
      label: 'Cuenta de Lingua',
    },
    sessionBadge: {
      signedIn: 'Sesión iniciada',
      signedOut: 'Sesión cerrada',
      checking: 'Comprobando la sesión…',
      label: 'Sesión de Lingua: {{state}}',
    },
  },
} satisfies Catalogue;

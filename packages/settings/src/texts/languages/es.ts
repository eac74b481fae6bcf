// The settings panel's texts in Spanish (usted, docs/ui-glossary.md); the keys mirror settings-texts.ts
// (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  settings: {
    title: 'Configuración de la cuenta',
    tabs: {
      profile: 'Perfil',
      languageGroups: 'Grupos de idiomas',
      organizationUsers: 'Usuarios de la organización',
      glossaries: 'Glosarios',
      apiKeys: 'Claves de API',
      webhooks: 'Webhooks',
      notices: 'Notificaciones',
      auditTrail: 'Registro de auditoría',
      files: 'Archivos',
      quality: 'Calidad',
    },
  },
} satisfies Catalogue;

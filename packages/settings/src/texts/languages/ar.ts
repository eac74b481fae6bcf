// The settings panel's texts in Modern Standard Arabic (docs/ui-glossary.md); the keys mirror settings-texts.ts
// (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  settings: {
    title: 'إعدادات الحساب',
    tabs: {
      profile: 'الملف الشخصي',
      languageGroups: 'مجموعات اللغات',
      organizationUsers: 'مستخدمو المؤسسة',
      glossaries: 'مسارد المصطلحات',
      apiKeys: 'مفاتيح API',
      webhooks: 'Webhook',
      notices: 'الإشعارات',
      auditTrail: 'سجل التدقيق',
      files: 'الملفات',
      quality: 'الجودة',
    },
  },
} satisfies Catalogue;

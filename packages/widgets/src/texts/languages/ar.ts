// The widgets' texts in Modern Standard Arabic (docs/ui-glossary.md); the keys mirror widget-texts.ts without the
// loader's, which show before core loads and stay English (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  widgets: {
    signInStatus: {
      signIn: 'تسجيل الدخول',
      signOut: 'تسجيل الخروج',
      signedInAs: 'مسجَّل الدخول باسم {{name}}',
      actingAs: 'أنت تعمل نيابةً عن {{name}}',
      label: 'حساب Lingua',
    },
    sessionBadge: {
      signedIn: 'مسجَّل الدخول',
      signedOut: 'غير مسجَّل الدخول',
      checking: 'جارٍ التحقق من الجلسة…',
      label: 'جلسة Lingua: {{state}}',
    },
  },
} satisfies Catalogue;

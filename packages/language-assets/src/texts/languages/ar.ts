// The language assets' texts in Modern Standard Arabic (docs/ui-glossary.md); the keys mirror
// language-assets-texts.ts (decision 189). The CSV columns keep the English names the import reads.
import type { Catalogue } from '@lingua/core';

export default {
  languageAssets: {
    glossaries: {
      intro:
        'مصطلحات تكتبها الترجمة الآلية بالطريقة التي تريدها: أسماء المنتجات، والمصطلحات الطبية، والكلمات التي لا تترجمها أبدًا.',
      empty: 'لا توجد مسارد مصطلحات بعد. أضِف مسردًا لزوج لغات لتوجيه الترجمة الآلية.',
      glossary: 'مسرد المصطلحات',
      create: 'مسرد جديد',
      createTitle: 'مسرد مصطلحات جديد',
      source: 'اللغة المصدر',
      target: 'اللغة الهدف',
      createSave: 'إنشاء المسرد',
      search: 'البحث عن مصطلحات',
      searchPlaceholder: 'البحث في المصطلحات والملاحظات',
      pagination: 'صفحات مصطلحات المسرد',
      add: 'إضافة مصطلح',
      addTitle: 'إضافة مصطلح',
      editTitle: 'تعديل المصطلح',
      sourceTerm: 'المصطلح المصدر',
      targetTerm: 'المصطلح الهدف',
      doNotTranslate: 'عدم الترجمة',
      doNotTranslateHint: 'يبقى المصطلح كما هو مكتوب (الأسماء والعلامات التجارية).',
      caseSensitive: 'مطابقة حالة الأحرف',
      note: 'ملاحظة',
      notTranslated: 'غير مترجَم',
      actions: 'الإجراءات',
      edit: 'تعديل {{term}}',
      delete: 'حذف {{term}}',
      deleteTitle: 'حذف المصطلح',
      deleteMessage: 'هل تريد حذف المصطلح «{{term}}» من هذا المسرد؟ لا يمكن التراجع عن ذلك.',
      deleteConfirm: 'حذف',
      save: 'حفظ',
      targetRequired: 'أدخِل المصطلح الهدف، أو حدّد المصطلح على أنه لا يُترجَم',
      noTerms: 'لا يحتوي هذا المسرد على مصطلحات بعد.',
      noMatch: 'لا توجد مصطلحات تطابق «{{query}}».',
      deleteGlossary: 'حذف المسرد',
      deleteGlossaryTitle: 'حذف مسرد المصطلحات',
      deleteGlossaryMessage:
        'هل تريد حذف المسرد {{name}} بجميع مصطلحاته؟ ستتوقف الترجمة الآلية عن استخدامه. لا يمكن التراجع عن ذلك.',
      deletedGlossary: 'تم حذف المسرد {{name}}.',
      deletedTerm: 'تم حذف المصطلح «{{term}}».',
      imported_zero: 'لم يُستورد أي مصطلح.',
      imported_one: 'تم استيراد مصطلح واحد.',
      imported_two: 'تم استيراد مصطلحين.',
      imported_few: 'تم استيراد {{count}} مصطلحات.',
      imported_many: 'تم استيراد {{count}} مصطلحًا.',
      imported_other: 'تم استيراد {{count}} مصطلح.',
      import: 'استيراد',
      importTitle: 'استيراد مصطلحات',
      importHint:
        'ملف CSV (بالأعمدة «Source term» و«Target term» و«Do not translate» و«Case sensitive» و«Note») أو ملف TBX-Basic. تُحدَّث المصطلحات الموجودة في المسرد بالفعل، ولا يُغيّر الملف الذي يحتوي على أخطاء أي شيء.',
      importFile: 'الملف',
      importSave: 'استيراد',
      export: 'تصدير',
      exportCsv: 'تصدير بتنسيق CSV',
      exportTbx: 'تصدير بتنسيق TBX',
      memory: 'ذاكرة الترجمة',
      memoryUnits_zero: 'لا توجد جمل صحّحها فريقك لإعادة استخدامها قبل الترجمة الآلية.',
      memoryUnits_one: 'يُعاد استخدام جملة واحدة صحّحها فريقك قبل الترجمة الآلية.',
      memoryUnits_two: 'يُعاد استخدام جملتين صحّحهما فريقك قبل الترجمة الآلية.',
      memoryUnits_few: 'يُعاد استخدام {{count}} جمل صحّحها فريقك قبل الترجمة الآلية.',
      memoryUnits_many: 'يُعاد استخدام {{count}} جملة صحّحها فريقك قبل الترجمة الآلية.',
      memoryUnits_other: 'يُعاد استخدام {{count}} جملة صحّحها فريقك قبل الترجمة الآلية.',
      memoryExport: 'تصدير TMX',
      memoryImport: 'استيراد TMX',
      memoryImportTitle: 'استيراد ذاكرة ترجمة',
      memoryImportHint:
        'ملف TMX 1.4 من أي أداة ترجمة. تأخذ الجمل الموجودة في الذاكرة بالفعل الترجمة الواردة في الملف، ولا يُغيّر الملف الذي يحتوي على أخطاء أي شيء.',
      memoryDelete: 'حذف الذاكرة',
      memoryDeleteTitle: 'حذف ذاكرة الترجمة',
      memoryDeleteMessage_zero: 'هل تريد حذف ذاكرة الترجمة؟ هذا الإجراء نهائي ولا يمكن التراجع عنه.',
      memoryDeleteMessage_one:
        'هل تريد حذف الجملة الوحيدة في ذاكرة الترجمة؟ هذا الإجراء نهائي ولا يمكن التراجع عنه.',
      memoryDeleteMessage_two:
        'هل تريد حذف الجملتين في ذاكرة الترجمة؟ هذا الإجراء نهائي ولا يمكن التراجع عنه.',
      memoryDeleteMessage_few:
        'هل تريد حذف جميع الجمل الـ{{count}} في ذاكرة الترجمة؟ هذا الإجراء نهائي ولا يمكن التراجع عنه.',
      memoryDeleteMessage_many:
        'هل تريد حذف جميع الجمل الـ{{count}} في ذاكرة الترجمة؟ هذا الإجراء نهائي ولا يمكن التراجع عنه.',
      memoryDeleteMessage_other:
        'هل تريد حذف جميع الجمل الـ{{count}} في ذاكرة الترجمة؟ هذا الإجراء نهائي ولا يمكن التراجع عنه.',
    },
  },
} satisfies Catalogue;

// The portal's first-screen texts in Modern Standard Arabic (docs/ui-glossary.md); the keys mirror portal-texts.ts
// (decision 189). The content pages' texts load with the pages (content/languages/).
import type { Catalogue } from '@lingua/core';

export default {
  portal: {
    brand: {
      name: 'Lingua',
      tagline: 'بوابة الخدمات اللغوية',
      homeLink: 'الصفحة الرئيسية لبوابة Lingua',
    },
    header: {
      signIn: 'تسجيل الدخول',
      signUp: 'إنشاء حساب',
      userMenu: 'قائمة المستخدم – {{name}}',
      accountSettings: 'إعدادات الحساب',
      impersonate: 'العمل نيابةً عن مستخدم',
      endImpersonation: 'إنهاء العمل نيابةً عن المستخدم',
      signOut: 'تسجيل الخروج',
      mainNavigation: 'التنقل الرئيسي',
      menu: 'القائمة',
      providerDesk: 'مكتب مزوّد الخدمة',
      conversationsInbox: 'صندوق وارد المحادثات',
      roles: 'الأدوار: {{roles}}',
      languageShown: 'اللغة: {{language}}',
    },
    impersonation: {
      banner: 'أنت تعمل الآن نيابةً عن {{name}}',
      bannerHint: 'يُنفَّذ كل طلب باسم هذا المستخدم إلى أن تُنهي العمل نيابةً عنه.',
      dialogTitle: 'العمل نيابةً عن مستخدم',
      dialogIntro: 'اعمل نيابةً عن مستخدم آخر لترى البوابة كما يراها. يُسجَّل كل إجراء تقوم به باسمك أنت.',
      username: 'اسم المستخدم',
      usernameDescription: 'اسم تسجيل الدخول للحساب، وهو عادةً عنوان بريده الإلكتروني.',
      submit: 'العمل نيابةً عنه',
      cancel: 'إلغاء',
      required: 'مطلوب',
    },
    footer: {
      copyright: '© {{year}} Lingua Language Services. جميع الحقوق محفوظة.',
      privacy: 'إشعار الخصوصية',
      contactHeading: 'اتصل بنا',
      email: 'support@lingua.example',
      emailLabel: 'مراسلة support@lingua.example',
      phone: '+1 (800) 555-0199',
      phoneHref: '+18005550199',
      phoneLabel: 'الاتصال بالرقم ‎+1 (800) 555-0199',
      hours: 'خدمة العملاء: من الاثنين إلى الجمعة، من 8 صباحًا إلى 8 مساءً بتوقيت شرق الولايات المتحدة.',
      servicesHeading: 'الخدمات',
      helpHeading: 'المساعدة',
      faq: 'الأسئلة الشائعة',
      wizard: 'ابحث عن الخدمة المناسبة',
    },
    home: {
      welcomeTitle: 'ترجمة احترافية وفق متطلباتك',
      welcomeLead:
        'اطلب عرض سعر أو مشروع ترجمة في دقائق، وتابِع تقدّمه، واستلم ملفاتك هنا. لغويون معتمدون في أكثر من 200 لغة، تدعمهم ترجمة آلية آمنة حين تكون السرعة هي الأهم.',
      signIn: 'تسجيل الدخول',
      requestQuote: 'طلب عرض سعر',
      highlights: {
        quality: 'ترجمة ومراجعة معتمدتان وفق معيار ISO 17100',
        speed: 'عروض أسعار خلال 24 ساعة، ومتابعة خلال يوم عمل واحد',
        security: 'نقل وتخزين مشفّران، وتسجيل دخول متعدد العوامل',
      },
      explore: 'استكشف خدماتنا',
      signedInTitle: 'مرحبًا بعودتك، {{name}}',
      signedInLead: 'اختر أداة للبدء.',
      noTools: 'لم تُفعَّل أي أدوات لحسابك بعد. تواصل مع مدير حسابك لتفعيلها.',
      opensExternal: '(يُفتح في علامة تبويب جديدة)',
      projectSystemLinkFailed: 'تعذّر فتح لوحة معلومات المشاريع. يُرجى المحاولة مرة أخرى لاحقًا.',
    },
    toolCards: {
      createProject: {
        title: 'طلب ترجمة',
        description: 'ارفع المستندات أو الصق النص أو شارك الروابط، واحصل على عرض سعر أو ابدأ مشروعًا.',
      },
      xtrfDashboard: {
        title: 'لوحة معلومات المشاريع',
        description: 'تابِع كل مشروع وعرض سعر وتسليم في نظام المشاريع.',
      },
      invoices: { title: 'الفواتير', description: 'اعرض فواتيرك وكشوف حسابك ونزّلها.' },
      llsInterpretingService: {
        title: 'خدمات الترجمة الفورية',
        description: 'احجز مترجمين فوريين في الموقع أو عبر الفيديو أو الهاتف لمواعيدك.',
      },
      languageLineConnect: {
        title: 'Language Line Connect',
        description: 'تواصل مع مترجم فوري محترف عبر الهاتف أو الفيديو في ثوانٍ.',
      },
      websiteProxy: {
        title: 'ترجمة المواقع الإلكترونية',
        description: 'انشر موقعك الإلكتروني بلغات أخرى دون إعادة بنائه.',
      },
      connector: {
        title: 'الموصِّلات',
        description: 'أرسل المحتوى من نظام إدارة المحتوى أو المستودع أو أداة التصميم مباشرةً إلى الترجمة.',
      },
      machineTranslation: {
        title: 'الترجمة بالذكاء الاصطناعي',
        description: 'ترجم النصوص والمستندات والملفات الصوتية ومقاطع الفيديو في ثوانٍ بترجمة آلية آمنة.',
      },
      quickTranslation: {
        title: 'الترجمة السريعة',
        description: 'نصوص قصيرة يترجمها لغوي محترف خلال ساعات.',
      },
      consoleHelp: {
        title: 'المساعدة والأسئلة الشائعة',
        description: 'إجابات عن الطلبات وعروض الأسعار وتنسيقات الملفات والأمان وتسجيل الدخول.',
      },
      reports: {
        title: 'التقارير',
        description: 'تقارير المشاريع وعروض الأسعار والمهام وجهات الاتصال مع التصدير بصيغة CSV.',
      },
      coupa: { title: 'طلبات الشراء', description: 'الطلبات التي أنشأتها من منصة المشتريات لديك.' },
      DASHBOARD: {
        title: 'لوحة معلومات الأداء',
        description: 'مديرو المشاريع وضمان الجودة والمنسقون وموظفو الاستقبال في لمحة واحدة.',
      },
    },
    areas: {
      reports: 'التقارير',
      machineTranslation: 'الترجمة بالذكاء الاصطناعي',
      coupaCreateQuote: 'طلب شراء',
      notYet: 'هذا القسم غير متاح بعد في هذا الإصدار من البوابة.',
    },
    pages: {
      accessRestrictedTitle: 'الوصول مقيّد',
      accessRestrictedText:
        'لا يملك حسابك صلاحية الوصول إلى هذه الصفحة. إذا كنت ترى أنه ينبغي أن يملكها، فتواصل مع مدير حسابك.',
      notFoundTitle: 'الصفحة غير موجودة',
      notFoundText: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
      backHome: 'العودة إلى الصفحة الرئيسية',
    },
    loading: 'جارٍ تحميل البوابة…',
    skipToContent: 'الانتقال إلى المحتوى الرئيسي',
    configError: 'تعذّر على البوابة تحميل إعداداتها. تحقّق من اتصالك وأعد تحميل الصفحة.',
    reload: 'إعادة التحميل',
    content: {
      common: {
        requestQuote: 'طلب عرض سعر',
        findService: 'ابحث عن الخدمة المناسبة',
        readFaq: 'اقرأ الأسئلة الشائعة',
        contactUs: 'اتصل بنا',
        onThisPage: 'في هذه الصفحة',
      },
      languageLineConnect: { title: 'Language Line Connect' },
      quickTranslation: { title: 'الترجمة السريعة' },
      connector: { title: 'الموصِّلات' },
      websiteProxy: { title: 'وكيل ترجمة المواقع الإلكترونية' },
      languageConnect: { title: 'Language Connect' },
      webSitesEasyWay: { title: 'مواقع إلكترونية بكل سهولة' },
      anythingInBetween: { title: 'وكل ما بينهما' },
      privacy: { title: 'إشعار الخصوصية' },
      faq: { title: 'المساعدة والأسئلة الشائعة' },
      wizard: { title: 'ابحث عن الخدمة المناسبة' },
    },
  },
} satisfies Catalogue;

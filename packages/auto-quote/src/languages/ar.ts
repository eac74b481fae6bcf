// The automatic quote review's texts in Modern Standard Arabic (docs/ui-glossary.md); the keys mirror texts.ts
// (decision 189). The terms' figures come from the contract as in English; the day counts (11–99) take the
// singular accusative (يومًا).
import {
  CLAIM_WINDOW_DAYS,
  DEFECT_CORRECTION_DAYS,
  ESTIMATE_VALIDITY_DAYS,
  LATE_INTEREST_PERCENT_PER_MONTH,
  LATE_INTEREST_PERCENT_PER_YEAR,
} from '@lingua/contract';
import type { Catalogue } from '@lingua/core';

export default {
  autoQuote: {
    title: 'عرض السعر الخاص بك',
    loading: 'جارٍ تحميل عرض السعر…',
    loadError: 'تعذّر علينا تحميل عرض السعر هذا.',
    missingId:
      'لا يوجد عرض سعر لعرضه: تحتاج هذه الصفحة إلى معرّف عرض سعر. افتح الرابط الوارد في رسالة البريد الإلكتروني الخاصة بعرض السعر.',
    notFound: {
      title: 'لم يُعثر على عرض السعر',
      message:
        'لا يوجد عرض سعر على هذا العنوان. تحقّق من الرابط الوارد في رسالة البريد الإلكتروني الخاصة بعرض السعر، أو اطلب منا عرض سعر جديدًا.',
      signInHint: 'هل طلبت عرض السعر هذا وأنت مسجَّل الدخول؟ إذن لا يراه سواك وزملاؤك: سجّل الدخول لفتحه.',
    },
    summary: {
      name: 'اسم المشروع',
      creationDate: 'تاريخ الإنشاء',
      sourceLanguage: 'اللغة المصدر',
      targetLanguages: 'اللغات الهدف',
      acceptanceStatus: 'الحالة',
      referenceId: 'المرجع',
      languagesHeading: 'التكلفة لكل لغة',
      total: 'الإجمالي',
      units: 'الوحدات (الصفحات)',
      cost: 'التكلفة',
      totalProjectCost: 'إجمالي تكلفة المشروع',
      validUntil: 'صالح حتى',
      pricePerPage: 'السعر لكل صفحة',
    },
    status: {
      ACCEPTED: 'مقبول',
      REJECTED: 'مرفوض',
      pending: 'بانتظار قرارك',
    },
    provider: {
      heading: 'صادر عن',
      name: 'Lingua Language Services',
      address: '1200 Harbor Boulevard, Suite 400\nSan Francisco, CA 94107\nالولايات المتحدة',
    },
    terms: {
      link: 'الشروط والأحكام',
      title: 'الشروط والأحكام',
      estimates: `تظل عروض الأسعار صالحة لمدة ${ESTIMATE_VALIDITY_DAYS} يومًا من تاريخ إنشائها.`,
      claims: `يجب تقديم المطالبات المتعلقة بالعمل المسلَّم خلال ${CLAIM_WINDOW_DAYS} يومًا من التسليم.`,
      lateInterest: `تترتّب على المدفوعات المتأخرة فائدة بنسبة ${LATE_INTEREST_PERCENT_PER_MONTH}% شهريًا (${LATE_INTEREST_PERCENT_PER_YEAR}% سنويًا).`,
      defects: `تُصحَّح العيوب المُبلَّغ عنها في الموعد خلال ${DEFECT_CORRECTION_DAYS} يومًا.`,
      invoices: 'تصدر الفواتير في نهاية كل شهر.',
    },
    agreement: {
      label: 'أقرّ بشروط الخدمة وسياسة الخصوصية',
      required: 'يُرجى تحديد المربع للإقرار بشروط الخدمة وسياسة الخصوصية قبل قبول عرض السعر.',
    },
    accept: 'قبول عرض السعر',
    reject: 'رفض عرض السعر',
    rejectDialog: {
      title: 'رفض عرض السعر',
      message: 'أخبرنا بسبب رفضك لعرض السعر هذا (اختياري).',
      reason: 'السبب',
      confirm: 'رفض عرض السعر',
    },
    conflict: 'خطأ تعارض',
    payment: {
      title: 'تفضيلات الدفع',
      paymentType: 'طريقة الدفع',
      types: {
        CREDIT_CARD: 'بطاقة ائتمان',
        BILL_TO_ACCOUNT: 'الفوترة على حساب العميل',
        INVOICE_DIRECTLY: 'الفوترة المباشرة',
      },
      unknownType: 'نوع حقل مخصص غير معروف',
      billingAddress: 'عنوان الفوترة',
      address1: 'العنوان (السطر 1)',
      address2: 'العنوان (السطر 2)',
      city: 'المدينة',
      state: 'الولاية أو المنطقة',
      country: 'الدولة',
      zip: 'الرمز البريدي',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      clientIdNumber: 'رقم تعريف العميل',
      personalCode: 'الرمز الشخصي',
      invoiceHint: 'سنرسل الفاتورة إلى جهة الاتصال الخاصة بهذا الطلب.',
      submit: 'قبول عرض السعر',
    },
    expired: {
      title: 'انتهت صلاحية عرض السعر هذا',
      message: 'لم يعد عرض السعر صالحًا. يُرجى طلب عرض سعر جديد.',
    },
    result: {
      acceptedTitle: 'قُبل عرض السعر',
      accepted: 'شكرًا لك. قُبل عرض السعر وبدأنا العمل على مشروعك.',
      rejectedTitle: 'رُفض عرض السعر',
      rejected: 'رُفض عرض السعر. شكرًا لإعلامنا.',
    },
    home: 'الانتقال إلى الصفحة الرئيسية',
  },
} satisfies Catalogue;

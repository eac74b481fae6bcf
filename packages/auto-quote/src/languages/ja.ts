// The automatic quote review's texts in Japanese (polite form, docs/ui-glossary.md); the keys mirror texts.ts
// (decision 189). The terms' figures come from the contract as in English.
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
    title: 'お見積もり',
    loading: 'お見積もりを読み込み中…',
    loadError: 'このお見積もりを読み込めませんでした。',
    missingId:
      '表示するお見積もりがありません。このページを開くにはお見積もりの ID が必要です。お見積もりのメールに記載されたリンクから開いてください。',
    notFound: {
      title: 'お見積もりが見つかりません',
      message:
        'このアドレスにお見積もりはありません。お見積もりのメールに記載されたリンクをご確認いただくか、新しいお見積もりをご依頼ください。',
      signInHint:
        'サインインした状態でこのお見積もりをご依頼いただいた場合、閲覧できるのはご本人と同じ組織の方のみです。サインインしてから開いてください。',
    },
    summary: {
      name: 'プロジェクト名',
      creationDate: '作成日',
      sourceLanguage: '原文の言語',
      targetLanguages: '翻訳先の言語',
      acceptanceStatus: 'ステータス',
      referenceId: '参照番号',
      languagesHeading: '言語別の費用',
      total: '合計',
      units: '単位（ページ）',
      cost: '費用',
      totalProjectCost: 'プロジェクト費用の合計',
      validUntil: '有効期限',
      pricePerPage: '1ページあたりの料金',
    },
    status: {
      ACCEPTED: '承認済み',
      REJECTED: '辞退済み',
      pending: 'ご判断をお待ちしています',
    },
    provider: {
      heading: '見積もり発行元',
      name: 'Lingua Language Services',
      address: '1200 Harbor Boulevard, Suite 400\nSan Francisco, CA 94107\nアメリカ合衆国',
    },
    terms: {
      link: '取引条件',
      title: '取引条件',
      estimates: `お見積もりの有効期間は作成日から${ESTIMATE_VALIDITY_DAYS}日間です。`,
      claims: `納品物に関するお申し出は、納品から${CLAIM_WINDOW_DAYS}日以内にお願いいたします。`,
      lateInterest: `お支払いが遅れた場合、月${LATE_INTEREST_PERCENT_PER_MONTH}%（年${LATE_INTEREST_PERCENT_PER_YEAR}%）の遅延利息が発生します。`,
      defects: `期限内にご報告いただいた不具合は、${DEFECT_CORRECTION_DAYS}日以内に修正いたします。`,
      invoices: '請求書は毎月末に発行いたします。',
    },
    agreement: {
      label: '利用規約とプライバシーポリシーを確認しました',
      required:
        'お見積もりを承認する前に、利用規約とプライバシーポリシーをご確認のうえ、チェックボックスをオンにしてください。',
    },
    accept: 'お見積もりを承認',
    reject: 'お見積もりを辞退',
    rejectDialog: {
      title: 'お見積もりを辞退',
      message: 'お見積もりを辞退される理由をお聞かせください（任意）。',
      reason: '理由',
      confirm: 'お見積もりを辞退',
    },
    conflict: '競合エラー',
    payment: {
      title: 'お支払い方法の設定',
      paymentType: 'お支払い方法',
      types: {
        CREDIT_CARD: 'クレジットカード',
        BILL_TO_ACCOUNT: 'アカウントへの請求',
        INVOICE_DIRECTLY: '直接請求',
      },
      unknownType: '不明なカスタムフィールドの種類です',
      billingAddress: '請求先住所',
      address1: '住所1',
      address2: '住所2',
      city: '市区町村',
      state: '州・都道府県',
      country: '国',
      zip: '郵便番号',
      email: 'メールアドレス',
      phone: '電話番号',
      clientIdNumber: 'クライアント ID 番号',
      personalCode: '個人コード',
      invoiceHint: '請求書はこの依頼のご担当者様宛てにお送りします。',
      submit: 'お見積もりを承認',
    },
    expired: {
      title: 'このお見積もりは有効期限が切れています',
      message: 'このお見積もりは無効になりました。新しいお見積もりをご依頼ください。',
    },
    result: {
      acceptedTitle: 'お見積もりを承認しました',
      accepted: 'ありがとうございます。お見積もりが承認されました。プロジェクトの作業を開始いたします。',
      rejectedTitle: 'お見積もりを辞退しました',
      rejected: 'お見積もりの辞退を承りました。ご連絡いただきありがとうございます。',
    },
    home: 'ホームページへ',
  },
} satisfies Catalogue;

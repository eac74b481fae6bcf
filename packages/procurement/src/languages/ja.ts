// The procurement area's texts in Japanese (polite form, docs/ui-glossary.md); the keys mirror texts.ts
// (decision 189). Coupa is a product name.
import type { Catalogue } from '@lingua/core';

export default {
  coupa: {
    signInReason:
      '組織が調達プラットフォームから送信した翻訳のご依頼について、ステータス、見積もり、納品ファイルを確認できます。Lingua アカウントでサインインしてください。ご依頼は組織のアカウントに属しています。',
    list: {
      title: 'Coupa の依頼',
      createRequest: '依頼を作成',
      createDisabled: '依頼を作成するには、調達プラットフォームを開いて、もう一度パンチアウトしてください。',
      submittedOn: '送信日',
      viewDetails: '詳細を表示',
    },
    detail: {
      back: 'Coupa の依頼に戻る',
      summary: '概要',
      status: 'ステータス',
      submittedOn: '送信日',
      sourceLanguage: '原文の言語',
      targetLanguages: '翻訳先の言語',
      tabsLabel: '依頼のセクション',
      tabs: {
        sourceDocuments: '原文ドキュメント',
        quote: '見積もり',
        deliverables: '納品物',
      },
      sourceFiles: '原文ファイル',
      referenceFiles: '参考資料',
      sourceFileLinks: '原文ファイルのリンク',
      noSourceDocuments: 'この依頼には原文ドキュメントがありません。',
      opensInNewTab: '{{name}}（新しいタブで開きます）',
    },
    quote: {
      viewerTitle: '見積もり確認書',
      unavailable:
        '現在、お見積もりをご覧いただけません。恐れ入りますが、しばらくしてから再度ご確認ください。',
      accept: '見積もりを承認',
      reject: '見積もりを辞退',
      accepted: 'お見積もりを承認しました。',
      notReturned:
        'お見積もりは承認されましたが、パンチアウトのセッションが終了しているため、調達プラットフォームに返送できませんでした。ご注文には、調達プラットフォームから新たにパンチアウトを開始してください。',
      rejected: 'お見積もりを辞退しました。',
      loadingDocument: '見積書を読み込み中…',
    },
    rejectDialog: {
      title: '見積もりを辞退',
      text: 'お見積もりを辞退する理由をご入力ください：',
      reasonLabel: '理由',
      cancel: 'キャンセル',
      confirm: '見積もりを辞退',
    },
    deliverables: {
      language: '言語',
      downloadAll: 'すべてダウンロード',
      noFilesForLanguage: '選択した言語のファイルはありません',
      notAvailable: '納品ファイルはまだご利用いただけません。しばらくしてからもう一度お試しください。',
    },
    starter: {
      signingIn: 'サインインしています…',
      failed: 'サインインできません。しばらくしてからもう一度お試しください。',
    },
    errorPage: {
      title: '問題が発生しました',
      withMessage: 'エラー：{{message}}',
      generic:
        '問題が発生しました。もう一度お試しいただくか、問題が解決しない場合はサポートにお問い合わせください。',
    },
    desk: {
      title: '翻訳会社デスク',
      subtitle: '調達リクエストに対応します。見積もりの発行、翻訳の納品、依頼の完了を行います。',
      listTitle: '調達リクエスト',
      sentBackTitle: '修正依頼付きで差し戻された依頼',
      client: 'クライアント',
      open: '開く',
      close: '閉じる',
      selectRequest: '対応する依頼を選択してください。',
      quoteDocument: '見積書',
      currentQuote: '現在の見積書',
      noQuote: '見積書はまだありません。',
      replaceQuote: '見積書を差し替え',
      quoteFile: '見積書（PDF）',
      totalPrice: '見積もり合計（USD）',
      uploadQuote: '見積もりを発行',
      quoteIssued: '見積書を差し替えました。クライアントが確認できるようになりました。',
      deliverables: '納品物',
      deliverableLanguage: '翻訳先の言語',
      deliverableFiles: '翻訳済みファイル',
      uploadDeliverables: '納品物をアップロード',
      deliverablesUploaded: '納品物をアップロードしました。',
      complete: '依頼を完了',
      completed: '依頼を完了しました。',
      fixTitle: '差し戻された内容を修正',
      fixIntro: '納品したファイルをエディターで開いて修正し、依頼を完了して再納品してください。',
      fixLines: '行を確認・編集',
      fixFile: '{{fileName}}を確認・編集',
      uploadedCount_other: '{{language}}のファイル{{count}}件を納品しました',
      validation: {
        fileRequired: 'ファイルを選択してください。',
        pdfRequired: '見積書は PDF である必要があります。',
        totalRequired: '0より大きい合計金額を入力してください。',
        languageRequired: '翻訳先の言語を選択してください。',
      },
    },
  },
} satisfies Catalogue;

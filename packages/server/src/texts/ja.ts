// What the server writes for people, in Japanese (decision 190): polite form (です・ます), 様 after a name, 「」 and
// full-width （）, the terms of docs/ui-glossary.md; the keys mirror en.ts. Notice titles as the bell shows them.
import type { TextResources } from '@lingua/core/catalogue';

export default {
  common: {
    greeting: '{{name}} 様',
    greetingNoName: 'お客様',
    portalLink: 'Lingua Portal：{{link}}',
    signature: 'Lingua Portal',
    separator: '、',
    sourceLanguage: '原文の言語：{{language}}',
    targetLanguages: '翻訳先の言語：{{languages}}',
    reference: '参照番号：{{id}}',
  },
  request: {
    subjectQuote: 'お見積もりのご依頼を受け付けました：{{name}}',
    subjectProject: '翻訳プロジェクトのご依頼を受け付けました：{{name}}',
    receivedQuote: 'お見積もりのご依頼「{{name}}」を受け付けました。ありがとうございます。',
    receivedProject: '翻訳プロジェクトのご依頼「{{name}}」を受け付けました。ありがとうございます。',
    nextQuote:
      'ただいまお見積もりを作成しております。準備ができましたら、ご確認いただくためのリンクをお送りします。お見積もりのご依頼には24時間以内に回答し、1営業日以内にご連絡いたします。',
    nextProject: '担当チームがプロジェクトに着手し、進捗を随時お知らせいたします。',
  },
  estimate: {
    subject: 'お見積もりの準備ができました：{{name}}',
    ready: '「{{name}}」のお見積もりの準備ができました。',
    pages: 'ページ数：{{pages}}',
    total: '合計：{{amount}}',
    review_other: 'こちらからご確認のうえ、承諾または辞退してください（有効期間{{count}}日）：{{link}}',
  },
  code: {
    subject: 'Lingua Portal の確認コード',
    code: 'Lingua Portal の確認コードは {{code}} です',
    enter_other:
      'ポータルにこのコードを入力して、メールアドレスを確認してください。コードの有効期限は{{count}}分で、1回のみ使用できます。',
    ignore: 'このコードをリクエストしていない場合は、このメールを無視してください。',
  },
  confirm: {
    subject: 'Lingua Portal のメールアドレスの確認',
    please: 'Lingua Portal のアカウント作成を完了するには、メールアドレスを確認してください：',
    valid: 'このリンクの有効期限は24時間です。新規登録をしていない場合は、このメールを無視してください。',
  },
  lockout: {
    subject: 'Lingua Portal アカウントへのサインインを一時停止しました',
    attempts_other:
      'これまでサインインしたことのないブラウザから、お客様の Lingua Portal アカウント（{{username}}）へのサインインが{{count}}回失敗しました。このようなブラウザからのサインインを{{wait}}停止しています。以前サインインしたことのあるブラウザには影響ありません。',
    latest: '最後の試行は {{time}} にアドレス {{address}} から行われました。',
    advice:
      'お客様ご自身による操作の場合は、しばらく待ってから再度お試しいただくか、以前使用したブラウザからサインインしてください。お心当たりがない場合は、第三者がパスワードを推測しようとしている可能性があります。サインインしてパスワードを変更し、多要素認証の有効化もご検討ください。',
  },
  webhook: {
    subject: '貴社の Webhook エンドポイントが無効になりました',
    disabled: 'Webhook エンドポイント {{url}} を無効にしました。1日にわたってすべての配信が失敗したためです。',
    help: '配信ログでは、各試行と各応答の冒頭を確認できます。受信側が再び応答するようになったら、アカウント設定 → Webhooks でエンドポイントを有効にし、未配信の分を再配信してください。',
  },
  notice: {
    title: {
      request_completed: 'ご依頼「{{name}}」が完了しました',
      request_failed: 'ご依頼「{{name}}」を完了できませんでした',
      media_files_rebuilt: '「{{name}}」のメディアファイルを再作成しました',
      quote_ready: '「{{name}}」のお見積もりの準備ができました',
      review_changes_requested: '「{{name}}」に修正依頼がありました',
      review_approved: '「{{name}}」の翻訳が承認されました',
      message_created: '「{{name}}」に関する新しいメッセージ',
      files_deletion_scheduled: '{{name}}のファイルは7日後に削除されます',
    },
    line: '{{title}}。',
    open: 'Lingua Portal で開く：{{link}}',
    why: 'このメールは、お客様がこの依頼をされたためお送りしています。メールで受け取る通知は、こちらで選択できます：{{link}}',
    whyHandled:
      'このメールは、お客様がこの依頼を担当されたためお送りしています。メールで受け取る通知は、こちらで選択できます：{{link}}',
    failedHelp:
      '完了できなかった作業の料金は発生しません。依頼を開いて状況をご確認いただくか、弊社までお問い合わせください。',
    retentionHelp:
      '貴社の保存期間の設定により、終了した依頼のファイルは削除されます。依頼自体は一覧に残ります。ファイルを残す場合は、それまでにアカウント設定の「ファイル」タブで設定を変更してください。',
    retentionWhy:
      'このメールは、お客様が{{company}}のクライアント管理者であるためお送りしています。メールで受け取る通知は、こちらで選択できます：{{link}}',
  },
  conversation: {
    wrote: '{{author}} さんのメッセージ：',
    attachments: '添付ファイル：{{names}}',
    reply: 'このメールに返信すると会話に回答できます。Lingua Portal で開くこともできます：{{link}}',
    why: 'このメールは、お客様がこの会話に参加されているためお送りしています。メールで受け取る通知は、こちらで選択できます：{{link}}',
  },
  signIn: {
    title: 'サインイン',
    intro: 'Lingua Portal アカウントにサインインしてください。',
    username: 'ユーザー名またはメールアドレス',
    password: 'パスワード',
    submit: 'サインイン',
    mfaTitle: '本人確認',
    code: '認証コード',
    codeHint: '認証アプリに表示される6桁のコードを入力してください。',
    verify: '確認',
    home: 'ホームページへ',
    failedTitle: 'サインインを続行できませんでした',
    expiredTitle: 'サインインの有効期限切れ',
    unableTitle: 'サインインできません',
    unexpected: '予期しないエラー',
    wrongCredentials: 'ユーザー名またはパスワードが正しくありません。',
    disabled: 'お客様のアカウントは無効になっています。',
    invalidCode: 'コードが無効です。もう一度お試しいただくか、コードが切り替わるまでお待ちください。',
    unconfirmed: '先にメールアドレスを確認してください。',
    punchoutFailed: 'サインインできません。しばらくしてから再度お試しください。',
    expired: 'サインインのリクエストの有効期限が切れました。ポータルからもう一度やり直してください。',
    throttled: '失敗した試行が多すぎます。{{wait}}待ってから再度お試しください。',
    federationFailed: '貴社の ID プロバイダーでのサインインに失敗しました。もう一度お試しください。',
    federationUnavailable: '現在、貴社の ID プロバイダーに接続できません。しばらくしてから再度お試しください。',
    federationWrongDomain:
      '貴社の ID プロバイダーが、貴社に属していないメールアドレスでサインインしました。',
    federationConflict:
      'このメールアドレスのアカウントはすでに存在するため、貴社の ID プロバイダー経由ではサインインできません。サポートまでお問い合わせください。',
  },
  signOut: {
    title: 'サインアウト',
    heading: 'サインアウトしています',
    text: 'Lingua Portal からサインアウトしています。',
    submit: 'サインアウト',
  },
  bridge: {
    title: 'サインイン中',
    heading: 'サインインしています…',
    done: 'サインインしました。このウィンドウは自動的に閉じます。手動で閉じることもできます。',
    lost: 'このウィンドウを開いたページが見つかりません。このウィンドウを閉じて、ページからもう一度サインインしてください。',
    refusedTitle: 'ここではサインインできません',
    refused:
      'サイト {{origin}} は Lingua の埋め込み先として登録されていません。Lingua の担当者に登録を依頼してください。',
    unknownOrigin: '（不明）',
  },
  pdf: {
    pages_other: '{{count}}ページ',
    words_other: '{{count}}語',
    request: '依頼：{{name}}',
  },
  quotePdf: {
    title: '見積もり確認書',
    documentTitle: '見積もり確認書 {{name}}',
    client: 'クライアント：{{name}}',
    issued: '発行日 {{issued}}、有効期限 {{valid}}',
    targetLanguage: '翻訳先の言語',
    pages: 'ページ数',
    pricePerPage: 'ページ単価',
    amount: '金額',
    total: '合計',
    documents: '分析したドキュメント',
    file: '{{name}}：{{pages}}、{{words}}',
    terms: '条件',
    term: {
      validity: 'お見積もりの有効期間は30日間です。',
      claims: 'ご指摘は納品後30日以内に承ります。',
      interest: 'お支払いが遅れた場合、月1.5%（年18%）の遅延利息が発生します。',
      defects: '不具合は30日以内に修正いたします。',
      invoices: '請求書は月末に発行いたします。',
    },
  },
  receiptPdf: {
    title: '削除証明書',
    documentTitle: '削除証明書 {{id}}',
    company: '会社：{{name}}',
    receipt: '証明書番号：{{id}}',
    reason: {
      request: 'ご依頼により削除した、1件の依頼のファイル',
      company: 'ご依頼により削除した、指定日より前に終了した会社の依頼',
      retention: '会社の保存期間の設定により削除',
    },
    requestedBy: '依頼者：{{name}}',
    endedBefore: '対象：{{date}}より前に終了した依頼',
    started: '開始：{{date}}',
    completed: '完了：{{date}}',
    objects: '削除したオブジェクト：{{objects}}、{{bytes}}',
    units: '削除した翻訳メモリのユニット：{{count}}',
    entries: '削除した用語集のエントリ：{{count}}',
    kept: 'なし（保持）',
    requests: '依頼',
    line: '{{name}}（{{id}}）：{{objects}}、{{bytes}}',
    objectCount_other: '{{count}}個のオブジェクト',
  },
} satisfies TextResources;

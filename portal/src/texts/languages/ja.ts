// The portal's first-screen texts in Japanese (polite form, docs/ui-glossary.md); the keys mirror portal-texts.ts
// (decision 189). The content pages' texts load with the pages (content/languages/).
import type { Catalogue } from '@lingua/core';

export default {
  portal: {
    brand: {
      name: 'Lingua',
      tagline: '言語サービスポータル',
      homeLink: 'Lingua ポータルのホーム',
    },
    header: {
      signIn: 'サインイン',
      signUp: '新規登録',
      userMenu: '{{name}} – ユーザーメニュー',
      accountSettings: 'アカウント設定',
      impersonate: 'ユーザーの代理で操作',
      endImpersonation: '代理操作を終了',
      signOut: 'サインアウト',
      mainNavigation: 'メインナビゲーション',
      menu: 'メニュー',
      providerDesk: '翻訳会社デスク',
      conversationsInbox: 'メッセージ受信箱',
      roles: 'ロール: {{roles}}',
      languageShown: '言語: {{language}}',
    },
    impersonation: {
      banner: '{{name}} として操作しています',
      bannerHint: '代理操作を終了するまで、すべての操作はこのユーザーの名前で行われます。',
      dialogTitle: 'ユーザーの代理で操作',
      dialogIntro:
        '別のユーザーとして操作し、そのユーザーと同じようにポータルを表示します。すべての操作はご自身の名前で記録されます。',
      username: 'ユーザー名',
      usernameDescription: 'アカウントのログイン名です。通常はメールアドレスです。',
      submit: '代理で操作',
      cancel: 'キャンセル',
      required: '必須',
    },
    footer: {
      copyright: '© {{year}} Lingua Language Services. 無断転載を禁じます。',
      privacy: 'プライバシーに関する通知',
      contactHeading: 'お問い合わせ',
      email: 'support@lingua.example',
      emailLabel: 'support@lingua.example にメールを送信',
      phone: '+1 (800) 555-0199',
      phoneHref: '+18005550199',
      phoneLabel: '+1 (800) 555-0199 に電話',
      hours: 'カスタマーサービス: 月曜日～金曜日、午前8時～午後8時（米国東部時間）',
      servicesHeading: 'サービス',
      helpHeading: 'ヘルプ',
      faq: 'よくあるご質問',
      wizard: '最適なサービスを探す',
    },
    home: {
      welcomeTitle: 'ご要望に合わせたプロの翻訳',
      welcomeLead:
        '見積もりや翻訳プロジェクトを数分で依頼し、進捗を確認して、ここでファイルを受け取ることができます。200以上の言語に対応する認定翻訳者が、スピードが求められる場面では安全な機械翻訳も活用してお応えします。',
      signIn: 'サインイン',
      requestQuote: '見積もりを依頼',
      highlights: {
        quality: 'ISO 17100 認証の翻訳とレビュー',
        speed: '24時間以内にお見積もり、1営業日以内にご連絡',
        security: '暗号化された転送と保存、多要素認証によるサインイン',
      },
      explore: 'サービス一覧を見る',
      signedInTitle: 'おかえりなさい、{{name}} 様',
      signedInLead: 'ツールを選択して開始してください。',
      noTools:
        'お使いのアカウントで有効なツールはまだありません。有効にするには、担当のアカウントマネージャーにお問い合わせください。',
      opensExternal: '（新しいタブで開きます）',
      projectSystemLinkFailed:
        'プロジェクトダッシュボードを開けませんでした。しばらくしてからもう一度お試しください。',
    },
    toolCards: {
      createProject: {
        title: '翻訳を依頼',
        description:
          '文書のアップロード、テキストの貼り付け、リンクの共有で、見積もりの取得やプロジェクトの開始ができます。',
      },
      xtrfDashboard: {
        title: 'プロジェクトダッシュボード',
        description: 'プロジェクトシステムで、すべてのプロジェクト、見積もり、納品を確認できます。',
      },
      invoices: { title: '請求書', description: '請求書と明細書の表示とダウンロードができます。' },
      llsInterpretingService: {
        title: '通訳サービス',
        description: '対面、ビデオ、電話の通訳者をご予約いただけます。',
      },
      languageLineConnect: {
        title: 'Language Line Connect',
        description: '電話やビデオで、数秒でプロの通訳者につながります。',
      },
      websiteProxy: {
        title: 'ウェブサイト翻訳',
        description: 'ウェブサイトを作り直すことなく、他の言語で公開できます。',
      },
      connector: {
        title: 'コネクタ',
        description: 'CMS、リポジトリ、デザインツールからコンテンツを直接翻訳に送信できます。',
      },
      machineTranslation: {
        title: 'AI翻訳',
        description: '安全な機械翻訳で、テキスト、文書、音声、動画を数秒で翻訳します。',
      },
      quickTranslation: {
        title: 'クイック翻訳',
        description: '短いテキストをプロの翻訳者が数時間以内に翻訳します。',
      },
      consoleHelp: {
        title: 'ヘルプとよくあるご質問',
        description:
          'ご注文、見積もり、ファイル形式、セキュリティ、サインインに関する回答をご覧いただけます。',
      },
      reports: {
        title: 'レポート',
        description: 'プロジェクト、見積もり、タスク、連絡先のレポートを CSV でエクスポートできます。',
      },
      coupa: {
        title: '調達リクエスト',
        description: 'ご利用の調達プラットフォームから作成されたリクエストです。',
      },
      DASHBOARD: {
        title: 'パフォーマンスダッシュボード',
        description: 'プロジェクトマネージャー、QA、コーディネーター、受付の状況をひと目で確認できます。',
      },
    },
    areas: {
      reports: 'レポート',
      machineTranslation: 'AI翻訳',
      coupaCreateQuote: '調達リクエスト',
      notYet: 'この領域は、このバージョンのポータルではまだご利用いただけません。',
    },
    pages: {
      accessRestrictedTitle: 'アクセス制限',
      accessRestrictedText:
        'お使いのアカウントはこのページにアクセスできません。アクセスが必要な場合は、担当のアカウントマネージャーにお問い合わせください。',
      notFoundTitle: 'ページが見つかりません',
      notFoundText: 'お探しのページは存在しないか、移動しました。',
      backHome: 'ホームに戻る',
    },
    loading: 'ポータルを読み込んでいます…',
    skipToContent: 'メインコンテンツへスキップ',
    configError: 'ポータルの設定を読み込めませんでした。接続を確認し、ページを再読み込みしてください。',
    reload: '再読み込み',
    content: {
      common: {
        requestQuote: '見積もりを依頼',
        findService: '最適なサービスを探す',
        readFaq: 'よくあるご質問を読む',
        contactUs: 'お問い合わせ',
        onThisPage: 'このページの内容',
      },
      languageLineConnect: { title: 'Language Line Connect' },
      quickTranslation: { title: 'クイック翻訳' },
      connector: { title: 'コネクタ' },
      websiteProxy: { title: 'ウェブサイト翻訳プロキシ' },
      languageConnect: { title: 'Language Connect' },
      webSitesEasyWay: { title: 'ウェブサイトを手軽に' },
      anythingInBetween: { title: 'その他のご要望' },
      privacy: { title: 'プライバシーに関する通知' },
      faq: { title: 'ヘルプとよくあるご質問' },
      wizard: { title: '最適なサービスを探す' },
    },
  },
} satisfies Catalogue;

// The settings panel's texts in Japanese (polite form, docs/ui-glossary.md); the keys mirror settings-texts.ts
// (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  settings: {
    title: 'アカウント設定',
    tabs: {
      profile: 'プロフィール',
      languageGroups: '言語グループ',
      organizationUsers: '組織のユーザー',
      glossaries: '用語集',
      apiKeys: 'API キー',
      webhooks: 'Webhook',
      notices: 'お知らせ',
      auditTrail: '監査ログ',
      files: 'ファイル',
      quality: '品質',
    },
  },
} satisfies Catalogue;

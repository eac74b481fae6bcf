// The widgets' texts in Japanese (polite form, docs/ui-glossary.md); the keys mirror widget-texts.ts without the
// loader's, which show before core loads and stay English (decision 189).
import type { Catalogue } from '@lingua/core';

export default {
  widgets: {
    signInStatus: {
      signIn: 'サインイン',
      signOut: 'サインアウト',
      signedInAs: '{{name}}としてサインイン中',
      actingAs: '{{name}}の代理で操作中',
      label: 'Lingua アカウント',
    },
    sessionBadge: {
      signedIn: 'サインイン済み',
      signedOut: 'サインアウト済み',
      checking: 'セッションを確認しています…',
      label: 'Lingua セッション: {{state}}',
    },
  },
} satisfies Catalogue;

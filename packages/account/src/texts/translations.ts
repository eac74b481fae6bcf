// The account package's texts in the other languages: one catalogue per language holding all its namespaces
// (account, retention, qualityHistory, auditTrail), each imported the first time its language is shown (decision
// 189). Every module that registers the package's English texts calls this, so wherever one of them is shown the
// translations are known; core keeps the first call.
import { registerTranslations } from '@lingua/core';

export function registerAccountTranslations(): void {
  registerTranslations('account', {
    de: () => import('./languages/de.ts'),
    fr: () => import('./languages/fr.ts'),
    es: () => import('./languages/es.ts'),
    ja: () => import('./languages/ja.ts'),
    ar: () => import('./languages/ar.ts'),
  });
}

// Story and test fixtures of the quality history tab (never the product).
import type { QualityHistory } from '@lingua/contract';

/** A client admin's quality history (decision 187): Spanish over three months, French over two. */
export const qualityHistory: QualityHistory = {
  since: '2025-04-01T00:00:00.000Z',
  rows: [
    { month: '2026-01', languageId: 'esn', languageName: 'Spanish', scores: 4, pass: 3, fail: 1, inconclusive: 0, meanScore: 91.4, evaluatedWords: 8200 },
    { month: '2026-02', languageId: 'fra', languageName: 'French', scores: 2, pass: 1, fail: 0, inconclusive: 1, meanScore: 97.5, evaluatedWords: 1900 },
    { month: '2026-02', languageId: 'esn', languageName: 'Spanish', scores: 5, pass: 5, fail: 0, inconclusive: 0, meanScore: 95.12, evaluatedWords: 10400 },
    { month: '2026-03', languageId: 'fra', languageName: 'French', scores: 1, pass: 0, fail: 1, inconclusive: 0, meanScore: 84, evaluatedWords: 1200 },
    { month: '2026-03', languageId: 'esn', languageName: 'Spanish', scores: 3, pass: 2, fail: 0, inconclusive: 1, meanScore: 96.25, evaluatedWords: 5600 },
  ],
};

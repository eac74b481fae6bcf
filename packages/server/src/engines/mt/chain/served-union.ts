// The union of the chain's language lists as the forms and the request checks read it: every pair some engine
// serves (the first engine's route when several do), the languages taking part, and source → sorted targets.
import type { LanguagePair } from '../engine.ts';

export interface ServedUnion {
  /** Every source → target some engine serves, pivots included. */
  pairs: readonly LanguagePair[];
  /** Portal ids of languages that take part in at least one served pair. */
  servedLanguageIds: ReadonlySet<string>;
  /** Source id → sorted target ids (GET /xl8/fileTranslation/languageCombinations). */
  combinations: ReadonlyMap<string, readonly string[]>;
}

export function servedUnion(lists: ReadonlyArray<readonly LanguagePair[]>): ServedUnion {
  const pairs: LanguagePair[] = [];
  const seen = new Set<string>();
  const served = new Set<string>();
  const combinations = new Map<string, string[]>();
  for (const list of lists) {
    for (const p of list) {
      const key = `${p.source}\u0000${p.target}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push(p);
      served.add(p.source);
      served.add(p.target);
      const targets = combinations.get(p.source) ?? [];
      targets.push(p.target);
      combinations.set(p.source, targets);
    }
  }
  for (const targets of combinations.values()) targets.sort();
  return { pairs, servedLanguageIds: served, combinations };
}

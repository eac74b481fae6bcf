// Source-language detection for "auto-detect" (spec 3 §2.2). Trigram profiles (franc) restricted to
// the languages the engine can translate from; an engine may add its own evidence (Apertium adds how
// many words each language's analyser knows) because trigrams alone are weak on a few words
// ("Hello world" scores closer to Italian than to English).
import { francAll } from 'franc';

export interface DetectionCandidate {
  /** Portal language id returned when this candidate wins. */
  id: string;
  /** ISO 639-3 code of the language (franc's code space). */
  iso3: string;
}

export interface DetectionScore {
  id: string;
  iso3: string;
  /** 0..1, 1 for the closest trigram profile. */
  trigram: number;
}

/** Fewer letters than this carry no usable trigram signal. */
export const MIN_DETECTION_LETTERS = 2;

/** Trigram scores of every candidate, best first; empty when the text has too few letters. */
export function trigramScores(text: string, candidates: readonly DetectionCandidate[]): DetectionScore[] {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < MIN_DETECTION_LETTERS || candidates.length === 0) return [];
  const byIso = new Map<string, DetectionCandidate>();
  for (const c of candidates) if (!byIso.has(c.iso3)) byIso.set(c.iso3, c);
  if (byIso.size === 1) {
    const only = [...byIso.values()][0]!;
    return [{ id: only.id, iso3: only.iso3, trigram: 1 }];
  }
  const ranked = francAll(text, { only: [...byIso.keys()], minLength: 1 });
  const scores: DetectionScore[] = [];
  for (const [iso3, score] of ranked) {
    const c = byIso.get(iso3);
    if (c) scores.push({ id: c.id, iso3, trigram: score });
  }
  // franc leaves out languages it has no profile for; they still compete on the engine's own evidence.
  for (const c of byIso.values()) if (!scores.some((s) => s.iso3 === c.iso3)) scores.push({ id: c.id, iso3: c.iso3, trigram: 0 });
  return scores;
}

/** Trigram-only detection (for engines without lexical evidence). */
export function detectByTrigrams(text: string, candidates: readonly DetectionCandidate[]): string | undefined {
  return trigramScores(text, candidates)[0]?.id;
}

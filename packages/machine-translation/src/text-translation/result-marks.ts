// Where the translation shows the client's own words at work (decisions 134, 138) and where the engine was unsure
// (decision 143): the answer's offsets of glossary terms, of sentences from the translation memory and of words the engine
// did not know turned into runs of plain and marked text, in order, for the result to mark. A term or an unsure
// word inside a remembered sentence cannot happen (the memory's sentence is written whole), nor an unsure word
// on a term (the server drops it); offsets outside the text or overlapping an earlier mark are ignored.
import type { TranslateTextResponse } from '@lingua/contract';

export type RunKind = 'glossary' | 'memory' | 'unsure' | null;

export interface ResultRun {
  text: string;
  kind: RunKind;
}

type Marked = Pick<TranslateTextResponse, 'translatedText' | 'glossaryTerms' | 'memorySentences' | 'unsureWords'>;

export function resultRuns(result: Marked | null): ResultRun[] {
  if (!result) return [];
  const text = result.translatedText;
  const marks = [
    ...(result.glossaryTerms ?? []).map((m) => ({ ...m, kind: 'glossary' as const })),
    ...(result.memorySentences ?? []).map((m) => ({ ...m, kind: 'memory' as const })),
    ...(result.unsureWords ?? []).map((m) => ({ ...m, kind: 'unsure' as const })),
  ].sort((a, b) => a.start - b.start);
  const runs: ResultRun[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.start < at || m.end > text.length || m.end <= m.start) continue;
    if (m.start > at) runs.push({ text: text.slice(at, m.start), kind: null });
    runs.push({ text: text.slice(m.start, m.end), kind: m.kind });
    at = m.end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), kind: null });
  return runs;
}

/** Whether the result has anything to mark (else the plain read-only box shows it). */
export const hasMarks = (runs: readonly ResultRun[]): boolean => runs.some((r) => r.kind !== null);

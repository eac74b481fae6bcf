// Where the translation shows the client's glossary at work (issue 40 §1): the answer's term offsets turned into
// runs of plain and marked text, in order, for the result to underline. Offsets outside the text or overlapping
// an earlier mark are ignored rather than trusted.
import type { TranslateTextResponse } from '@lingua/contract';

export interface ResultRun {
  text: string;
  /** Written from the client's glossary. */
  glossary: boolean;
}

export function resultRuns(result: Pick<TranslateTextResponse, 'translatedText' | 'glossaryTerms'> | null): ResultRun[] {
  if (!result) return [];
  const text = result.translatedText;
  const marks = [...(result.glossaryTerms ?? [])].sort((a, b) => a.start - b.start);
  const runs: ResultRun[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.start < at || m.end > text.length || m.end <= m.start) continue;
    if (m.start > at) runs.push({ text: text.slice(at, m.start), glossary: false });
    runs.push({ text: text.slice(m.start, m.end), glossary: true });
    at = m.end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), glossary: false });
  return runs;
}

/** Whether the result has anything to mark (else the plain read-only box shows it). */
export const hasMarks = (runs: readonly ResultRun[]): boolean => runs.some((r) => r.glossary);

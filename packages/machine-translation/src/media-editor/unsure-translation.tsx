// The words of a translated line the engine did not know (issue 40 §3), marked as the recogniser's unsure words
// are, so the user checks them; shown while the line reads as the engine wrote it (the server drops the marks
// once the line is edited).
import type { TranslatedSegment } from '@lingua/contract';
import { useT } from '@lingua/core';

type Span = NonNullable<TranslatedSegment['unsure']>[number];

/** The line cut into plain runs and marked words; offsets it cannot trust are left out. */
export function unsureRuns(text: string, marks: readonly Span[]): Array<{ text: string; unsure: boolean }> {
  const runs: Array<{ text: string; unsure: boolean }> = [];
  let at = 0;
  for (const m of [...marks].sort((a, b) => a.start - b.start)) {
    if (m.start < at || m.end > text.length || m.end <= m.start) continue;
    if (m.start > at) runs.push({ text: text.slice(at, m.start), unsure: false });
    runs.push({ text: text.slice(m.start, m.end), unsure: true });
    at = m.end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), unsure: false });
  return runs;
}

export function UnsureTranslation({ line }: { line: TranslatedSegment }) {
  const t = useT();
  const runs = unsureRuns(line.text, line.unsure ?? []);
  if (!runs.some((r) => r.unsure)) return null;
  return (
    <div aria-label={t('machineTranslation.media.editor.engineUnsure')} className="lp-seg-words">
      {runs.map((r, k) =>
        // A title, not a Tooltip component: a long transcript has thousands of these.
        r.unsure ? <mark key={k} title={t('machineTranslation.text.unsureWord')}>{r.text}</mark> : <span key={k}>{r.text}</span>,
      )}
    </div>
  );
}

// The client's glossary terms the engine wrote in a translated line (decision 134), underlined and told on hover
// and keyboard focus as the text result marks them; shown while the line reads as the engine wrote it (an edit
// drops the marks, as it does the unsure words').
import type { TranslatedSegment } from '@lingua/contract';
import { useT } from '@lingua/core';
import { MarkedRun } from '../text-translation/marked-result.tsx';
import { hasMarks, resultRuns } from '../text-translation/result-marks.ts';

export function GlossaryTranslation({ line }: { line: Pick<TranslatedSegment, 'text' | 'glossaryTerms'> }) {
  const t = useT();
  // The text result's runs and marks: the same offsets, cut and shown the same way. Only lines with a term render
  // one, and only rows near the viewport are mounted, so the tooltips stay few.
  const runs = resultRuns({ translatedText: line.text, glossaryTerms: line.glossaryTerms });
  if (!hasMarks(runs)) return null;
  return (
    <div role="group" aria-label={t('machineTranslation.media.editor.glossaryTerms')} className="lp-seg-words">
      {runs.map((r, k) => (r.kind ? <MarkedRun key={k} kind={r.kind} text={r.text} /> : <span key={k}>{r.text}</span>))}
    </div>
  );
}

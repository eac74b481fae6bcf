// The words of a translated line the engine did not know (decision 143), marked as the recogniser's unsure words
// are, so the user checks them; shown while the line reads as the engine wrote it (the server drops the marks
// once the line is edited).
import type { TranslatedSegment } from '@lingua/contract';
import { useT } from '@lingua/core';
import { resultRuns } from '../text-translation/result-marks.ts';

export function UnsureTranslation({ line }: { line: TranslatedSegment }) {
  const t = useT();
  // The text result's runs: the same offsets, cut the same way.
  const runs = resultRuns({ translatedText: line.text, unsureWords: line.unsure });
  if (!runs.some((r) => r.kind)) return null;
  return (
    <div aria-label={t('machineTranslation.media.editor.engineUnsure')} className="lp-seg-words">
      {runs.map((r, k) =>
        // A title, not a Tooltip component: a long transcript has thousands of these.
        r.kind ? <mark key={k} title={t('machineTranslation.text.unsureWord')}>{r.text}</mark> : <span key={k}>{r.text}</span>,
      )}
    </div>
  );
}

// The words the recogniser was unsure of, marked in the line as heard so the user listens to them.
import { UNSURE_WORD_CONFIDENCE, type RecognisedWord } from '@lingua/contract';
import { useT } from '@lingua/core';

export function UnsureWords({ words }: { words: readonly RecognisedWord[] }) {
  const t = useT();
  return (
    <div aria-label={t('machineTranslation.media.editor.unsure')} className="lp-seg-words">
      {words.map((w, k) =>
        (w.confidence ?? 1) < UNSURE_WORD_CONFIDENCE ? (
          // A title, not a Tooltip component: a long transcript has thousands of these.
          <mark key={k} title={t('machineTranslation.media.editor.unsureWord', { word: w.word })}>{`${w.word} `}</mark>
        ) : (
          <span key={k}>{`${w.word} `}</span>
        ),
      )}
    </div>
  );
}

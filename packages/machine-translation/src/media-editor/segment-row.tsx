// One line of the editor: its time, the transcript text with the unsure words, and the chosen translation with
// its stale mark. Memoised: the editor's handlers are stable, so typing in one row renders that row only.
import { memo, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { isUnsureLine, UNSURE_WORD_CONFIDENCE, type MemorySuggestion as Suggestion, type TranslatedSegment } from '@lingua/contract';
import { useT } from '@lingua/core';
import type { Line } from './editor-state.ts';
import { GlossaryTranslation } from './glossary-translation.tsx';
import { LineText } from './line-text.tsx';
import { SegmentTime } from './segment-time.tsx';
import { MemorySuggestion } from './memory-suggestion.tsx';
import { UnsureTranslation } from './unsure-translation.tsx';
import { UnsureWords } from './unsure-words.tsx';

/** What a row calls back, the list passing each on from the editor. */
export interface RowHandlers {
  onSourceText: (id: string, text: string) => void;
  onTargetText: (id: string, text: string) => void;
  onSeek: (id: string) => void;
  onKey: (event: ReactKeyboardEvent<HTMLElement>, id: string, field: 'time' | 'source' | 'target') => void;
}

export interface SegmentRowProps extends RowHandlers {
  n: number;
  /** Place in the list as shown, when lines are reordered (unsure lines first); the line's number otherwise. */
  pos?: number | undefined;
  /** Lines in the list: only the rows near the viewport are rendered, so each says where it stands. */
  count: number;
  line: Line;
  target: TranslatedSegment | null;
  active: boolean;
  sourceLanguageName: string;
  targetLanguageName: string | null;
  readOnly: boolean;
  /** The dub could not say this translation in its time (decision 135): the time it has and the time it takes. */
  overrun?: { slotSeconds: number; spokenSeconds: number } | null | undefined;
  /** The company's translation memory's offer for this line (decision 145), shown until the line reads it. */
  suggestion?: Suggestion | undefined;
  /** Issues marked on the line (decision 184): their count, and opening its panel; absent where none can be marked. */
  issueCount?: number | undefined;
  onIssues?: ((id: string) => void) | undefined;
  /** The line's issue panel, given while it is open. */
  issuePanel?: ReactNode;
  /** The mark of its threads, if it has some. */
  threadMark?: ReactNode;
}

function RowIssues({ n, id, count, onIssues, panel, mark }: { n: number; id: string; count: number; onIssues: (id: string) => void; panel: ReactNode; mark: ReactNode }) {
  const t = useT();
  return (
    <div className="lp-seg-issues">
      <Group gap="xs">
        <Button size="compact-sm" variant="subtle" aria-expanded={panel ? 'true' : 'false'} onClick={() => onIssues(id)}>
          {t('machineTranslation.media.editor.issues.toggle', { n })}
        </Button>
        {count > 0 ? (
          <Text size="xs" fw={600} c="orange.9">
            {t('machineTranslation.media.editor.issues.count', { count })}
          </Text>
        ) : null}
        {mark}
      </Group>
      {panel}
    </div>
  );
}

export const SegmentRow = memo(function SegmentRow({ n, pos, count, line, target, active, sourceLanguageName, targetLanguageName, readOnly, overrun, suggestion, issueCount, onIssues, issuePanel, threadMark, onSourceText, onTargetText, onSeek, onKey }: SegmentRowProps) {
  const t = useT();
  const unsure = line.words?.some((w) => (w.confidence ?? 1) < UNSURE_WORD_CONFIDENCE) ? line.words : null;
  const unsureLine = isUnsureLine(line);
  return (
    <div role="listitem" aria-posinset={pos ?? n} aria-setsize={count} data-line={line.id} data-unsure={unsureLine ? '' : undefined} aria-current={active ? 'true' : undefined} data-pair={targetLanguageName ? '' : undefined} className="lp-seg-row">
      <SegmentTime n={n} line={line} shown={target ? target.text : line.text} onSeek={() => onSeek(line.id)} onKey={(e) => onKey(e, line.id, 'time')} />
      <div>
        <LineText
          field="source"
          value={line.text}
          readOnly={readOnly}
          label={t('machineTranslation.media.editor.sourceText', { n, language: sourceLanguageName })}
          onText={(text) => onSourceText(line.id, text)}
          onKey={(e) => onKey(e, line.id, 'source')}
        />
        {unsure ? <UnsureWords words={unsure} /> : null}
        {unsureLine ? (
          <Text size="xs" c="orange.9">
            {t('machineTranslation.media.editor.unsureLine')}
          </Text>
        ) : null}
      </div>
      {targetLanguageName && target ? (
        <div>
          <LineText
            field="target"
            value={target.text}
            readOnly={readOnly}
            label={t('machineTranslation.media.editor.targetText', { n, language: targetLanguageName })}
            staleNote={target.stale ? `stale-${line.id}` : undefined}
            onText={(text) => onTargetText(line.id, text)}
            onKey={(e) => onKey(e, line.id, 'target')}
          />
          <GlossaryTranslation line={target} />
          <UnsureTranslation line={target} />
          {suggestion && !readOnly && suggestion.text !== target.text ? <MemorySuggestion suggestion={suggestion} n={n} onUse={() => onTargetText(line.id, suggestion.text)} /> : null}
          {target.stale ? (
            <Text id={`stale-${line.id}`} size="xs" c="orange.9">
              {t('machineTranslation.media.editor.stale')}
            </Text>
          ) : null}
          {overrun ? (
            <Text size="xs" c="red.8">
              {t('machineTranslation.media.editor.tooLongToSpeak', { slot: overrun.slotSeconds.toFixed(1), over: (overrun.spokenSeconds - overrun.slotSeconds).toFixed(1) })}
            </Text>
          ) : null}
        </div>
      ) : null}
      {onIssues && target ? <RowIssues n={n} id={line.id} count={issueCount ?? 0} onIssues={onIssues} panel={issuePanel} mark={threadMark} /> : null}
    </div>
  );
});

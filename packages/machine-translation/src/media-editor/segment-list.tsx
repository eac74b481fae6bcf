// The lines of the editor: per line its time (a button that plays from there), the transcript text and, beside
// it, the chosen language's translation, with the reading flags (characters a second, line length), the stale
// mark and the words the recogniser was unsure of. Rows off screen are not laid out (content-visibility), so
// a one-hour transcript of about 900 lines opens at once; the playing line is highlighted and kept in view.
import { memo, useEffect, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Text } from '@mantine/core';
import { readingFlags, SUBTITLE_MAX_CHARS_PER_SECOND, SUBTITLE_MAX_LINE_LENGTH, UNSURE_WORD_CONFIDENCE, type TranslatedSegment } from '@lingua/contract';
import { useT } from '@lingua/core';
import type { Line } from './editor-state.ts';
import { formatTime } from './use-player.ts';

/** What a row reports to the editor: a text typed, or a key the editor acts on. */
export interface RowHandlers {
  onSourceText: (id: string, text: string) => void;
  onTargetText: (id: string, text: string) => void;
  onSeek: (id: string) => void;
  onKey: (event: ReactKeyboardEvent<HTMLElement>, id: string, field: 'time' | 'source' | 'target') => void;
}

/** Props of SegmentList. */
export interface SegmentListProps extends RowHandlers {
  lines: readonly Line[];
  translation: readonly TranslatedSegment[] | null;
  sourceLanguageName: string;
  targetLanguageName: string | null;
  activeId: string | null;
  /** Follow the playhead: scroll the active line into view (while playing). */
  follow: boolean;
  readOnly: boolean;
}

/** One line's text field: the transcript's or a translation's (outlined while stale, the note naming why). */
function LineText(props: {
  field: 'source' | 'target';
  value: string;
  readOnly: boolean;
  label: string;
  staleNote?: string | undefined;
  onText: (text: string) => void;
  onKey: (event: ReactKeyboardEvent<HTMLElement>) => void;
}) {
  return (
    <textarea
      data-field={props.field}
      rows={2}
      value={props.value}
      readOnly={props.readOnly}
      aria-label={props.label}
      aria-describedby={props.staleNote}
      onChange={(e) => props.onText(e.target.value)}
      onKeyDown={props.onKey}
      className="lp-seg-text"
    />
  );
}

/**
 * The rows' look as classes in one stylesheet rendered with the list (inside the element's shadow root as well as
 * in the portal): set inline, the same thirty declarations on each of 900 rows cost more than the rows themselves
 * (React writes every inline property one by one). Rows say whether they are active with `aria-current`.
 */
const ROW_CSS = `
.lp-seg-list { display: flex; flex-direction: column; gap: 6px; max-height: 560px; overflow-y: auto; padding: 2px; }
.lp-seg-row { content-visibility: auto; contain-intrinsic-size: auto 88px; display: grid; grid-template-columns: 136px 1fr; gap: 8px;
  padding: 8px; border-radius: 8px; border: 1px solid var(--mantine-color-gray-3); }
.lp-seg-row[data-pair] { grid-template-columns: 136px 1fr 1fr; }
.lp-seg-row[aria-current='true'] { border-color: var(--mantine-color-blue-6); background: var(--mantine-color-blue-0); }
.lp-seg-time { font: inherit; font-size: var(--mantine-font-size-xs); font-variant-numeric: tabular-nums; background: none; border: 0;
  padding: 2px; cursor: pointer; color: inherit; text-align: left; }
.lp-seg-time > span { display: block; }
.lp-seg-time > span:first-child { font-weight: 600; }
.lp-seg-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.lp-seg-text { width: 100%; font: inherit; font-size: var(--mantine-font-size-sm); line-height: 1.4; padding: 6px 8px;
  border: 1px solid var(--mantine-color-gray-4); border-radius: 6px; resize: vertical; background: var(--mantine-color-body); color: inherit; }
.lp-seg-text[aria-describedby] { border-color: var(--mantine-color-orange-6); }
.lp-seg-words { font-size: var(--mantine-font-size-xs); color: var(--mantine-color-dimmed); margin-top: 2px; }
.lp-seg-words mark { background: var(--mantine-color-yellow-1); text-decoration: underline wavy var(--mantine-color-orange-7); color: inherit; }
`;

export function SegmentList({ lines, translation, activeId, follow, ...rest }: SegmentListProps) {
  const list = useRef<HTMLDivElement | null>(null);
  const texts = translation ? new Map(translation.map((l) => [l.id, l])) : null;
  useEffect(() => {
    if (!follow || !activeId) return;
    list.current?.querySelector(`[data-line="${activeId}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, follow]);
  return (
    <>
      <style>{ROW_CSS}</style>
      <div ref={list} role="list" className="lp-seg-list">
        {lines.map((line, i) => (
          <SegmentRow key={line.id} n={i + 1} line={line} target={texts?.get(line.id) ?? null} active={line.id === activeId} {...rest} />
        ))}
      </div>
    </>
  );
}

interface RowProps extends RowHandlers {
  n: number;
  line: Line;
  target: TranslatedSegment | null;
  active: boolean;
  sourceLanguageName: string;
  targetLanguageName: string | null;
  readOnly: boolean;
}

const SegmentRow = memo(function SegmentRow({ n, line, target, active, sourceLanguageName, targetLanguageName, readOnly, onSourceText, onTargetText, onSeek, onKey }: RowProps) {
  const t = useT();
  // The flags of what is shown as subtitles: the translation when one is beside the line, else the transcript.
  const flags = readingFlags(target ? { ...line, text: target.text } : line);
  const unsure = line.words?.some((w) => (w.confidence ?? 1) < UNSURE_WORD_CONFIDENCE) ? line.words : null;
  const range = { n, start: formatTime(line.start), end: formatTime(line.end) };
  const lineWord = t('machineTranslation.media.editor.lineWord');
  return (
    <div
      role="listitem"
      data-line={line.id}
      aria-current={active ? 'true' : undefined}
      data-pair={targetLanguageName ? '' : undefined}
      className="lp-seg-row"
    >
      <div>
        <button
          type="button"
          onClick={() => onSeek(line.id)}
          onKeyDown={(e) => onKey(e, line.id, 'time')}
          title={t('machineTranslation.media.editor.lineTime', range)}
          className="lp-seg-time"
        >
          {/* Plain elements in the rows: a one-hour transcript mounts about 900 of them at once. */}
          <span>
            <span className="lp-seg-hidden">{`${lineWord} `}</span>
            {`${n} `}
          </span>
          <span>{`${range.start} – `}</span>
          <span>{range.end}</span>
        </button>
        {flags.tooFast ? (
          <Text size="xs" c="orange.9" mt={4}>
            {t('machineTranslation.media.editor.tooFast', { cps: flags.charsPerSecond, max: SUBTITLE_MAX_CHARS_PER_SECOND })}
          </Text>
        ) : null}
        {flags.lineTooLong ? (
          <Text size="xs" c="orange.9" mt={4}>
            {t('machineTranslation.media.editor.lineTooLong', { length: flags.longestLine, max: SUBTITLE_MAX_LINE_LENGTH })}
          </Text>
        ) : null}
      </div>
      <div>
        <LineText
          field="source"
          value={line.text}
          readOnly={readOnly}
          label={t('machineTranslation.media.editor.sourceText', { n, language: sourceLanguageName })}
          onText={(text) => onSourceText(line.id, text)}
          onKey={(e) => onKey(e, line.id, 'source')}
        />
        {unsure ? (
          <div aria-label={t('machineTranslation.media.editor.unsure')} className="lp-seg-words">
            {unsure.map((w, k) =>
              (w.confidence ?? 1) < UNSURE_WORD_CONFIDENCE ? (
                // A title, not a Tooltip component: a long transcript has thousands of these.
                <mark key={k} title={t('machineTranslation.media.editor.unsureWord', { word: w.word })}>{`${w.word} `}</mark>
              ) : (
                <span key={k}>{`${w.word} `}</span>
              ),
            )}
          </div>
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
          {target.stale ? (
            <Text id={`stale-${line.id}`} size="xs" c="orange.9">
              {t('machineTranslation.media.editor.stale')}
            </Text>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});

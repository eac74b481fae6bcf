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
      style={{ ...textareaStyle, borderColor: props.staleNote ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-gray-4)' }}
    />
  );
}

/** Read by screen readers, not shown (Mantine's VisuallyHidden, without a component per row). */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const unsureStyle = { background: 'var(--mantine-color-yellow-1)', textDecoration: 'underline wavy var(--mantine-color-orange-7)', color: 'inherit' };

const textareaStyle = {
  width: '100%',
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 1.4,
  padding: '6px 8px',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 6,
  resize: 'vertical' as const,
  background: 'var(--mantine-color-body)',
  color: 'inherit',
};

export function SegmentList({ lines, translation, activeId, follow, ...rest }: SegmentListProps) {
  const list = useRef<HTMLDivElement | null>(null);
  const texts = translation ? new Map(translation.map((l) => [l.id, l])) : null;
  useEffect(() => {
    if (!follow || !activeId) return;
    list.current?.querySelector(`[data-line="${activeId}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, follow]);
  return (
    <div ref={list} role="list" style={{ display: 'flex', flexDirection: 'column', gap: 6, maxHeight: 560, overflowY: 'auto', padding: 2 }}>
      {lines.map((line, i) => (
        <SegmentRow key={line.id} n={i + 1} line={line} target={texts?.get(line.id) ?? null} active={line.id === activeId} {...rest} />
      ))}
    </div>
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
      style={{
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 88px',
        display: 'grid',
        gridTemplateColumns: targetLanguageName ? '136px 1fr 1fr' : '136px 1fr',
        gap: 8,
        padding: 8,
        borderRadius: 8,
        border: `1px solid ${active ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
        background: active ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <div>
        <button
          type="button"
          onClick={() => onSeek(line.id)}
          onKeyDown={(e) => onKey(e, line.id, 'time')}
          title={t('machineTranslation.media.editor.lineTime', range)}
          style={{ font: 'inherit', fontSize: 'var(--mantine-font-size-xs)', fontVariantNumeric: 'tabular-nums', background: 'none', border: 0, padding: 2, cursor: 'pointer', color: 'inherit', textAlign: 'left' }}
        >
          {/* Plain elements in the rows: a one-hour transcript mounts about 900 of them at once. */}
          <span style={{ display: 'block', fontWeight: 600 }}>
            <span style={visuallyHidden}>{`${lineWord} `}</span>
            {`${n} `}
          </span>
          <span style={{ display: 'block' }}>{`${range.start} – `}</span>
          <span style={{ display: 'block' }}>{range.end}</span>
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
          <div aria-label={t('machineTranslation.media.editor.unsure')} style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)', marginTop: 2 }}>
            {unsure.map((w, k) =>
              (w.confidence ?? 1) < UNSURE_WORD_CONFIDENCE ? (
                // A title, not a Tooltip component: a long transcript has thousands of these.
                <mark key={k} title={t('machineTranslation.media.editor.unsureWord', { word: w.word })} style={unsureStyle}>{`${w.word} `}</mark>
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

// A line's time: a button that plays from the line's start (and takes the timing keys), with the reading flags
// of what is shown as its subtitle (characters a second, line length).
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Text } from '@mantine/core';
import { readingFlags, SUBTITLE_MAX_CHARS_PER_SECOND, SUBTITLE_MAX_LINE_LENGTH } from '@lingua/contract';
import { useT } from '@lingua/core';
import type { Line } from './editor-state.ts';
import { formatTime } from './use-player.ts';

export interface SegmentTimeProps {
  n: number;
  line: Line;
  /** The text shown as the subtitle: the translation when one is beside the line, else the transcript. */
  shown: string;
  onSeek: () => void;
  onKey: (event: ReactKeyboardEvent<HTMLElement>) => void;
}

export function SegmentTime({ n, line, shown, onSeek, onKey }: SegmentTimeProps) {
  const t = useT();
  const flags = readingFlags({ ...line, text: shown });
  const range = { n, start: formatTime(line.start), end: formatTime(line.end) };
  return (
    <div>
      <button type="button" onClick={onSeek} onKeyDown={onKey} title={t('machineTranslation.media.editor.lineTime', range)} className="lp-seg-time">
        {/* Plain elements in the rows: a one-hour transcript mounts about 900 of them at once. */}
        <span>
          <span className="lp-seg-hidden">{`${t('machineTranslation.media.editor.lineWord')} `}</span>
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
  );
}

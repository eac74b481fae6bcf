// One line's text field: the transcript's or a translation's (outlined while stale, the note naming why). A plain
// textarea: a one-hour transcript mounts about 900 of them at once.
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { textDir } from '@lingua/core';

export interface LineTextProps {
  field: 'source' | 'target';
  value: string;
  readOnly: boolean;
  label: string;
  staleNote?: string | undefined;
  onText: (text: string) => void;
  onKey: (event: ReactKeyboardEvent<HTMLElement>) => void;
}

export function LineText(props: LineTextProps) {
  return (
    <textarea
      data-field={props.field}
      rows={2}
      value={props.value}
      // The line's own direction (decision 189): English in an Arabic page, Arabic lines in an English one.
      dir={textDir(props.value)}
      readOnly={props.readOnly}
      aria-label={props.label}
      aria-describedby={props.staleNote}
      onChange={(e) => props.onText(e.target.value)}
      onKeyDown={props.onKey}
      className="lp-seg-text"
    />
  );
}

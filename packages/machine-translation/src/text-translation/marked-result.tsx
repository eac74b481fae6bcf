// The translation with the client's glossary terms (decision 134), translation-memory sentences (decision 138) and the words
// the engine did not know (decision 143) underlined, each telling what it is on hover and on keyboard focus. Read-only like the plain box it stands in for,
// and labelled the same.
import { useId } from 'react';
import { Box, Input, Tooltip } from '@mantine/core';
import { useT } from '@lingua/core';
import type { ResultRun, RunKind } from './result-marks.ts';

const TOOLTIPS = {
  glossary: 'machineTranslation.text.fromGlossary',
  memory: 'machineTranslation.text.fromMemory',
  unsure: 'machineTranslation.text.unsureWord',
} as const;
// A term is underlined, a remembered sentence dotted and an unsure word wavy (as a spelling checker marks a word
// to look at), so the three read apart without colour alone.
const STYLES = {
  glossary: { textDecorationThickness: 2, textUnderlineOffset: 3 },
  memory: { textDecorationStyle: 'dotted', textDecorationThickness: 2, textUnderlineOffset: 3 },
  unsure: { textDecorationStyle: 'wavy', textDecorationColor: 'var(--mantine-color-orange-8)', textUnderlineOffset: 3 },
} as const;

// The plain Textarea's box at size sm (Mantine's multiline input): its padding, and its height at minRows 8 —
// eight rows as autosize measures them (in whole pixels: 14 px × 1.55 comes to 22 px), the padding and the 1px
// border.
const PAD_Y = '0.34375rem';
const PAD_X = '0.75rem';
const RESULT_MIN_HEIGHT = `calc(8 * 1.375rem * var(--mantine-scale) + 2 * ${PAD_Y} + 2px)`;

export function MarkedResult({ runs, label }: { runs: readonly ResultRun[]; label: string }) {
  const id = useId();
  return (
    // The plain box's own wrapper and label (a div: nothing here for a <label> to point at), so the label keeps
    // its weight and place and the box does not move when marks appear.
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id }}>
      <Box
        role="textbox"
        dir="auto"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={id}
        tabIndex={-1}
        py={PAD_Y}
        px={PAD_X}
        mih={RESULT_MIN_HEIGHT}
        bg="white"
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
          whiteSpace: 'pre-wrap',
          fontSize: 'var(--mantine-font-size-sm)',
          lineHeight: 'var(--mantine-line-height)',
        }}
      >
        {runs.map((run, i) => (run.kind ? <MarkedRun key={i} kind={run.kind} text={run.text} /> : <span key={i}>{run.text}</span>))}
      </Box>
    </Input.Wrapper>
  );
}

/** One marked stretch, told on hover and keyboard focus; the media editor marks its lines' terms with it too. */
export function MarkedRun({ kind, text }: { kind: NonNullable<RunKind>; text: string }) {
  const t = useT();
  return (
    <Tooltip label={t(TOOLTIPS[kind])} events={{ hover: true, focus: true, touch: true }}>
      <u tabIndex={0} data-mark={kind} style={STYLES[kind]}>
        {text}
      </u>
    </Tooltip>
  );
}

// The translation with the client's glossary terms (decision 134), translation-memory sentences (decision 138) and the words
// the engine did not know (decision 143) underlined, each telling what it is on hover and on keyboard focus. Read-only like the plain box it stands in for,
// and labelled the same.
import { useId } from 'react';
import { Box, Text, Tooltip } from '@mantine/core';
import { useT } from '@lingua/core';
import type { ResultRun } from './result-marks.ts';

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

export function MarkedResult({ runs, label }: { runs: readonly ResultRun[]; label: string }) {
  const t = useT();
  const id = useId();
  return (
    <div>
      <Text id={id} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Box
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={id}
        tabIndex={-1}
        p="xs"
        mih={180}
        bg="white"
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
          whiteSpace: 'pre-wrap',
          fontSize: 'var(--mantine-font-size-sm)',
        }}
      >
        {runs.map((run, i) =>
        run.kind ? (
          <Tooltip key={i} label={t(TOOLTIPS[run.kind])} events={{ hover: true, focus: true, touch: true }}>
            <u tabIndex={0} data-mark={run.kind} style={STYLES[run.kind]}>
              {run.text}
            </u>
          </Tooltip>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
      </Box>
    </div>
  );
}

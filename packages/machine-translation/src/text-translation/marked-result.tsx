// The translation with the client's glossary terms underlined (issue 40 §1), each telling where it came from on
// hover and on keyboard focus. Read-only like the plain box it stands in for, and labelled the same.
import { useId } from 'react';
import { Box, Text, Tooltip } from '@mantine/core';
import { useT } from '@lingua/core';
import type { ResultRun } from './result-marks.ts';

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
          run.glossary ? (
            <Tooltip
              key={i}
              label={t('machineTranslation.text.fromGlossary')}
              events={{ hover: true, focus: true, touch: true }}
            >
              <u
                tabIndex={0}
                data-glossary-term=""
                style={{ textDecorationThickness: 2, textUnderlineOffset: 3 }}
              >
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

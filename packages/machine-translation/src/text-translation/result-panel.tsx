// The result side: the target language, the translation (read-only), the detected language (and a warning when
// the text looks like another language than the chosen one) and Copy.
import { useEffect, useRef } from 'react';
import { Group, Paper, Select, Stack, Textarea } from '@mantine/core';
import { inputDir, useT } from '@lingua/core';
import { IconLanguage } from '@tabler/icons-react';
import { CopyResultButton } from './copy-result-button.tsx';
import { DetectionNote, LooksLikeWarning } from './detection-note.tsx';
import { MarkedResult } from './marked-result.tsx';
import { hasMarks, resultRuns } from './result-marks.ts';
import { AUTO_DETECT } from './text-translation-state.ts';
import type { TextTranslationModel } from './use-text-translation.ts';

export function ResultPanel({ model }: { model: TextTranslationModel }) {
  const t = useT();
  const { state, dispatch } = model;
  const translated = state.result?.translatedText ?? '';
  const runs = resultRuns(state.result);
  const box = useResultFocus(state.result);
  return (
    <Paper part="result" withBorder radius="md" p="md" bg="gray.0" ref={box}>
      <Stack gap="sm">
        <Select
          label={t('machineTranslation.text.targetLanguage')}
          data={model.targetOptions}
          value={state.target}
          onChange={(target) => dispatch({ type: 'target', target })}
          searchable
          error={state.problems.target ? t(`machineTranslation.text.validation.${state.problems.target}`) : undefined}
          withAsterisk
          leftSection={<IconLanguage size={16} aria-hidden />}
          comboboxProps={{ withinPortal: true }}
        />
        {hasMarks(runs) ? (
          <MarkedResult runs={runs} label={t('machineTranslation.text.result')} />
        ) : (
          <Textarea
            attributes={inputDir(translated)}
            label={t('machineTranslation.text.result')}
            placeholder={t('machineTranslation.text.resultPlaceholder')}
            value={translated}
            readOnly
            autosize
            minRows={8}
            maxRows={16}
            styles={{ input: { backgroundColor: 'var(--mantine-color-white)' } }}
          />
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={30}>
          <DetectionNote model={model} auto={state.source === AUTO_DETECT} />
          <CopyResultButton text={translated} />
        </Group>
        <LooksLikeWarning model={model} />
      </Stack>
    </Paper>
  );
}

/**
 * A new translation takes the focus, so a keyboard or screen-reader user lands on what Translate produced; the
 * first render (nothing translated yet) leaves the focus where it is.
 */
function useResultFocus(result: unknown) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(result);
  useEffect(() => {
    if (!result || result === shown.current) return;
    shown.current = result;
    box.current?.querySelector<HTMLElement>('textarea, [role="textbox"]')?.focus();
  }, [result]);
  return box;
}

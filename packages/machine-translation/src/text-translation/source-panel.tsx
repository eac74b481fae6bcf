// The source side: the language (or auto-detect), the text, and its counter against the limit, in the error
// colour as soon as the text is past it.
import { useId } from 'react';
import { Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { inputDir, useT } from '@lingua/core';
import { IconLanguage } from '@tabler/icons-react';
import { AUTO_DETECT } from './text-translation-state.ts';
import type { TextTranslationModel } from './use-text-translation.ts';

export function SourcePanel({ model }: { model: TextTranslationModel }) {
  const t = useT();
  const counterId = useId();
  const { state, dispatch, max } = model;
  const over = model.overBy > 0;
  const sourceOptions = [{ value: AUTO_DETECT, label: t('machineTranslation.text.autoDetect') }, ...model.targetOptions];
  const problem = state.problems.text === 'tooLong' ? t('machineTranslation.text.validation.tooLong', { max: max! }) : state.problems.text ? t(`machineTranslation.text.validation.${state.problems.text}`) : undefined;
  return (
    <Paper part="source" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Select
          label={t('machineTranslation.text.sourceLanguage')}
          data={sourceOptions}
          value={state.source}
          onChange={(source) => dispatch({ type: 'source', source })}
          allowDeselect={false}
          searchable
          leftSection={<IconLanguage size={16} aria-hidden />}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          attributes={inputDir(state.text)}
          label={t('machineTranslation.text.sourceText')}
          placeholder={t('machineTranslation.text.sourcePlaceholder')}
          value={state.text}
          onChange={(event) => dispatch({ type: 'text', text: event.currentTarget.value })}
          autosize
          minRows={8}
          maxRows={16}
          error={problem}
          aria-invalid={over || !!problem}
          aria-describedby={counterId}
          withAsterisk
        />
        <Text id={counterId} size="sm" ta="end" c={over ? 'red.8' : 'dimmed'} fw={over ? 600 : 400} data-over={over || undefined} aria-label={t('machineTranslation.text.counterLabel', { count: state.text.length, max: max! })}>
          {t('machineTranslation.text.counter', { count: state.text.length, max: max! })}
        </Text>
      </Stack>
    </Paper>
  );
}

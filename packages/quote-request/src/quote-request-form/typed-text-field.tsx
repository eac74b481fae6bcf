// The text typed or pasted to translate, with its count against TEXT_INPUT_MAX_LENGTH under it: in the error
// colour as soon as the text is past the limit, which the form and the server both refuse.
import { useId } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { TEXT_INPUT_MAX_LENGTH } from '@lingua/contract';
import { formatNumber, inputDir, useT } from '@lingua/core';
import type { QuoteRequestFormState } from './use-quote-request-form.ts';

export function TypedTextField({ form }: { form: QuoteRequestFormState }) {
  const t = useT();
  const counterId = useId();
  const count = form.values.textInput.length;
  const over = count > TEXT_INPUT_MAX_LENGTH;
  const max = formatNumber(TEXT_INPUT_MAX_LENGTH);
  const input = form.getInputProps('textInput');
  return (
    <Stack gap={4}>
      <Textarea attributes={inputDir(form.values.textInput)} label={t('createProject.documents.text')} withAsterisk autosize minRows={6} maxRows={16} {...input} error={input.error ?? (over ? t('createProject.validation.textTooLong', { max }) : undefined)} aria-describedby={counterId} />
      <Text id={counterId} size="sm" ta="end" c={over ? 'red.8' : 'dimmed'} fw={over ? 600 : 400} aria-label={t('createProject.documents.textCounterLabel', { count: formatNumber(count), max })}>
        {t('createProject.documents.textCounter', { count: formatNumber(count), max })}
      </Text>
    </Stack>
  );
}

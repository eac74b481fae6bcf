// Text translation (spec 3 §2.2, §5): source text with a count/max counter, source language with auto-detect,
// required target, Translate and Clear, a read-only result with Copy (confirmation 5 s), the detected-language
// note and a disclaimer. Its state is text-translation-state.ts; its calls use-text-translation.ts.
import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TranslateTextResponse } from '@lingua/contract';
import { ErrorAlert, useT } from '@lingua/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { registerMachineTranslationTexts } from '../texts.ts';
import { ResultPanel } from './result-panel.tsx';
import { SourcePanel } from './source-panel.tsx';
import { TranslateToolbar } from './translate-toolbar.tsx';
import { useTextTranslation } from './use-text-translation.ts';

registerMachineTranslationTexts();

export interface TextTranslationProps {
  /** Called after a successful translation. */
  onTranslated?: (result: TranslateTextResponse) => void;
}

export function TextTranslation({ onTranslated }: TextTranslationProps) {
  const t = useT();
  const model = useTextTranslation(onTranslated);
  const { settings, languages, translate } = model;
  if (settings.error) return <ErrorAlert error={settings.error} onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Skeleton height={320} radius="md" />;
  return (
    <form part="form" onSubmit={(event) => void model.submit(event)} noValidate>
      <Stack gap="md">
        {languages.error ? <ErrorAlert error={languages.error} onRetry={() => void languages.mutate()} /> : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <SourcePanel model={model} />
          <ResultPanel model={model} />
        </SimpleGrid>
        {translate.error ? <ErrorAlert error={translate.error} /> : null}
        <TranslateToolbar model={model} />
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} p="sm">
          <Text size="sm" c="gray.8">
            {t('machineTranslation.text.disclaimer')}
          </Text>
        </Alert>
      </Stack>
    </form>
  );
}

import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { COPY_CONFIRMATION_MS } from '@lingua/contract';
import type { TranslateTextResponse } from '@lingua/contract';
import { ErrorAlert, useT, useLanguages } from '@lingua/core';
import { IconCheck, IconCopy, IconInfoCircle, IconLanguage, IconSparkles } from '@tabler/icons-react';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { useTranslateText } from '../api/translate-text.ts';
import { languageName, languageOptions } from '../languages.ts';
import { registerMachineTranslationTexts } from '../texts.ts';

registerMachineTranslationTexts();

/** Value of the source select that asks the server to detect the language. */
const AUTO_DETECT = 'auto';

/** Props of TextTranslation. */
export interface TextTranslationProps {
  /** Called after a successful translation. */
  onTranslated?: (result: TranslateTextResponse) => void;
}

interface FieldErrors {
  text?: string;
  target?: string;
}

/**
 * Text translation (spec 3 §2.2, §5): source text with a count/max counter, source language with auto-detect,
 * required target, Translate and Clear, a read-only result with Copy (confirmation 5 s), the detected-language
 * note and a disclaimer.
 */
export function TextTranslation({ onTranslated }: TextTranslationProps) {
  const t = useT();
  const settings = useMachineTranslationSettings();
  // intento id = served by the installed engine for text (the server clears it for languages the engine lacks).
  const languages = useLanguages({ intentoIdExists: true });
  const translate = useTranslateText();
  const [text, setText] = useState('');
  const [source, setSource] = useState<string>(AUTO_DETECT);
  const [target, setTarget] = useState<string | null>(null);
  const [result, setResult] = useState<TranslateTextResponse | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const counterId = useId();
  // Sorted once per language list, not on every keystroke (decision 088).
  const targetOptions = useMemo(() => languageOptions(languages.data), [languages.data]);

  const max = settings.data?.maxCharactersPerRequest;
  const over = max !== undefined && text.length > max;

  const validate = (): FieldErrors => {
    const next: FieldErrors = {};
    if (text.trim() === '') next.text = t('machineTranslation.text.validation.textRequired');
    else if (over) next.text = t('machineTranslation.text.validation.tooLong', { max: max! });
    if (!target) next.target = t('machineTranslation.text.validation.targetRequired');
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.text || found.target) return;
    try {
      const reply = await translate.trigger({
        text,
        sourceLanguageCode: source === AUTO_DETECT ? null : source,
        targetLanguageCode: target!,
      });
      setResult(reply);
      onTranslated?.(reply);
    } catch {
      // Shown from translate.error.
    }
  };

  const clear = () => {
    setText('');
    setResult(null);
    setErrors({});
    translate.reset();
  };

  if (settings.error) return <ErrorAlert error={settings.error} onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Skeleton height={320} radius="md" />;

  const sourceOptions = [{ value: AUTO_DETECT, label: t('machineTranslation.text.autoDetect') }, ...targetOptions];
  const detected = source === AUTO_DETECT && result?.detectedLanguage ? languageName(languages.data, result.detectedLanguage) : null;

  return (
    <form part="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {languages.error ? <ErrorAlert error={languages.error} onRetry={() => void languages.mutate()} /> : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper part="source" withBorder radius="md" p="md">
            <Stack gap="sm">
              <Select
                label={t('machineTranslation.text.sourceLanguage')}
                data={sourceOptions}
                value={source}
                onChange={(value) => setSource(value ?? AUTO_DETECT)}
                allowDeselect={false}
                searchable
                leftSection={<IconLanguage size={16} aria-hidden />}
                comboboxProps={{ withinPortal: true }}
              />
              <Textarea
                label={t('machineTranslation.text.sourceText')}
                placeholder={t('machineTranslation.text.sourcePlaceholder')}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  if (errors.text) setErrors((e) => ({ ...e, text: undefined }));
                }}
                autosize
                minRows={8}
                maxRows={16}
                error={errors.text}
                aria-describedby={counterId}
                withAsterisk
              />
              <Text
                id={counterId}
                size="sm"
                ta="right"
                c={over ? 'error' : 'dimmed'}
                fw={over ? 600 : 400}
                aria-label={t('machineTranslation.text.counterLabel', { count: text.length, max: max! })}
              >
                {t('machineTranslation.text.counter', { count: text.length, max: max! })}
              </Text>
            </Stack>
          </Paper>
          <Paper part="result" withBorder radius="md" p="md" bg="gray.0">
            <Stack gap="sm">
              <Select
                label={t('machineTranslation.text.targetLanguage')}
                data={targetOptions}
                value={target}
                onChange={(value) => {
                  setTarget(value);
                  if (errors.target) setErrors((e) => ({ ...e, target: undefined }));
                }}
                searchable
                error={errors.target}
                withAsterisk
                leftSection={<IconLanguage size={16} aria-hidden />}
                comboboxProps={{ withinPortal: true }}
              />
              <Textarea
                label={t('machineTranslation.text.result')}
                placeholder={t('machineTranslation.text.resultPlaceholder')}
                value={result?.translatedText ?? ''}
                readOnly
                autosize
                minRows={8}
                maxRows={16}
                styles={{ input: { backgroundColor: 'var(--mantine-color-white)' } }}
              />
              <Group justify="space-between" wrap="nowrap" gap="xs" mih={30}>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {detected ? t('machineTranslation.text.detected', { language: detected }) : ''}
                </Text>
                <CopyButton value={result?.translatedText ?? ''} timeout={COPY_CONFIRMATION_MS}>
                  {({ copied, copy }) => (
                    <Button
                      variant="default"
                      // Dark teal on white keeps the confirmation above 4.5:1 (a light green fill does not).
                      c={copied ? 'teal.9' : undefined}
                      size="xs"
                      onClick={copy}
                      disabled={!result?.translatedText}
                      leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                    >
                      {copied ? t('machineTranslation.text.copied') : t('machineTranslation.text.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Paper>
        </SimpleGrid>
        {translate.error ? <ErrorAlert error={translate.error} /> : null}
        <Group part="toolbar" justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Button type="submit" loading={translate.isMutating} leftSection={<IconSparkles size={16} aria-hidden />}>
              {t('machineTranslation.text.translate')}
            </Button>
            <Button variant="default" onClick={clear} disabled={translate.isMutating}>
              {t('machineTranslation.text.clear')}
            </Button>
          </Group>
        </Group>
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} p="sm">
          <Text size="sm" c="gray.8">
            {t('machineTranslation.text.disclaimer')}
          </Text>
        </Alert>
      </Stack>
    </form>
  );
}

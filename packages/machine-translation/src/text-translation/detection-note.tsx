// Under the result (decision 144): the language detected and how sure the engine is, and a warning when the
// chosen source and a confident detection disagree. Both are announced politely, after the translation.
import { Alert, Text } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TranslateTextResponse } from '@lingua/contract';
import { languageName } from '../languages.ts';
import type { TextTranslationModel } from './use-text-translation.ts';

/** What the note says: the detected language (auto-detect only), with its certainty when the engine gave one. */
export function detectedText(t: ReturnType<typeof useT>, result: TranslateTextResponse | null, name: (id: string) => string): string {
  const id = result?.detectedLanguage;
  if (!id) return '';
  const sure = result.detection?.language === id ? Math.round(result.detection.confidence * 100) : null;
  return sure === null ? t('machineTranslation.text.detected', { language: name(id) }) : t('machineTranslation.text.detectedSure', { language: name(id), percent: sure });
}

export function DetectionNote({ model, auto }: { model: TextTranslationModel; auto: boolean }) {
  const t = useT();
  const name = (id: string) => languageName(model.languages.data, id);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {auto ? detectedText(t, model.state.result, name) : ''}
    </Text>
  );
}

export function LooksLikeWarning({ model }: { model: TextTranslationModel }) {
  const t = useT();
  const looksLike = model.state.result?.looksLike;
  return (
    <div aria-live="polite">
      {looksLike ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />} p="xs">
          {t('machineTranslation.text.looksLike', { language: languageName(model.languages.data, looksLike) })}
        </Alert>
      ) : null}
    </div>
  );
}

// Translate and Clear. Translate is disabled while the text is past the limit, with the reason beside it.
import { useId } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconSparkles } from '@tabler/icons-react';
import type { TextTranslationModel } from './use-text-translation.ts';

export function TranslateToolbar({ model }: { model: TextTranslationModel }) {
  const t = useT();
  const reasonId = useId();
  const over = model.overBy > 0;
  const busy = model.translate.isMutating;
  return (
    <Group part="toolbar" justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm">
        <Button type="submit" loading={busy} disabled={over} aria-describedby={over ? reasonId : undefined} leftSection={<IconSparkles size={16} aria-hidden />}>
          {t('machineTranslation.text.translate')}
        </Button>
        <Button variant="default" onClick={model.clear} disabled={busy}>
          {t('machineTranslation.text.clear')}
        </Button>
        {over ? (
          <Text id={reasonId} size="sm" c="red.8" role="status">
            {t('machineTranslation.text.overLimit', { count: model.overBy, max: model.max! })}
          </Text>
        ) : null}
      </Group>
    </Group>
  );
}

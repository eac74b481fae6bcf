// A sentence of the company's translation memory at 85 % or more, offered under a translated line (decision 145):
// never applied by itself; "Use" writes it into the line as the user's own edit.
import { Button, Group, Text } from '@mantine/core';
import type { MemorySuggestion as Suggestion } from '@lingua/contract';
import { useT } from '@lingua/core';

export function MemorySuggestion({ suggestion, n, onUse }: { suggestion: Suggestion; n: number; onUse: () => void }) {
  const t = useT();
  const percent = Math.round(suggestion.score * 100);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mt={2} data-suggestion={suggestion.id}>
      <Text size="xs" c="dimmed" style={{ flex: 1 }} title={suggestion.sourceText}>
        {t('machineTranslation.media.editor.memorySuggestion', { percent })} <Text span size="xs" c="dark">{suggestion.text}</Text>
      </Text>
      <Button size="compact-xs" variant="light" onClick={onUse} aria-label={t('machineTranslation.media.editor.useSuggestion', { n })}>
        {t('machineTranslation.media.editor.use')}
      </Button>
    </Group>
  );
}

// A save against an older version (409, decision 179): each segment both this person and someone else changed,
// the two texts side by side to choose from. Saving waits until every one is chosen; nothing typed is lost.
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DocumentSegment } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconGitCompare } from '@tabler/icons-react';
import { SourceText } from './segment-row.tsx';

export interface ConflictViewProps {
  conflicts: readonly DocumentSegment[];
  mine: readonly string[];
  onResolve(position: number, choice: 'mine' | 'theirs'): void;
}

function Version({ heading, text, action, onChoose }: { heading: string; text: string; action: string; onChoose(): void }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap={6}>
        <Text size="xs" fw={600} c="dimmed">
          {heading}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <SourceText text={text} />
        </Text>
        <Group>
          <Button size="xs" variant="light" onClick={onChoose}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ConflictView({ conflicts, mine, onResolve }: ConflictViewProps) {
  const t = useT();
  return (
    <section aria-labelledby="lp-doc-conflict">
    <Alert color="orange" variant="light" icon={<IconGitCompare aria-hidden />}>
      <Stack gap="sm">
        <Title order={3} size="h5" id="lp-doc-conflict">
          {t('documentReview.conflict.title')}
        </Title>
        <Text size="sm">{t('documentReview.conflict.intro', { count: conflicts.length })}</Text>
        {conflicts.map((s) => (
          <Stack key={s.position} gap={4}>
            <Text size="sm" fw={600}>
              {t('documentReview.segment', { n: s.position + 1, total: mine.length })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Version heading={t('documentReview.conflict.mine')} text={mine[s.position] ?? ''} action={t('documentReview.conflict.keepMine')} onChoose={() => onResolve(s.position, 'mine')} />
              <Version
                heading={s.editedBy ? t('documentReview.conflict.theirs', { who: s.editedBy }) : t('documentReview.conflict.theirsUnknown')}
                text={s.target}
                action={t('documentReview.conflict.keepTheirs')}
                onChoose={() => onResolve(s.position, 'theirs')}
              />
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Alert>
    </section>
  );
}

// The wizard's answer: the recommended service, why, and the way to it (or start over).
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '@lingua/core';
import { recommendationPath, type recommend } from './recommend.ts';

export function WizardResult({
  result,
  onRestart,
}: {
  result: NonNullable<ReturnType<typeof recommend>>;
  onRestart: () => void;
}) {
  const t = useT();
  const base = 'portal.content.wizard';
  return (
    <Stack>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" color="orange">
          <IconBulb size={24} aria-hidden="true" />
        </ThemeIcon>
        <div>
          <Title order={2} fz={22} aria-live="polite">
            {t(`${base}.result`)}: {t(`${base}.recommendations.${result}.service`)}
          </Title>
          <Text mt="xs" lh={1.7}>
            {t(`${base}.recommendations.${result}.reason`)}
          </Text>
        </div>
      </Group>
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={onRestart}>
          {t(`${base}.restart`)}
        </Button>
        <Button component={Link} to={recommendationPath(result)}>
          {t(`${base}.open`, { service: t(`${base}.recommendations.${result}.service`) })}
        </Button>
      </Group>
    </Stack>
  );
}

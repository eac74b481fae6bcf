// One titled section of the create-project form (spec 2 §2–§5): a bordered region named by its title.
import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

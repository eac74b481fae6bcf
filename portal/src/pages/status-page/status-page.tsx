import type { ReactNode } from 'react';
import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@lingua/core';

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  /** Explanation under the heading. */
  text: string;
}

/** A centred message with a way back home (not found, access restricted). */
export function StatusPage({ icon, title, text }: StatusPageProps) {
  const t = useT();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="blue">
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="gray.8" fz="lg">
          {text}
        </Text>
        <Button component={Link} to="/" mt="sm">
          {t('portal.pages.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}

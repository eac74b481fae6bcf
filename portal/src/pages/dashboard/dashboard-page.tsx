import { Container, Text, Title } from '@mantine/core';
import { useT } from '@lingua/core';

/** /DASHBOARD until the dashboards feature lands: a heading and a plain statement, no figures. */
export function DashboardPage() {
  const t = useT();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('portal.dashboard.title')}</Title>
      <Text mt="sm" c="gray.8">
        {t('portal.dashboard.lead')}
      </Text>
    </Container>
  );
}

import { Container, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { Guard, useT } from '@lingua/core';
import type { GuardedArea } from './guarded-areas.ts';

/** A guarded area whose feature has not landed: the guard, then a heading and a plain statement. */
export function GuardedAreaPage({ area }: { area: GuardedArea }) {
  const t = useT();
  const location = useLocation();
  return (
    <Container size="lg" py={48}>
      <Guard allowedRoles={area.allowedRoles} requiredApplications={area.requiredApplications} currentPath={location.pathname}>
        <Title order={1}>{t(`portal.areas.${area.id}`)}</Title>
        <Text mt="sm" c="gray.8">
          {t('portal.areas.notYet')}
        </Text>
      </Guard>
    </Container>
  );
}

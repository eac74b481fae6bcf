import { Button, Container, Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { endImpersonation, useSession, useT } from '@lingua/core';

export interface ImpersonationBannerProps {
  /** Ends impersonation; core's endImpersonation (clears the override and reloads /) by default. */
  onEnd?: () => void;
}

/** Always-visible notice while an ADMIN acts as another user, so nobody forgets whose data they change. */
export function ImpersonationBanner({ onEnd = endImpersonation }: ImpersonationBannerProps) {
  const t = useT();
  const override = useSession((s) => s.override);
  const signedIn = useSession((s) => s.status === 'authenticated');
  if (!override || !signedIn) return null;
  return (
    <section aria-label={t('portal.impersonation.banner', { name: override.username })} style={{ background: 'var(--mantine-color-orange-1)', borderBottom: '1px solid var(--mantine-color-orange-3)' }}>
      <Container size="lg" py={8}>
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconUserCheck size={20} color="var(--mantine-color-orange-9)" aria-hidden="true" />
            <div>
              <Text fw={700} fz="sm" c="orange.9" role="status">
                {t('portal.impersonation.banner', { name: override.username })}
              </Text>
              <Text fz="xs" c="gray.8" visibleFrom="sm">
                {t('portal.impersonation.bannerHint')}
              </Text>
            </div>
          </Group>
          <Button size="xs" color="orange.9" variant="outline" onClick={() => onEnd()}>
            {t('portal.header.endImpersonation')}
          </Button>
        </Group>
      </Container>
    </section>
  );
}

import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert, useEffectiveUser, useSession, useT, useUserAccount } from '@lingua/core';
import { ToolCardGrid } from './tool-card-grid.tsx';
import { visibleToolCards } from './tool-cards.ts';
import type { ExternalLinks } from './tool-cards.ts';
import { Welcome } from './welcome.tsx';

export interface HomePageProps {
  /** External pages of this deployment (from /portal-config.json); cards without a link are hidden. */
  links?: ExternalLinks;
}

/** Home `/` (spec 2 §2): the welcome before sign-in, the tool cards after. */
export function HomePage({ links }: HomePageProps) {
  const status = useSession((s) => s.status);
  return status === 'authenticated' ? <ToolCards links={links} /> : <Welcome />;
}

function ToolCards({ links }: HomePageProps) {
  const t = useT();
  const user = useEffectiveUser();
  const signedIn = useSession((s) => s.user);
  const override = useSession((s) => s.override);
  const account = useUserAccount();
  // While impersonating, greet the impersonated account: the page shows their tools, not the admin's.
  const name = override ? override.username : signedIn?.firstName || user?.username || '';
  const cards = visibleToolCards({ roles: user?.roles ?? [], applications: account.data?.applications ?? [], links });
  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t('portal.home.signedInTitle', { name })}</Title>
        <Text c="gray.7" fz="lg">
          {t('portal.home.signedInLead')}
        </Text>
      </Stack>
      {account.error ? <ErrorAlert error={account.error} mb="lg" /> : null}
      {account.isLoading ? (
        <Center py="xl">
          <Loader aria-label={t('portal.loading')} />
        </Center>
      ) : cards.length ? (
        <ToolCardGrid cards={cards} />
      ) : (
        <Text>{t('portal.home.noTools')}</Text>
      )}
    </Container>
  );
}

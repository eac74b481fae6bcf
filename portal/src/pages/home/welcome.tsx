import { Box, Button, Card, Container, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCertificate, IconClockHour4, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { signIn, useT } from '@lingua/core';
import { ToolCardIcon } from './tool-card-icon.tsx';
import type { ToolCardId } from './tool-cards.ts';

const SERVICES: ReadonlyArray<{ path: string; icon: ToolCardId; key: string }> = [
  { path: '/quickTranslation', icon: 'quickTranslation', key: 'quickTranslation' },
  { path: '/languageLineConnect', icon: 'languageLineConnect', key: 'languageLineConnect' },
  { path: '/websiteProxy', icon: 'websiteProxy', key: 'websiteProxy' },
  { path: '/connector', icon: 'connector', key: 'connector' },
];

const HIGHLIGHTS = [
  { key: 'quality', Icon: IconCertificate },
  { key: 'speed', Icon: IconClockHour4 },
  { key: 'security', Icon: IconShieldLock },
] as const;

/** The welcome's banner: what the provider offers, Request quote and Sign in, and three reasons to choose it. */
function WelcomeHero() {
  const t = useT();
  return (
    <Box style={{ background: 'linear-gradient(135deg, var(--mantine-color-blue-9) 0%, var(--mantine-color-blue-8) 100%)', color: 'white' }}>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Title order={1} fz={{ base: 32, sm: 46 }} maw={720} lh={1.15}>
          {t('portal.home.welcomeTitle')}
        </Title>
        <Text fz="lg" mt="lg" maw={680} c="blue.0">
          {t('portal.home.welcomeLead')}
        </Text>
        <Group mt="xl" gap="md">
          <Button size="md" color="orange" component={Link} to="/createProject" rightSection={<IconArrowRight size={18} aria-hidden="true" className="mantine-rotate-rtl" />}>
            {t('portal.home.requestQuote')}
          </Button>
          <Button size="md" variant="white" color="blue.9" onClick={() => void signIn()}>
            {t('portal.home.signIn')}
          </Button>
        </Group>
        <List mt={40} spacing="sm" center styles={{ itemLabel: { color: 'white' } }}>
          {HIGHLIGHTS.map(({ key, Icon }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon color="blue.5" radius="xl" size={28}>
                  <Icon size={16} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              {t(`portal.home.highlights.${key}`)}
            </List.Item>
          ))}
        </List>
      </Container>
    </Box>
  );
}

/** Home before sign-in (spec 2 §2): a welcome with Sign in and Request quote, then the services to explore. */
export function Welcome() {
  const t = useT();
  return (
    <>
      <WelcomeHero />
      <Container size="lg" py={56}>
        <Title order={2} mb="lg">
          {t('portal.home.explore')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {SERVICES.map((s) => (
            <Card key={s.path} component={Link} to={s.path} withBorder radius="md" padding="lg" className="lingua-tool-card">
              <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                <ToolCardIcon id={s.icon} size={24} />
              </ThemeIcon>
              <Text fw={700} c="gray.9">
                {t(`portal.content.${s.key}.title`)}
              </Text>
              <Text fz="sm" c="gray.7" mt={4} lineClamp={3}>
                {t(`portal.toolCards.${s.icon}.description`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group mt="xl" gap="md">
          <Button variant="light" component={Link} to="/solutionWizard">
            {t('portal.content.common.findService')}
          </Button>
          <Button variant="subtle" component={Link} to="/consoleHelp">
            {t('portal.content.common.readFaq')}
          </Button>
        </Group>
      </Container>
    </>
  );
}

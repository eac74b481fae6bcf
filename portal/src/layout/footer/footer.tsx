import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '@lingua/core';
import { Brand } from '../brand/index.ts';

const SERVICE_LINKS = [
  { to: '/languageConnect', key: 'portal.content.languageConnect.title' },
  { to: '/quickTranslation', key: 'portal.content.quickTranslation.title' },
  { to: '/webSitesEasyWay', key: 'portal.content.webSitesEasyWay.title' },
  { to: '/languageLineConnect', key: 'portal.content.languageLineConnect.title' },
  { to: '/anythingInBetween', key: 'portal.content.anythingInBetween.title' },
] as const;

/** The footer (spec 1 §1): copyright with a privacy link, contact e-mail and phone links. */
export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer style={{ background: 'var(--mantine-color-gray-0)', borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Brand />
            <Text fz="sm" c="gray.8">
              {t('portal.footer.hours')}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="gray.8">
              {t('portal.footer.servicesHeading')}
            </Title>
            {SERVICE_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} fz="sm" c="blue.8">
                {t(link.key)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="gray.8">
              {t('portal.footer.contactHeading')}
            </Title>
            <Anchor href={`mailto:${t('portal.footer.email')}`} fz="sm" c="blue.8" aria-label={t('portal.footer.emailLabel')}>
              <IconMail size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
              {/* An address and a number read left to right in every language (decision 189). */}
              <bdi dir="ltr">{t('portal.footer.email')}</bdi>
            </Anchor>
            <Anchor href={`tel:${t('portal.footer.phoneHref')}`} fz="sm" c="blue.8" aria-label={t('portal.footer.phoneLabel')}>
              <IconPhone size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
              <bdi dir="ltr">{t('portal.footer.phone')}</bdi>
            </Anchor>
            <Anchor component={Link} to="/consoleHelp" fz="sm" c="blue.8">
              {t('portal.footer.faq')}
            </Anchor>
            <Anchor component={Link} to="/solutionWizard" fz="sm" c="blue.8">
              {t('portal.footer.wizard')}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text fz="xs" c="gray.8" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {t('portal.footer.copyright', { year })}{' '}
          <Anchor component={Link} to="/privacy" fz="xs" c="blue.8" underline="always">
            {t('portal.footer.privacy')}
          </Anchor>
        </Text>
      </Container>
    </footer>
  );
}

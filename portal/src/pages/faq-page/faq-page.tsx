import { Accordion, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '@lingua/core';
import { PageHero } from '../content-page/page-hero.tsx';
import { contentTexts } from '../../texts/content-texts.ts';
import { registerContentTexts } from '../../texts/register-content-texts.ts';

registerContentTexts();

/** /consoleHelp: frequently asked questions, one accordion per topic. */
export function FaqPage() {
  const t = useT();
  const base = 'portal.content.faq';
  return (
    <article>
      <PageHero title={t(`${base}.title`)} lead={t(`${base}.lead`)} />
      <Container size="md" pb={56}>
        <Stack gap={36}>
          {contentTexts.faq.groups.map((group, g) => (
            <section key={g}>
              <Title order={2} fz={22} mb="sm">
                {t(`${base}.groups.${g}.heading`)}
              </Title>
              <Accordion variant="separated" radius="md" chevronPosition="right">
                {group.items.map((_, i) => (
                  <Accordion.Item key={i} value={`${g}-${i}`}>
                    <Accordion.Control>
                      <Text fw={600}>{t(`${base}.groups.${g}.items.${i}.q`)}</Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Text lh={1.7}>{t(`${base}.groups.${g}.items.${i}.a`)}</Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          ))}
          <Paper withBorder radius="md" p="xl" bg="blue.0">
            <Title order={2} fz={20}>
              {t('portal.footer.contactHeading')}
            </Title>
            <Text mt="xs">{t('portal.footer.hours')}</Text>
            <Text mt="xs">
              <Anchor href={`mailto:${t('portal.footer.email')}`} c="blue.8">
                {t('portal.footer.email')}
              </Anchor>
              {' · '}
              <Anchor href={`tel:${t('portal.footer.phoneHref')}`} c="blue.8">
                {t('portal.footer.phone')}
              </Anchor>
            </Text>
          </Paper>
        </Stack>
      </Container>
    </article>
  );
}

import { Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '@lingua/core';
import { PageHero } from './page-hero.tsx';
import { contentTexts } from '../../texts/content-texts.ts';
import { registerContentTexts } from '../../texts/register-content-texts.ts';

registerContentTexts();

/** Content pages rendered from the catalogue's title, lead, sections and call to action. */
export type ContentPageId =
  | 'languageLineConnect'
  | 'quickTranslation'
  | 'connector'
  | 'websiteProxy'
  | 'languageConnect'
  | 'webSitesEasyWay'
  | 'anythingInBetween'
  | 'privacy';

interface SectionShape {
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
}

export interface ContentPageProps {
  /** Which page; its texts are under `portal.content.<page>`. */
  page: ContentPageId;
}

/**
 * A product-information page. The section layout (how many paragraphs and list items) comes from the
 * catalogue's shape; every text is read through t() so a deployment can reword it.
 */
export function ContentPage({ page }: ContentPageProps) {
  const t = useT();
  const base = `portal.content.${page}`;
  const sections = contentTexts[page].sections as readonly SectionShape[];
  return (
    <article>
      <PageHero title={t(`${base}.title`)} lead={t(`${base}.lead`)} />
      <Container size="md" pb={56}>
        <Stack gap={40} mt="md">
          {sections.map((section, s) => (
            <section key={s}>
              <Title order={2} fz={24} mb="sm">
                {t(`${base}.sections.${s}.heading`)}
              </Title>
              {section.paragraphs?.map((_, p) => (
                <Text key={p} mb="sm" lh={1.7}>
                  {t(`${base}.sections.${s}.paragraphs.${p}`)}
                </Text>
              ))}
              {section.items ? (
                <List
                  spacing="xs"
                  mt="sm"
                  icon={
                    <ThemeIcon color="blue.7" size={22} radius="xl">
                      <IconCheck size={14} aria-hidden="true" />
                    </ThemeIcon>
                  }
                >
                  {section.items.map((_, i) => (
                    <List.Item key={i}>{t(`${base}.sections.${s}.items.${i}`)}</List.Item>
                  ))}
                </List>
              ) : null}
            </section>
          ))}
          <Paper withBorder radius="md" p="xl" bg="blue.0">
            <Title order={2} fz={22}>
              {t(`${base}.ctaHeading`)}
            </Title>
            <Text mt="xs" c="gray.8">
              {t(`${base}.ctaText`)}
            </Text>
            <Group mt="lg" gap="sm">
              <Button component={Link} to="/createProject" color="orange">
                {t('portal.content.common.requestQuote')}
              </Button>
              <Button component="a" href={`mailto:${t('portal.footer.email')}`} variant="default">
                {t('portal.content.common.contactUs')}
              </Button>
              <Button component={Link} to="/solutionWizard" variant="subtle">
                {t('portal.content.common.findService')}
              </Button>
            </Group>
          </Paper>
        </Stack>
      </Container>
    </article>
  );
}

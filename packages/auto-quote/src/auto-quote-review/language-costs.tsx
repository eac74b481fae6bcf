// The cost per target language, each opening to its total, pages and price per page.
import { Accordion, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AutoQuoteJobRequest } from '@lingua/contract';
import { nameOfLanguage, useT } from '@lingua/core';
import { Field } from './quote-field.tsx';
import { formatCurrency, formatPages, languageLines } from './quote-figures.ts';

export function LanguageCosts({ quote }: { quote: AutoQuoteJobRequest }) {
  const t = useT();
  const lines = languageLines(quote);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('autoQuote.summary.languagesHeading')}
      </Title>
      <Accordion variant="separated" multiple>
        {lines.map((line) => (
          <Accordion.Item key={line.language.id} value={line.language.id}>
            <Accordion.Control>
              <Group justify="space-between" pe="sm">
                <Text fw={500}>{nameOfLanguage(line.language)}</Text>
                <Text fw={600}>{formatCurrency(line.cost)}</Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid component="dl" cols={3} m={0}>
                <Field label={t('autoQuote.summary.total')}>{formatCurrency(line.cost)}</Field>
                <Field label={t('autoQuote.summary.units')}>{formatPages(line.pages)}</Field>
                <Field label={t('autoQuote.summary.cost')}>
                  {formatCurrency(quote.autoQuote.pricePerPage)}
                </Field>
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

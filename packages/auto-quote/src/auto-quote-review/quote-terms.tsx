// The total, who provides the service and the link to the terms.
import { Anchor, Box, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { AutoQuoteJobRequest } from '@lingua/contract';
import { useT } from '@lingua/core';
import { formatCurrency } from './quote-figures.ts';

export function QuoteTerms({ quote, onTerms }: { quote: AutoQuoteJobRequest; onTerms: () => void }) {
  const t = useT();
  return (
    <>
      <Paper part="total" withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
        <Group justify="space-between">
          <Text size="lg" fw={600}>
            {t('autoQuote.summary.totalProjectCost')}
          </Text>
          <Text size="xl" fw={700} data-testid="total-project-cost">
            {formatCurrency(quote.autoQuote.price)}
          </Text>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Box>
          <Text size="sm" c="dimmed">
            {t('autoQuote.provider.heading')}
          </Text>
          <Text fw={600}>{t('autoQuote.provider.name')}</Text>
          <Text component="address" style={{ whiteSpace: 'pre-line', fontStyle: 'normal' }}>
            {t('autoQuote.provider.address')}
          </Text>
        </Box>
        <Box>
          <Anchor component="button" type="button" onClick={onTerms}>
            {t('autoQuote.terms.link')}
          </Anchor>
        </Box>
      </SimpleGrid>
    </>
  );
}

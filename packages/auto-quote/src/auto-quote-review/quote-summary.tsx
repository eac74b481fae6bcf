// The quote's summary with Accept and Reject (spec 2 §2): the review's page once the quote is loaded. Its
// decision is quote-decision-state.ts; its calls use-quote-decision.ts.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { AcceptanceStatus, AutoQuoteJobRequest } from '@lingua/contract';
import { useT } from '@lingua/core';
import { registerAutoQuoteTexts } from '../texts.ts';
import { DecisionBar } from './decision-bar.tsx';
import { LanguageCosts } from './language-costs.tsx';
import { QuoteDialogs } from './quote-dialogs.tsx';
import { QuoteFacts } from './quote-facts.tsx';
import { isQuoteActionable } from './quote-figures.ts';
import { QuoteTerms } from './quote-terms.tsx';
import { useQuoteDecision } from './use-quote-decision.ts';

registerAutoQuoteTexts();

export function QuoteSummary({
  quote,
  onDecided,
}: {
  quote: AutoQuoteJobRequest;
  onDecided: (status: AcceptanceStatus) => void;
}) {
  const t = useT();
  const decision = useQuoteDecision(quote, onDecided);
  const status = quote.autoQuote.acceptanceStatus;
  return (
    <Stack maw={880} mx="auto" py="lg" px="md" gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
            {t('autoQuote.title')}
          </Text>
          <Title order={1}>
            <bdi>{quote.name}</bdi>
          </Title>
        </div>
        <Badge
          size="lg"
          variant="filled"
          color={status === 'ACCEPTED' ? 'teal.9' : status === 'REJECTED' ? 'red.9' : 'blue.8'}
        >
          {status ? t(`autoQuote.status.${status}`) : t('autoQuote.status.pending')}
        </Badge>
      </Group>
      <QuoteFacts quote={quote} />
      <LanguageCosts quote={quote} />
      <QuoteTerms quote={quote} onTerms={() => decision.dispatch({ type: 'open', dialog: 'terms' })} />
      {isQuoteActionable(quote) ? <DecisionBar decision={decision} /> : null}
      <QuoteDialogs decision={decision} />
    </Stack>
  );
}

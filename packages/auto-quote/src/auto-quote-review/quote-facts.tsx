// The quote's facts (spec 2 §2): name, dates, reference, languages, acceptance status and price per page.
import { Paper, SimpleGrid } from '@mantine/core';
import type { AutoQuoteJobRequest } from '@lingua/contract';
import { nameOfLanguage, useLanguageCodes, useT } from '@lingua/core';
import { Field } from './quote-field.tsx';
import { formatCurrency, formatDate, languageLines } from './quote-figures.ts';

export function QuoteFacts({ quote }: { quote: AutoQuoteJobRequest }) {
  const t = useT();
  useLanguageCodes();
  const status = quote.autoQuote.acceptanceStatus;
  return (
    <Paper part="summary" withBorder radius="md" p="lg">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" m={0}>
        <Field label={t('autoQuote.summary.name')}>
          <bdi>{quote.name}</bdi>
        </Field>
        <Field label={t('autoQuote.summary.creationDate')}>{formatDate(quote.autoQuote.creationDate)}</Field>
        <Field label={t('autoQuote.summary.referenceId')}>{quote.externalReferenceId ?? quote.id}</Field>
        <Field label={t('autoQuote.summary.sourceLanguage')}>{nameOfLanguage(quote.sourceLanguage)}</Field>
        <Field label={t('autoQuote.summary.targetLanguages')}>
          {languageLines(quote)
            .map((l) => nameOfLanguage(l.language))
            .join(', ')}
        </Field>
        <Field label={t('autoQuote.summary.acceptanceStatus')}>
          {status ? t(`autoQuote.status.${status}`) : t('autoQuote.status.pending')}
        </Field>
        {quote.autoQuote.acceptanceDeadline ? (
          <Field label={t('autoQuote.summary.validUntil')}>
            {formatDate(quote.autoQuote.acceptanceDeadline)}
          </Field>
        ) : null}
        <Field label={t('autoQuote.summary.pricePerPage')}>
          {formatCurrency(quote.autoQuote.pricePerPage)}
        </Field>
      </SimpleGrid>
    </Paper>
  );
}

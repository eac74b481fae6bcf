import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Accordion, Anchor, Badge, Box, Button, Checkbox, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AcceptanceStatus, AutoQuoteJobRequest, PaymentPreferences } from '@lingua/contract';
import { ApiError, lazyPart, useT } from '@lingua/core';
import { useAcceptAutoQuote } from '../api/accept-auto-quote.ts';
import { useRejectAutoQuote } from '../api/reject-auto-quote.ts';
import { registerAutoQuoteTexts } from '../texts.ts';
import { formatCurrency, formatDate, formatPages, isQuoteActionable, languageLines } from './quote-figures.ts';

registerAutoQuoteTexts();

// The dialogs (the terms, the payment form with its country and province pickers, the reason to reject) are
// not part of the quote's first screen: they load while the user reads it, and mount when one first opens
// (decision 081).
const TermsDialog = lazyPart(() => import('./terms-dialog.tsx').then((m) => m.TermsDialog));
const PaymentPreferencesDialog = lazyPart(() => import('./payment-preferences-dialog.tsx').then((m) => m.PaymentPreferencesDialog));
const RejectDialog = lazyPart(() => import('./reject-dialog.tsx').then((m) => m.RejectDialog));

/** Spec 2 §8: a 409 on accept or reject shows "Conflict error". */
function decisionError(error: unknown, conflictText: string): unknown {
  return error instanceof ApiError && error.status === 409 ? new Error(conflictText) : error;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The quote's summary with Accept and Reject (spec 2 §2): the review's page once the quote is loaded. */
export function QuoteSummary({ quote, onDecided }: { quote: AutoQuoteJobRequest; onDecided: (status: AcceptanceStatus) => void }) {
  const t = useT();
  const lines = languageLines(quote);
  const actionable = isQuoteActionable(quote);
  const accept = useAcceptAutoQuote(quote.id);
  const reject = useRejectAutoQuote(quote.id);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [rejectError, setRejectError] = useState<unknown>(null);
  // Mounted from the first opening on, so each later close keeps Mantine's closing transition.
  const [everOpened, setEverOpened] = useState(false);
  const dialogsShown = termsOpen || paymentOpen || rejectOpen || everOpened;
  if (dialogsShown && !everOpened) setEverOpened(true);
  useEffect(() => {
    TermsDialog.preload();
    PaymentPreferencesDialog.preload();
    RejectDialog.preload();
  }, []);
  const status = quote.autoQuote.acceptanceStatus;
  const reference = quote.externalReferenceId ?? quote.id;

  const startAccept = () => {
    if (!agreed) {
      setAgreementError(t('autoQuote.agreement.required'));
      return;
    }
    setPaymentOpen(true);
  };

  const submitAccept = async (paymentPreferences: PaymentPreferences) => {
    try {
      await accept.trigger({ paymentPreferences });
    } catch (e) {
      throw decisionError(e, t('autoQuote.conflict'));
    }
    setPaymentOpen(false);
    onDecided('ACCEPTED');
  };

  const submitReject = async () => {
    setRejectError(null);
    try {
      await reject.trigger(reason);
    } catch (e) {
      setRejectError(decisionError(e, t('autoQuote.conflict')));
      return;
    }
    setRejectOpen(false);
    onDecided('REJECTED');
  };

  return (
    <Stack maw={880} mx="auto" py="lg" px="md" gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
            {t('autoQuote.title')}
          </Text>
          <Title order={1}>{quote.name}</Title>
        </div>
        <Badge size="lg" variant="filled" color={status === 'ACCEPTED' ? 'teal.9' : status === 'REJECTED' ? 'red.9' : 'blue.8'}>
          {status ? t(`autoQuote.status.${status}`) : t('autoQuote.status.pending')}
        </Badge>
      </Group>

      <Paper part="summary" withBorder radius="md" p="lg">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" m={0}>
          <Field label={t('autoQuote.summary.name')}>{quote.name}</Field>
          <Field label={t('autoQuote.summary.creationDate')}>{formatDate(quote.autoQuote.creationDate)}</Field>
          <Field label={t('autoQuote.summary.referenceId')}>{reference}</Field>
          <Field label={t('autoQuote.summary.sourceLanguage')}>{quote.sourceLanguage.name}</Field>
          <Field label={t('autoQuote.summary.targetLanguages')}>{lines.map((l) => l.language.name).join(', ')}</Field>
          <Field label={t('autoQuote.summary.acceptanceStatus')}>
            {status ? t(`autoQuote.status.${status}`) : t('autoQuote.status.pending')}
          </Field>
          {quote.autoQuote.acceptanceDeadline ? (
            <Field label={t('autoQuote.summary.validUntil')}>{formatDate(quote.autoQuote.acceptanceDeadline)}</Field>
          ) : null}
          <Field label={t('autoQuote.summary.pricePerPage')}>{formatCurrency(quote.autoQuote.pricePerPage)}</Field>
        </SimpleGrid>
      </Paper>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('autoQuote.summary.languagesHeading')}
        </Title>
        <Accordion variant="separated" multiple>
          {lines.map((line) => (
            <Accordion.Item key={line.language.id} value={line.language.id}>
              <Accordion.Control>
                <Group justify="space-between" pr="sm">
                  <Text fw={500}>{line.language.name}</Text>
                  <Text fw={600}>{formatCurrency(line.cost)}</Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid component="dl" cols={3} m={0}>
                  <Field label={t('autoQuote.summary.total')}>{formatCurrency(line.cost)}</Field>
                  <Field label={t('autoQuote.summary.units')}>{formatPages(line.pages)}</Field>
                  <Field label={t('autoQuote.summary.cost')}>{formatCurrency(quote.autoQuote.pricePerPage)}</Field>
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>

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
          <Anchor component="button" type="button" onClick={() => setTermsOpen(true)}>
            {t('autoQuote.terms.link')}
          </Anchor>
        </Box>
      </SimpleGrid>

      {actionable ? (
        <>
          <Divider />
          <Checkbox
            label={t('autoQuote.agreement.label')}
            checked={agreed}
            error={agreementError}
            onChange={(event) => {
              setAgreed(event.currentTarget.checked);
              if (event.currentTarget.checked) setAgreementError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => setRejectOpen(true)}>
              {t('autoQuote.reject')}
            </Button>
            <Button onClick={startAccept}>{t('autoQuote.accept')}</Button>
          </Group>
        </>
      ) : null}

      {dialogsShown ? (
        <>
          <TermsDialog opened={termsOpen} onClose={() => setTermsOpen(false)} />
          <PaymentPreferencesDialog opened={paymentOpen} onClose={() => setPaymentOpen(false)} onSubmit={submitAccept} />
          <RejectDialog
            opened={rejectOpen}
            onClose={() => setRejectOpen(false)}
            reason={reason}
            onReasonChange={setReason}
            error={rejectError}
            busy={reject.isMutating}
            onConfirm={() => void submitReject()}
          />
        </>
      ) : null}
    </Stack>
  );
}

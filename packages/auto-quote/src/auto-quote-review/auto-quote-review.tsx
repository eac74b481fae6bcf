import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockExclamation, IconFileUnknown, IconInfoCircle } from '@tabler/icons-react';
import { REJECT_REASON_TEXTAREA_ROWS } from '@lingua/contract';
import type { AcceptanceStatus, AutoQuoteJobRequest, PaymentPreferences } from '@lingua/contract';
import { ApiError, ErrorAlert, getClock, useT } from '@lingua/core';
import { useAcceptAutoQuote } from '../api/accept-auto-quote.ts';
import { useAutoQuote } from '../api/get-auto-quote.ts';
import { useRejectAutoQuote } from '../api/reject-auto-quote.ts';
import { registerAutoQuoteTexts } from '../texts.ts';
import { PaymentPreferencesDialog } from './payment-preferences-dialog.tsx';
import { TermsDialog } from './terms-dialog.tsx';
import { formatCurrency, formatDate, formatPages, isQuoteActionable, isQuoteExpired, languageLines } from './quote-figures.ts';

registerAutoQuoteTexts();

/** Props of AutoQuoteReview. */
export interface AutoQuoteReviewProps {
  /** Id of the job request whose automatic quote is shown; empty: a message that an id is needed. */
  jobRequestId: string | undefined;
  /** Called by the "home" links of the expired and result pages; hidden when unset (widgets emit an event instead). */
  onHome?: () => void;
  /** Called after a successful accept or reject. */
  onDecided?: (status: AcceptanceStatus) => void;
}

/** Spec 2 §8: a 409 on accept or reject shows "Conflict error". */
function decisionError(error: unknown, conflictText: string): unknown {
  return error instanceof ApiError && error.status === 409 ? new Error(conflictText) : error;
}

/** The automatic quote review (spec 2 §2): loading, error, expired, summary with accept/reject, result. */
export function AutoQuoteReview({ jobRequestId, onHome, onDecided }: AutoQuoteReviewProps) {
  const t = useT();
  const quote = useAutoQuote(jobRequestId);
  const [decided, setDecided] = useState<AcceptanceStatus | null>(null);

  if (decided) return <ResultPage status={decided} onHome={onHome} />;
  // Without an id nothing is fetched; say so instead of loading forever (an element without job-request-id).
  if (!jobRequestId) {
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} m="md" role="status">
        {t('autoQuote.missingId')}
      </Alert>
    );
  }
  if (quote.error instanceof ApiError && quote.error.status === 404) return <NotFoundPage onHome={onHome} />;
  if (quote.error) {
    return (
      <Stack maw={720} mx="auto" py="xl">
        <Title order={1}>{t('autoQuote.title')}</Title>
        <ErrorAlert error={quote.error} title={t('autoQuote.loadError')} onRetry={() => void quote.mutate()} />
      </Stack>
    );
  }
  if (!quote.data) {
    return (
      <Group justify="center" py="xl" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{t('autoQuote.loading')}</Text>
      </Group>
    );
  }
  if (isQuoteExpired(quote.data, getClock().now())) return <ExpiredPage onHome={onHome} />;
  return (
    <QuoteSummary
      quote={quote.data}
      onDecided={(status) => {
        setDecided(status);
        onDecided?.(status);
      }}
    />
  );
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

function QuoteSummary({ quote, onDecided }: { quote: AutoQuoteJobRequest; onDecided: (status: AcceptanceStatus) => void }) {
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

      <TermsDialog opened={termsOpen} onClose={() => setTermsOpen(false)} />
      <PaymentPreferencesDialog opened={paymentOpen} onClose={() => setPaymentOpen(false)} onSubmit={submitAccept} />
      <Modal opened={rejectOpen} onClose={() => !reject.isMutating && setRejectOpen(false)} title={t('autoQuote.rejectDialog.title')} centered>
        <Stack>
          <Text>{t('autoQuote.rejectDialog.message')}</Text>
          <Textarea
            label={t('autoQuote.rejectDialog.reason')}
            rows={REJECT_REASON_TEXTAREA_ROWS}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {rejectError ? <ErrorAlert error={rejectError} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejectOpen(false)} disabled={reject.isMutating}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={reject.isMutating} onClick={() => void submitReject()}>
              {t('autoQuote.rejectDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function HomeLink({ onHome }: { onHome?: () => void }) {
  const t = useT();
  return onHome ? (
    <Button variant="light" onClick={onHome}>
      {t('autoQuote.home')}
    </Button>
  ) : null;
}

/** A page instead of the quote: an icon, a title, a message and the home link. */
function NoticePage({ icon, title, message, onHome }: { icon: ReactNode; title: string; message: string; onHome?: () => void }) {
  return (
    <Stack align="center" py="xl" px="md" gap="md" maw={640} mx="auto" ta="center">
      {icon}
      <Title order={1}>{title}</Title>
      <Text>{message}</Text>
      <HomeLink onHome={onHome} />
    </Stack>
  );
}

function NotFoundPage({ onHome }: { onHome?: () => void }) {
  const t = useT();
  const icon = <IconFileUnknown size={56} color="var(--mantine-color-gray-7)" aria-hidden />;
  return <NoticePage icon={icon} title={t('autoQuote.notFound.title')} message={t('autoQuote.notFound.message')} onHome={onHome} />;
}

function ExpiredPage({ onHome }: { onHome?: () => void }) {
  const t = useT();
  const icon = <IconClockExclamation size={56} color="var(--mantine-color-orange-6)" aria-hidden />;
  return <NoticePage icon={icon} title={t('autoQuote.expired.title')} message={t('autoQuote.expired.message')} onHome={onHome} />;
}

function ResultPage({ status, onHome }: { status: AcceptanceStatus; onHome?: () => void }) {
  const t = useT();
  const accepted = status === 'ACCEPTED';
  const icon = accepted ? (
    <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden />
  ) : (
    <IconCircleX size={56} color="var(--mantine-color-red-7)" aria-hidden />
  );
  return (
    <NoticePage
      icon={icon}
      title={accepted ? t('autoQuote.result.acceptedTitle') : t('autoQuote.result.rejectedTitle')}
      message={accepted ? t('autoQuote.result.accepted') : t('autoQuote.result.rejected')}
      onHome={onHome}
    />
  );
}

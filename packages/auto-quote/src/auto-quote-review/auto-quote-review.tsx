import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockExclamation, IconFileUnknown, IconInfoCircle } from '@tabler/icons-react';
import type { AcceptanceStatus } from '@lingua/contract';
import { ApiError, ErrorAlert, getClock, lazyPart, signIn, useSession, useT } from '@lingua/core';
import { useAutoQuote } from '../api/get-auto-quote.ts';
import { registerAutoQuoteTexts } from '../texts.ts';
import { isQuoteExpired } from './quote-figures.ts';

registerAutoQuoteTexts();

// The summary (accordion, agreement, decisions) loads while the quote is fetched: the review's first screen is
// its loader, and both arrive together (decision 081).
const QuoteSummary = lazyPart(() => import('./quote-summary.tsx').then((m) => m.QuoteSummary));

export interface AutoQuoteReviewProps {
  /** Id of the job request whose automatic quote is shown; empty: a message that an id is needed. */
  jobRequestId: string | undefined;
  /** Called by the "home" links of the expired and result pages; hidden when unset (widgets emit an event instead). */
  onHome?: () => void;
  /** Called after a successful accept or reject. */
  onDecided?: (status: AcceptanceStatus) => void;
}

/** The automatic quote review (spec 2 §2): loading, error, expired, summary with accept/reject, result. */
export function AutoQuoteReview({ jobRequestId, onHome, onDecided }: AutoQuoteReviewProps) {
  const t = useT();
  const quote = useAutoQuote(jobRequestId);
  const [decided, setDecided] = useState<AcceptanceStatus | null>(null);
  const session = useSession((s) => s.status);
  const notFound = quote.error instanceof ApiError && quote.error.status === 404;
  useEffect(() => QuoteSummary.preload(), []);
  // A quote requested while signed in is shown only to its company (the server answers 404 to anyone else): once
  // the visitor signs in from the not-found page (by popup in an element), ask again.
  const { mutate } = quote;
  useEffect(() => {
    if (notFound && session === 'authenticated') void mutate();
  }, [notFound, session, mutate]);

  if (decided) return <ResultPage status={decided} onHome={onHome} />;
  // Without an id nothing is fetched; say so instead of loading forever (an element without job-request-id).
  if (!jobRequestId) {
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} m="md" role="status">
        {t('autoQuote.missingId')}
      </Alert>
    );
  }
  if (notFound) return <NotFoundPage onHome={onHome} signedOut={session === 'anonymous'} />;
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

function NotFoundPage({ onHome, signedOut }: { onHome?: () => void; signedOut: boolean }) {
  const t = useT();
  const icon = <IconFileUnknown size={56} color="var(--mantine-color-gray-7)" aria-hidden />;
  return (
    <Stack gap={0}>
      <NoticePage icon={icon} title={t('autoQuote.notFound.title')} message={t('autoQuote.notFound.message')} onHome={onHome} />
      {signedOut ? (
        <Stack align="center" gap="sm" pb="xl" px="md" maw={640} mx="auto" ta="center">
          <Text>{t('autoQuote.notFound.signInHint')}</Text>
          {/* By popup in an element, by redirect back to this quote in the portal (core's signIn picks the mode). */}
          <Button onClick={() => void signIn({ returnTo: window.location.pathname })}>{t('common.signIn')}</Button>
        </Stack>
      ) : null}
    </Stack>
  );
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

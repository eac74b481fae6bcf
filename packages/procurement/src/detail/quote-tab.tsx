import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobRequest } from '@lingua/contract';
import { ErrorAlert, useT } from '@lingua/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { acceptQuote } from '../api/accept-quote.ts';
import { useQuoteDocumentUrl } from '../api/get-quote-document-url.ts';
import { registerProcurementTexts } from '../texts.ts';
import { RejectQuoteDialog } from './reject-dialog.tsx';

registerProcurementTexts();

/** Height of the embedded quote viewer (spec 3 §2.6). */
export const QUOTE_VIEWER_HEIGHT = 600;

export interface QuoteTabProps {
  jobRequest: JobRequest;
  /** Refreshes the request (after accept without a redirect, and after reject). */
  onChanged: () => void;
  /** Goes to the accept answer's redirectUrl; default the browser navigates there. */
  onRedirect?: (url: string) => void;
}

/**
 * Accept Quote: follows the answer's return address to the procurement system, or — without one — says the
 * quote was not returned and refreshes the request. A failure stays shown.
 */
function useAcceptQuote(jobRequestId: string, onChanged: () => void, onRedirect: ((url: string) => void) | undefined) {
  const [accepting, setAccepting] = useState(false);
  const [acceptError, setAcceptError] = useState<unknown>(null);
  const [notReturned, setNotReturned] = useState(false);
  const accept = async () => {
    setAccepting(true);
    setAcceptError(null);
    try {
      const answer = await acceptQuote(jobRequestId);
      if (answer.redirectUrl) {
        (onRedirect ?? ((to: string) => window.location.assign(to)))(answer.redirectUrl);
        return;
      }
      setNotReturned(true);
      onChanged();
    } catch (e) {
      setAcceptError(e);
    } finally {
      setAccepting(false);
    }
  };
  return { accept, accepting, acceptError, notReturned };
}

/**
 * The Quote tab (spec 3 §2.6, §4.7): the quote confirmation document in a 600 px viewer, Accept Quote and Reject
 * Quote while QUOTE_READY_FOR_CLIENT_REVIEW (with or without a document); without a document the spec's warning in
 * the viewer's place.
 */
export function QuoteTab({ jobRequest, onChanged, onRedirect }: QuoteTabProps) {
  const t = useT();
  const document = jobRequest.files.find((f) => f.category === 'QUOTE_CONFIRMATION_DOCUMENT');
  const url = useQuoteDocumentUrl(jobRequest.id, document?.fileKey);
  const { accept, accepting, acceptError, notReturned } = useAcceptQuote(jobRequest.id, onChanged, onRedirect);
  const [rejectOpen, setRejectOpen] = useState(false);
  const reviewable = jobRequest.status === 'QUOTE_READY_FOR_CLIENT_REVIEW';

  return (
    <Stack gap="md">
      {notReturned ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
          {t('coupa.quote.notReturned')}
        </Alert>
      ) : null}
      {reviewable ? (
        <Group>
          <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => void accept()} loading={accepting}>
            {t('coupa.quote.accept')}
          </Button>
          <Button variant="outline" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setRejectOpen(true)} disabled={accepting}>
            {t('coupa.quote.reject')}
          </Button>
        </Group>
      ) : null}
      {acceptError ? <ErrorAlert error={acceptError} /> : null}
      {/* The missing document only replaces the viewer: the status alone decides the buttons (spec 3 §2.6). */}
      {!document ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('coupa.quote.unavailable')}
        </Alert>
      ) : url.error ? (
        <ErrorAlert error={url.error} onRetry={() => void url.mutate()} />
      ) : url.data ? (
        <iframe
          src={url.data.downloadUrl}
          title={t('coupa.quote.viewerTitle')}
          style={{ width: '100%', height: QUOTE_VIEWER_HEIGHT, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        />
      ) : (
        <Skeleton height={QUOTE_VIEWER_HEIGHT} radius="md" aria-label={t('coupa.quote.loadingDocument')} />
      )}
      <RejectQuoteDialog
        opened={rejectOpen}
        jobRequestId={jobRequest.id}
        onClose={() => setRejectOpen(false)}
        onRejected={() => {
          setRejectOpen(false);
          notifications.show({ color: 'green', message: t('coupa.quote.rejected') });
          onChanged();
        }}
      />
    </Stack>
  );
}

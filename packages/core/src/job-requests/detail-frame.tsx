import type { ReactNode } from 'react';
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { Origination } from '@lingua/contract';
import { ApiError } from '../api/api-error.ts';
import { ErrorAlert } from '../components/error-alert/index.ts';
import { t } from '../i18n/i18n.ts';
import { registerJobRequestTexts } from './texts.ts';

registerJobRequestTexts();

export interface DetailFrameProps<T> {
  /** The request's state as `useJobRequest` gives it. */
  request: { data?: T | undefined; error?: unknown; mutate: () => unknown };
  /** The way back (a Return button, a back arrow); stands above the error and the skeleton as well. */
  back: ReactNode;
  /** What stands in while the request loads; default a summary and two cards. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
  /**
   * The originations this page shows. Any request id can be put in a details address, and the API answers every
   * request of the organisation: one of another area gets the spec's internal error instead of details drawn
   * for the wrong kind of request (spec 3 §8 'Unsupported job request origination'). Default: any.
   */
  originations?: readonly Origination[];
}

/** The spec's internal error for a request this page does not show (spec 3 §8). */
export function unsupportedOriginationError(): Error {
  return new Error(t('jobRequests.errors.unsupportedOrigination'));
}

/**
 * The frame of every request details page (machine-translation files and media, procurement): while loading the
 * way back and a skeleton (aria-busy), on a load failure the way back and the error with Retry, then the
 * details. A failed refresh of shown data keeps the data.
 */
export function DetailFrame<T extends { origination?: Origination }>({ request, back, skeleton, children, originations }: DetailFrameProps<T>) {
  if (request.error && !request.data) {
    // A request that is not there (or not the caller's) will not be there on a retry: the way back is the offer.
    const final = request.error instanceof ApiError && [403, 404, 410].includes(request.error.status);
    return (
      <Stack gap="md">
        {back}
        <ErrorAlert error={request.error} onRetry={final ? undefined : () => void request.mutate()} />
      </Stack>
    );
  }
  if (!request.data) {
    return (
      <Stack gap="md" aria-busy>
        {back}
        {skeleton ?? (
          <>
            <Skeleton height={120} radius="md" />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Skeleton height={180} radius="md" />
              <Skeleton height={180} radius="md" />
            </SimpleGrid>
          </>
        )}
      </Stack>
    );
  }
  const origination = request.data.origination;
  if (originations && origination !== undefined && !originations.includes(origination)) {
    return (
      <Stack gap="md">
        {back}
        <ErrorAlert error={unsupportedOriginationError()} />
      </Stack>
    );
  }
  return <>{children(request.data)}</>;
}

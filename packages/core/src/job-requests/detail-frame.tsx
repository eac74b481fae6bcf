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
  back: ReactNode;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
  /** A request of another area (any id fits a details address) gets spec 3 §8's internal error. Default: any. */
  originations?: readonly Origination[];
}

export function unsupportedOriginationError(): Error {
  return new Error(t('jobRequests.errors.unsupportedOrigination'));
}

/** The frame of every request details page; a failed refresh of shown data keeps the data. */
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

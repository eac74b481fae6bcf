import type { ReactNode } from 'react';
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { ErrorAlert } from '../components/error-alert/index.ts';

/** Props of DetailFrame. */
export interface DetailFrameProps<T> {
  /** The request's state as `useJobRequest` gives it. */
  request: { data?: T | undefined; error?: unknown; mutate: () => unknown };
  /** The way back (a Return button, a back arrow); stands above the error and the skeleton as well. */
  back: ReactNode;
  /** What stands in while the request loads; default a summary and two cards. */
  skeleton?: ReactNode;
  /** The details, once the request is there. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of every request details page (machine-translation files and media, procurement): while loading the
 * way back and a skeleton (aria-busy), on a load failure the way back and the error with Retry, then the
 * details. A failed refresh of shown data keeps the data.
 */
export function DetailFrame<T>({ request, back, skeleton, children }: DetailFrameProps<T>) {
  if (request.error && !request.data) {
    return (
      <Stack gap="md">
        {back}
        <ErrorAlert error={request.error} onRetry={() => void request.mutate()} />
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
  return <>{children(request.data)}</>;
}

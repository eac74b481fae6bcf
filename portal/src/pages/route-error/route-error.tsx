import { useEffect } from 'react';
import { Container } from '@mantine/core';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { calls } from '@lingua/contract';
import { buildUiLogBody, callApi, ErrorPage } from '@lingua/core';
import { NotFoundPage } from '../not-found/index.ts';

/** The router's error element: "Oops, something went wrong" (spec 1 §8). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // The router catches render errors, so they never reach the window listeners of installErrorReporting;
    // report them here through the same log call (spec 1 §7). A failing log call is not worth a second error.
    if (!notFound) callApi(calls.createUiLog, { body: buildUiLogBody(error) }).catch(() => undefined);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  return (
    <Container size="md" py={64}>
      <ErrorPage error={error} onHome={() => navigate('/')} />
    </Container>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { reportUiError, signIn, useT } from '@lingua/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { initializeLogIn } from '../api/initialize-log-in.ts';
import { storeRequestId } from '../request-id.ts';
import { registerProcurementTexts } from '../texts.ts';

registerProcurementTexts();

/** Where the buyer lands after signing in (spec 3 §4.8). */
export const COUPA_HOME_PATH = '/coupa';

export interface CoupaStarterProps {
  /** The punch-out request id of the StartPage URL. */
  requestId: string;
  /** Starts the sign-in with the one-time token; resolves false when it could not start. Default core's signIn. */
  startSignIn?: (username: string, token: string) => Promise<boolean>;
}

const defaultSignIn = (username: string, token: string) =>
  signIn({ mode: 'redirect', returnTo: COUPA_HOME_PATH, oneTimeLogin: { username, token } });

/**
 * Sign-in by request (spec 3 §2.6, §4.8): initializeLogIn, then the identity provider's sign-in with the username
 * and one-time token; the request id is stored and the buyer lands on /coupa. Any failure shows the spec's text
 * and is sent to /uiLogs.
 */
export function CoupaStarter({ requestId, startSignIn = defaultSignIn }: CoupaStarterProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    // Once per mount: the token is single-use, a second call would only replace it.
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { username, token } = await initializeLogIn(requestId);
        storeRequestId(requestId);
        if (!(await startSignIn(username, token))) throw new Error('The sign-in could not start');
      } catch (error) {
        reportUiError(error, 'Procurement sign-in failed');
        setFailed(true);
      }
    })();
  }, [requestId, startSignIn]);

  if (failed) {
    return (
      <Center py="xl" px="md">
        {/* pre-wrap: the spec's text has two spaces after the full stop, which HTML would collapse (spec 3 §8). */}
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          maw={560}
          w="100%"
          role="alert"
          styles={{ message: { whiteSpace: 'pre-wrap' } }}
        >
          {t('coupa.starter.failed')}
        </Alert>
      </Center>
    );
  }
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('coupa.starter.signingIn')}</Text>
      </Stack>
    </Center>
  );
}

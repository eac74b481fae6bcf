import { useState } from 'react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { QUOTE_RESPONSE_PROMISE_HOURS } from '@lingua/contract';
import type { CreatableRequestType } from '@lingua/contract';
import { calls } from '@lingua/contract';
import { ApiError, ErrorAlert, signIn, useCall, useSession, useT } from '@lingua/core';
import { QuoteRequestForm } from '../quote-request-form/quote-request-form.tsx';
import type { SubmitResult } from '../rules/submit-request.ts';
import { InactiveClientPage, SubmissionsDisabledPage, SubmittedPage } from '../quote-request/status-pages.tsx';
import { useEmailVerification } from '../quote-request/use-email-verification.tsx';
import { useQuoteFormData } from '../quote-request/use-quote-form-data.ts';
import { useSubmission } from '../quote-request/use-submission.ts';
import type { QuoteRequestValues } from '../rules/form-values.ts';
import { registerCreateProjectTexts } from '../texts.ts';
import { decodeClientId } from './decode-client-id.ts';
import { InvalidLinkPage } from './invalid-link-page.tsx';

registerCreateProjectTexts();

export interface ExternalLinkRequestProps {
  /** The link's client id, base64 and URL-encoded as in the route. */
  encodedClientId?: string;
  /** The link's token (the server compares it with the client's createProjectToken). */
  token?: string;
  /** Called after a project or quote was created. */
  onSubmitted?: (result: SubmitResult) => void;
  /** "Return to home" on the sign-in-only page. Hidden when unset. */
  onHome?: () => void;
}

/** Server answers that mean the link itself is wrong (unknown client, refused token). */
const isRefusedLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 403 && (error.body as { errorCode?: string } | undefined)?.errorCode !== 'UNAUTHENTICATED_SUBMISSIONS_DISABLED'));

/** The link's client and what its form needs, loaded side by side; the submission, verified for a visitor. */
function useExternalLink(encodedClientId: string | undefined, token: string | undefined, onSubmitted: ExternalLinkRequestProps['onSubmitted']) {
  // Spec 2 §6: without sign-in the link's holder is a visitor — the visitor limits, e-mail verification, and
  // nothing at all when the client disables unauthenticated submissions.
  const anonymous = useSession((s) => s.status) !== 'authenticated';
  const verification = useEmailVerification();
  const clientId = decodeClientId(encodedClientId);
  const valid = !!clientId && !!token;
  // The token is proved on arrival: the server answers 403 for one that is not the client's (never sending the
  // client's token to the browser), so the invalid-link page shows before the form and before anything else
  // about the client, such as that it is inactive (spec 2 §2, §5).
  const config = useCall(calls.getClientConfig, valid ? { params: { clientId }, query: { createProjectToken: token } } : null);
  const data = useQuoteFormData(valid ? clientId : null);
  const [submitted, setSubmitted] = useState<CreatableRequestType | null>(null);
  const [round, setRound] = useState(0);
  const submission = useSubmission((result) => {
    setSubmitted(result.requestType);
    onSubmitted?.(result);
  });
  const submit = async (values: QuoteRequestValues, requestType: CreatableRequestType) => {
    const emailVerificationCode = anonymous ? await verification.verify(values.email.trim()) : undefined;
    const externalLink = { clientId: clientId!, token: token! };
    await submission.run({ audience: 'externalLink', values, requestType, clientConfig: config.data!, ...data.submitData(), externalLink, ...(emailVerificationCode ? { emailVerificationCode } : {}) });
  };
  const another = () => {
    setSubmitted(null);
    submission.reset();
    setRound((r) => r + 1);
  };
  const refused = !valid || isRefusedLink(config.error) || isRefusedLink(submission.error);
  return { anonymous, verification, config, data, submitted, round, submission, submit, another, refused };
}

/** Create project from an external link (spec 2 §2 /createProject/:clientId/:token). */
export function ExternalLinkRequest({ encodedClientId, token, onSubmitted, onHome }: ExternalLinkRequestProps) {
  const t = useT();
  const link = useExternalLink(encodedClientId, token, onSubmitted);
  const { config, data, submission, anonymous } = link;
  if (link.refused) return <InvalidLinkPage />;
  if (link.submitted) return <SubmittedPage requestType={link.submitted} onAnother={link.another} />;
  const error = config.error ?? data.error;
  if (error) return <ErrorAlert error={error} maw={720} mx="auto" my="xl" />;
  if (!config.data || data.loading) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text ms="sm">{t('createProject.loading')}</Text>
      </Center>
    );
  }
  if (config.data.status !== 'ACTIVE') return <InactiveClientPage message={t('createProject.fromExternalLink.inactive')} />;
  const clientConfig = config.data;
  if (anonymous && clientConfig.createProjectSettings?.disableUnauthenticatedSubmissions) {
    return <SubmissionsDisabledPage onSignIn={() => void signIn()} onHome={onHome} />;
  }
  return (
    <Stack maw={960} mx="auto" px="md" py="lg" gap="lg">
      <div>
        <Title order={1}>{clientConfig.companyName}</Title>
        <Text c="dimmed" mt={4}>
          {t('createProject.subtitle', { hours: QUOTE_RESPONSE_PROMISE_HOURS })}
        </Text>
      </div>
      <QuoteRequestForm key={link.round} audience="externalLink" anonymous={anonymous} clientConfig={clientConfig} {...data.lists} progress={submission.progress} submitError={submission.error} onSubmit={link.submit} />
      {link.verification.dialog}
    </Stack>
  );
}

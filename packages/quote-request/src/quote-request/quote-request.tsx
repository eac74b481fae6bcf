import { useCallback, useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { QUOTE_RESPONSE_PROMISE_HOURS, emailDomain } from '@lingua/contract';
import type { ClientConfig, CreatableRequestType } from '@lingua/contract';
import { lazyPart, signIn, useSession, useT, fetchClientConfigs } from '@lingua/core';
import { matchCompany } from '../rules/company-match.ts';
import type { SubmitResult } from '../rules/submit-request.ts';
import { registerCreateProjectTexts } from '../texts.ts';
import { InactiveClientPage, Loading, SubmissionsDisabledPage, SubmittedPage } from './status-pages.tsx';
import { VisitorEmailStep } from './visitor-steps.tsx';

registerCreateProjectTexts();

// The forms load apart (request-forms.tsx, decision 080), fetched as soon as the entry shows.
const SignedInFlow = lazyPart(() => import('./request-forms.tsx').then((m) => m.SignedInFlow));
const VisitorForm = lazyPart(() => import('./request-forms.tsx').then((m) => m.VisitorForm));
const CompanyPicker = lazyPart(() => import('./company-picker.tsx').then((m) => m.CompanyPicker));

/** Props of QuoteRequest. */
export interface QuoteRequestProps {
  /** "Return to home" (the portal navigates; the widget emits an event). Hidden when unset. */
  onHome?: () => void;
  /** The visitor's sign-up prompt action. Hidden when unset. */
  onSignUp?: () => void;
  /** Called after a request was created (tracking: Project Created / Quote Created). */
  onSubmitted?: (result: SubmitResult) => void;
  /**
   * The procurement area's create-quote page (spec 3 §2.6): signed-in only, the estimate button only, the request
   * sent with origination COUPA and this punch-out request id as externalReferenceId.
   */
  procurement?: { externalReferenceId: string };
}

/** The create-project entry (spec 2 §2 /createProject): the signed-in flow or the visitor flow. */
export function QuoteRequest(props: QuoteRequestProps) {
  const t = useT();
  const status = useSession((s) => s.status);
  const [submitted, setSubmitted] = useState<{ type: CreatableRequestType; visitor: boolean } | null>(null);
  const [round, setRound] = useState(0);
  const { onSubmitted: notify } = props;
  // While the visitor reads the e-mail step (or the session loads), the form downloads.
  useEffect(() => SignedInFlow.preload(), []);
  const onSubmitted = useCallback(
    (result: SubmitResult, visitor: boolean) => {
      setSubmitted({ type: result.requestType, visitor });
      notify?.(result);
    },
    [notify],
  );

  let body;
  if (submitted) {
    body = (
      <SubmittedPage
        requestType={submitted.type}
        showSignUp={submitted.visitor}
        onSignUp={props.onSignUp}
        onAnother={() => {
          // A new round remounts the flow, so the form starts empty (spec 2 §4 "a form resets after success").
          setSubmitted(null);
          setRound((r) => r + 1);
        }}
      />
    );
  } else if (status === 'loading') {
    body = <Loading />;
  } else if (status === 'authenticated') {
    body = <SignedInFlow key={round} procurement={props.procurement} onSubmitted={(r) => onSubmitted(r, false)} />;
  } else {
    body = <VisitorFlow key={round} onHome={props.onHome} onSubmitted={(r) => onSubmitted(r, true)} />;
  }
  return (
    <Stack maw={960} mx="auto" px="md" py="lg" gap="lg">
      {submitted ? null : (
        <div>
          <Title order={1}>{t('createProject.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('createProject.subtitle', { hours: QUOTE_RESPONSE_PROMISE_HOURS })}
          </Text>
        </div>
      )}
      {body}
    </Stack>
  );
}

type VisitorStep =
  | { step: 'email' }
  | { step: 'pick'; email: string; companies: ClientConfig[] }
  | { step: 'inactive' }
  | { step: 'disabled' }
  | { step: 'form'; email: string; config: ClientConfig | null };

function VisitorFlow({ onHome, onSubmitted }: { onHome?: () => void; onSubmitted: (result: SubmitResult) => void }) {
  const [state, setState] = useState<VisitorStep>({ step: 'email' });
  const [email, setEmail] = useState('');

  const chooseCompany = (mail: string, config: ClientConfig | null) => {
    if (config?.createProjectSettings?.disableUnauthenticatedSubmissions) setState({ step: 'disabled' });
    else setState({ step: 'form', email: mail, config });
  };

  switch (state.step) {
    case 'email':
      return (
        <VisitorEmailStep
          initialEmail={email}
          onContinue={async (mail) => {
            setEmail(mail);
            const match = matchCompany(await fetchClientConfigs({ emailDomain: emailDomain(mail) }));
            if (match.kind === 'none') chooseCompany(mail, null);
            else if (match.kind === 'one') chooseCompany(mail, match.config);
            else if (match.kind === 'inactive') setState({ step: 'inactive' });
            else setState({ step: 'pick', email: mail, companies: match.configs });
          }}
        />
      );
    case 'pick':
      return (
        <CompanyPicker
          email={state.email}
          companies={state.companies}
          onPick={(config) => chooseCompany(state.email, config)}
          onBack={() => setState({ step: 'email' })}
        />
      );
    case 'inactive':
      return <InactiveClientPage onBack={() => setState({ step: 'email' })} />;
    case 'disabled':
      return <SubmissionsDisabledPage onSignIn={() => void signIn()} onHome={onHome} />;
    case 'form':
      return <VisitorForm email={state.email} config={state.config} onSubmitted={onSubmitted} />;
  }
}


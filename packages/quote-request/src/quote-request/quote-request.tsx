import { useCallback, useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { QUOTE_RESPONSE_PROMISE_HOURS, emailDomain } from '@lingua/contract';
import type { ClientConfig, CreatableRequestType } from '@lingua/contract';
import { lazyPart, preloadLanguages, sessionStore, signIn, useSession, useT, fetchClientConfigs } from '@lingua/core';
import { matchCompany } from '../rules/company-match.ts';
import type { SubmitResult } from '../rules/submit-request.ts';
import { registerFirstScreenTexts } from '../first-screen-texts.ts';
import { InactiveClientPage, Loading, SubmissionsDisabledPage, SubmittedPage } from './status-pages.tsx';
import { VisitorEmailStep } from './visitor-steps.tsx';

// The forms, the estimate and the external link register the rest of the texts as they load (decision 171).
registerFirstScreenTexts();

// The forms load apart (decisions 080, 119): a signed-in user's while the session restores, a visitor's at their
// first act on the e-mail step; meanwhile the entry's one "Loading…" shows, never a switch of loaders.
const loadForms = () => import('./request-forms.tsx');
const loadPicker = () => import('./company-picker.tsx');
const SignedInFlow = lazyPart(() => loadForms().then((m) => m.SignedInFlow), <Loading />);
const VisitorForm = lazyPart(() => loadForms().then((m) => m.VisitorForm), <Loading />);
const CompanyPicker = lazyPart(() => loadPicker().then((m) => m.CompanyPicker), <Loading />);

/** The visitor's first intent (hover, focus, key) preloads the next steps, done before the address is typed. */
function preloadVisitorSteps() {
  VisitorForm.preload();
  CompanyPicker.preload();
  preloadLanguages();
}

export interface QuoteRequestProps {
  onHome?: () => void;
  onSignUp?: () => void;
  /** Called after a request was created (tracking: Project Created / Quote Created). */
  onSubmitted?: (result: SubmitResult) => void;
  /** The procurement area's create-quote page (spec 3 §2.6): estimate only, origination COUPA. */
  procurement?: { externalReferenceId: string };
}

export function QuoteRequest(props: QuoteRequestProps) {
  const t = useT();
  const status = useSession((s) => s.status);
  const [submitted, setSubmitted] = useState<{ type: CreatableRequestType; visitor: boolean } | null>(null);
  const [round, setRound] = useState(0);
  const { onSubmitted: notify } = props;
  // A visitor's session turns anonymous in the same commit (the provider's effect runs after this one), so the check
  // waits a task: a visitor downloads nothing here.
  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => {
      if (sessionStore.getState().status !== 'anonymous') SignedInFlow.preload();
    }, 0);
    return () => clearTimeout(timer);
  }, [status]);
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
          onIntent={preloadVisitorSteps}
          onContinue={async (mail) => {
            setEmail(mail);
            const match = matchCompany(await fetchClientConfigs({ emailDomain: emailDomain(mail) }));
            // The next screen's code is awaited while the button is busy, so it appears whole; a failed download shows here.
            if (match.kind === 'pick') await loadPicker();
            else if (match.kind !== 'inactive') await loadForms();
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


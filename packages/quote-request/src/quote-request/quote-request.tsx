import { useCallback, useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { QUOTE_RESPONSE_PROMISE_HOURS, emailDomain } from '@lingua/contract';
import type { ClientConfig, CreatableRequestType } from '@lingua/contract';
import { lazyPart, preloadLanguages, sessionStore, signIn, useSession, useT, fetchClientConfigs } from '@lingua/core';
import { matchCompany } from '../rules/company-match.ts';
import type { SubmitResult } from '../rules/submit-request.ts';
import { registerCreateProjectTexts } from '../texts.ts';
import { InactiveClientPage, Loading, SubmissionsDisabledPage, SubmittedPage } from './status-pages.tsx';
import { VisitorEmailStep } from './visitor-steps.tsx';

registerCreateProjectTexts();

// The forms load apart (request-forms.tsx, decision 080): a signed-in user's as soon as their session is being
// restored, a visitor's when they first act on the e-mail step (decision 119's addendum), so a visitor who only
// looks at the page does not download them. Until loaded they show the entry's own "Loading…", the one shown
// while the session loads and while the form's lists load, so the user sees one loader, not a switch of loaders.
const loadForms = () => import('./request-forms.tsx');
const loadPicker = () => import('./company-picker.tsx');
const SignedInFlow = lazyPart(() => loadForms().then((m) => m.SignedInFlow), <Loading />);
const VisitorForm = lazyPart(() => loadForms().then((m) => m.VisitorForm), <Loading />);
const CompanyPicker = lazyPart(() => loadPicker().then((m) => m.CompanyPicker), <Loading />);

/**
 * The visitor's intent to go on (a pointer over the e-mail step, focus, a key, input): what may follow the step
 * starts downloading then, seconds before they press Continue — the form, the company picker and the languages
 * the form waits for (its "Loading…" after Continue was that wait). Hover and focus come early enough that the
 * download is over by the time the address is typed; a page load alone (what Lighthouse measures) fetches nothing.
 */
function preloadVisitorSteps() {
  VisitorForm.preload();
  CompanyPicker.preload();
  preloadLanguages();
}

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
  // A session being restored (an element mounts before its session is known) downloads the form meanwhile. A
  // visitor's session turns anonymous in the same commit (the provider's effect runs after this one), so the
  // check waits a task and reads the store then: a visitor downloads nothing here, a signed-in user as before.
  // The portal mounts the entry only once the session is known; a signed-in user's form then loads as it renders.
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
            // The next screen's code, downloading since the visitor's first intent, is awaited while the button
            // shows it is busy: the screen then appears whole, never as a loader for a moment. A failed
            // download shows under the step, and Continue tries again.
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


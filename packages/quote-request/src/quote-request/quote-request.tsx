import { useCallback, useState } from 'react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { QUOTE_RESPONSE_PROMISE_HOURS, emailDomain } from '@lingua/contract';
import type { ClientConfig, CreatableRequestType } from '@lingua/contract';
import { ErrorAlert, signIn, useCountries, useProvinces, useSession, useT, useUserAccount, useCustomFieldDefinitions, useLanguages, fetchClientConfigs } from '@lingua/core';
import { useAvailableLanguages } from '../api/get-available-languages.ts';
import { EstimatePanel } from '../estimate/estimate-panel.tsx';
import { UploadedFiles } from '../rules/uploaded-files.ts';
import { QuoteRequestForm } from '../quote-request-form/quote-request-form.tsx';
import { matchCompany } from '../rules/company-match.ts';
import type { QuoteRequestValues } from '../rules/form-values.ts';
import type { Audience } from '../rules/file-rules.ts';
import type { SubmitInput, SubmitResult } from '../rules/submit-request.ts';
import { registerCreateProjectTexts } from '../texts.ts';
import { InactiveClientPage, SubmissionsDisabledPage, SubmittedPage } from './status-pages.tsx';
import { useEmailVerification } from './use-email-verification.tsx';
import { useSubmission } from './use-submission.ts';
import { CompanyPicker, VisitorEmailStep } from './visitor-steps.tsx';

registerCreateProjectTexts();

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

function Loading() {
  const t = useT();
  return (
    <Center py="xl" role="status">
      <Loader size="sm" aria-hidden />
      <Text ml="sm">{t('createProject.loading')}</Text>
    </Center>
  );
}

/** The lists a submission needs to turn ids into {id, name} references. */
type LoadedData = Pick<SubmitInput, 'customFieldDefinitions' | 'languages' | 'countries' | 'provinces' | 'uploaded'>;

/** Loads what the form needs for a client (languages, custom fields, address lists) and renders it. */
function FormWithData(props: {
  audience: Audience;
  clientConfig: ClientConfig | null;
  initialContact?: Partial<QuoteRequestValues>;
  emailReadOnly?: boolean;
  onSubmit: (values: QuoteRequestValues, type: CreatableRequestType, data: LoadedData) => Promise<void>;
  progress: ReturnType<typeof useSubmission>['progress'];
  submitError: unknown;
  requestTypes?: readonly CreatableRequestType[];
}) {
  const clientId = props.clientConfig?.clientId;
  const languages = useLanguages();
  const customFields = useCustomFieldDefinitions(clientId, 'PROJECT');
  const available = useAvailableLanguages(clientId);
  const countries = useCountries();
  const provinces = useProvinces();
  // What the live estimate uploaded, for the submit to reuse (one record per form).
  const [uploaded] = useState(() => new UploadedFiles());
  const error = languages.error ?? customFields.error;
  if (error) return <ErrorAlert error={error} onRetry={() => void (languages.mutate(), customFields.mutate())} />;
  if (!languages.data || (clientId && !customFields.data)) return <Loading />;
  return (
    <QuoteRequestForm
      audience={props.audience}
      clientConfig={props.clientConfig}
      customFieldDefinitions={customFields.data ?? []}
      languages={languages.data}
      availableLanguageIds={available.data}
      countries={countries.data}
      provinces={provinces.data}
      initialContact={props.initialContact}
      emailReadOnly={props.emailReadOnly}
      onSubmit={(values, type) =>
        props.onSubmit(values, type, {
          customFieldDefinitions: customFields.data ?? [],
          languages: languages.data ?? [],
          countries: countries.data ?? [],
          provinces: provinces.data ?? [],
          uploaded,
        })
      }
      progress={props.progress}
      submitError={props.submitError}
      requestTypes={props.requestTypes}
      documentsExtra={(values) =>
        values.inputMethod === 'files' ? (
          <EstimatePanel files={values.files} targetCount={values.targetLanguageIds.length} uploads={uploaded} />
        ) : null
      }
    />
  );
}

const ESTIMATE_ONLY: readonly CreatableRequestType[] = ['QUOTE_REQUEST'];

function SignedInFlow({ onSubmitted, procurement }: { onSubmitted: (result: SubmitResult) => void; procurement?: { externalReferenceId: string } }) {
  const account = useUserAccount();
  const submission = useSubmission(onSubmitted);
  const clientConfig = account.data?.clientConfig ?? null;
  if (account.error) return <ErrorAlert error={account.error} onRetry={() => void account.mutate()} />;
  if (!account.data) return <Loading />;
  // Spec 2 §6: an inactive client blocks project creation for it.
  if (clientConfig && clientConfig.status !== 'ACTIVE') return <InactiveClientPage />;
  return (
    <FormWithData
      audience="signedIn"
      clientConfig={clientConfig}
      progress={submission.progress}
      submitError={submission.error}
      requestTypes={procurement ? ESTIMATE_ONLY : undefined}
      onSubmit={(values, requestType, data) => submission.run({ audience: 'signedIn', values, requestType, clientConfig, ...data, ...(procurement ? { procurement } : {}) })}
    />
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

function VisitorForm({ email, config, onSubmitted }: { email: string; config: ClientConfig | null; onSubmitted: (result: SubmitResult) => void }) {
  const submission = useSubmission(onSubmitted);
  const verification = useEmailVerification();
  return (
    <>
      <FormWithData
        audience="visitor"
        clientConfig={config}
        initialContact={{ email, companyName: config?.companyName ?? '' }}
        emailReadOnly
        progress={submission.progress}
        submitError={submission.error}
        // Spec 2 §4: the e-mail is verified before the final submit; the code then goes with the request.
        onSubmit={async (values, requestType, data) => {
          const emailVerificationCode = await verification.verify(email);
          await submission.run({ audience: 'visitor', values, requestType, clientConfig: config, ...data, emailVerificationCode });
        }}
      />
      {verification.dialog}
    </>
  );
}

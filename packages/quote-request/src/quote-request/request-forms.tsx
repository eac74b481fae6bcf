// The request forms of the create-project entry: the signed-in flow and the visitor's form after the e-mail
// step. Loaded apart from quote-request.tsx (decision 080): a visitor's first screen is the e-mail step, so the
// form, its date picker, dropzone and validation load while the visitor types.
import type { ClientConfig, CreatableRequestType } from '@lingua/contract';
import { ErrorAlert, useUserAccount } from '@lingua/core';
import { EstimatePanel } from '../estimate/estimate-panel.tsx';
import { QuoteRequestForm } from '../quote-request-form/quote-request-form.tsx';
import type { QuoteRequestValues } from '../rules/form-values.ts';
import type { Audience } from '../rules/file-rules.ts';
import type { SubmitResult } from '../rules/submit-request.ts';
import { InactiveClientPage, Loading } from './status-pages.tsx';
import { useEmailVerification } from './use-email-verification.tsx';
import { useQuoteFormData, type LoadedData } from './use-quote-form-data.ts';
import { useSubmission } from './use-submission.ts';

// The external link's page shares this module's code (the form, validation, uploads): the portal loads it from
// here (lazy-external-link-request.ts), in the same file as the entry's forms.
export { ExternalLinkRequest } from '../external-link/external-link-request.tsx';

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
  const data = useQuoteFormData(props.clientConfig?.clientId);
  if (data.error) return <ErrorAlert error={data.error} onRetry={data.retry} />;
  if (data.loading) return <Loading />;
  return (
    <QuoteRequestForm
      audience={props.audience}
      clientConfig={props.clientConfig}
      {...data.lists}
      initialContact={props.initialContact}
      emailReadOnly={props.emailReadOnly}
      onSubmit={(values, type) => props.onSubmit(values, type, data.submitData())}
      progress={props.progress}
      submitError={props.submitError}
      requestTypes={props.requestTypes}
      documentsExtra={(values) =>
        values.inputMethod === 'files' ? (
          <EstimatePanel files={values.files} targetCount={values.targetLanguageIds.length} uploads={data.uploaded} />
        ) : null
      }
    />
  );
}

const ESTIMATE_ONLY: readonly CreatableRequestType[] = ['QUOTE_REQUEST'];

/** The signed-in user's form for their own client. */
export function SignedInFlow({ onSubmitted, procurement }: { onSubmitted: (result: SubmitResult) => void; procurement?: { externalReferenceId: string } }) {
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

/** The visitor's form after the e-mail step; the e-mail is verified before the final submit. */
export function VisitorForm({ email, config, onSubmitted }: { email: string; config: ClientConfig | null; onSubmitted: (result: SubmitResult) => void }) {
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

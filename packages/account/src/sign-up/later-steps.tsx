// Sign-up after the user-info step: the address, the company look-up and choice, the custom fields, the account
// and the outcome pages. Loaded while the user fills in the first step (decision 087), with the steps it shows.
// Its state is later-steps-state.ts; its calls use-later-steps.ts.
import { Group, Loader, Text } from '@mantine/core';
import { ErrorAlert, useT } from '@lingua/core';
import { AddressStep } from './address-step.tsx';
import { CompanyStep } from './company-step.tsx';
import { CreatingStep } from './creating-step.tsx';
import { CustomFieldsStep } from './custom-fields-step.tsx';
import type { LaterStepsProps } from './later-steps-state.ts';
import { AccountCreatedPage, SignUpFailurePage } from './sign-up-outcome.tsx';
import { useLaterSteps } from './use-later-steps.ts';
import '../texts/account-texts.ts';

/**
 * Sign-up from the address on (spec 2 §4): address → company look-up by e-mail domain (with the link's clientId
 * and token) → company selection when several match → the company's USER custom fields → the account is created
 * (role CLIENT_EMPLOYEE) → the user confirms by the e-mailed link.
 */
export function LaterSteps(props: LaterStepsProps) {
  const { userInfo, onBack, onReset, onSignIn } = props;
  const t = useT();
  const flow = useLaterSteps(props);
  const { phase, setPhase, failure, customValues } = flow;
  switch (phase.name) {
    case 'address':
      return (
        <>
          {failure ? <ErrorAlert error={failure} /> : null}
          <AddressStep initial={flow.addressValues} onCancel={onReset} onBack={(values) => onBack({ addressValues: values, chosenClientId: flow.chosenClientId, customValues })} onNext={(values, addr) => void flow.lookUp(values, addr)} />
        </>
      );
    case 'lookup':
      return (
        <Group justify="center" py="xl" gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('account.signUp.lookingUp')}</Text>
        </Group>
      );
    case 'company':
      return <CompanyStep configs={phase.configs} email={userInfo.email} initialClientId={flow.chosenClientId} onCancel={onReset} onBack={() => setPhase({ name: 'address' })} onNext={(config) => void flow.proceedWith(config)} />;
    case 'customFields':
      return (
        <CustomFieldsStep
          definitions={phase.definitions}
          companyName={phase.config.companyName}
          initial={customValues}
          submitting={flow.creating}
          failure={failure}
          onCancel={onReset}
          onBack={(values) => {
            flow.setCustomValues(values);
            flow.setFailure(null);
            setPhase({ name: 'address' });
          }}
          onSubmit={(values, formValues) => {
            flow.setCustomValues(formValues);
            void flow.createAccount(phase.config, values);
          }}
        />
      );
    case 'creating':
      return <CreatingStep creating={flow.creating} failure={failure} onCancel={onReset} onBack={() => setPhase({ name: 'address' })} onRetry={() => void flow.createAccount(phase.config, phase.customFieldValues)} />;
    case 'created':
      return <AccountCreatedPage email={userInfo.email} onSignIn={onSignIn} />;
    case 'failure':
      return <SignUpFailurePage failure={phase.failure} email={userInfo.email} onStartOver={onReset} />;
  }
}

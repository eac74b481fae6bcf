import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { formSubmit, useT } from '@lingua/core';
import type { ClientConfig } from '@lingua/contract';
import '../texts/account-texts.ts';
import { CompanyChoice } from '../organization-selection/company-choice.tsx';
import { StepNav } from './step-nav.tsx';

export interface CompanyStepProps {
  /** The ACTIVE configurations matched by the e-mail domain. */
  configs: ClientConfig[];
  /** The user's e-mail (for the explanation). */
  email: string;
  /** The company chosen before, if any. */
  initialClientId?: string;
  /** Called with the chosen company. */
  onNext: (config: ClientConfig) => void;
  /** Back to the address. */
  onBack: () => void;
  /** Resets sign-up. */
  onCancel: () => void;
}

/** Sign-up phase 3 (spec 2 §4 step 4): several companies share the domain, the user picks one. */
export function CompanyStep({ configs, email, initialClientId, onNext, onBack, onCancel }: CompanyStepProps) {
  const t = useT();
  const [clientId, setClientId] = useState<string | null>(initialClientId ?? null);
  const [error, setError] = useState<string | null>(null);
  const chosen = configs.find((c) => c.clientId === clientId);
  return (
    <form
      onSubmit={formSubmit(() => {
        if (chosen) onNext(chosen);
        else setError(t('common.validation.required'));
      })}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">{t('account.signUp.companyIntro', { email })}</Text>
        <CompanyChoice
          label={t('account.signUp.company')}
          companies={configs.map((c) => ({ clientId: c.clientId, name: c.companyName }))}
          value={clientId}
          onChange={(value) => {
            setClientId(value);
            setError(null);
          }}
          error={error}
        />
        <StepNav onCancel={onCancel} onBack={onBack} />
      </Stack>
    </form>
  );
}

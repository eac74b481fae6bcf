// The buttons under every sign-up step: Cancel on the left; Back (where there is a step before) and the step's
// submit on the right.
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useT } from '@lingua/core';

export interface StepNavProps {
  onCancel: () => void;
  /** Absent on the first step. */
  onBack?: (() => void) | undefined;
  /** The submit's label; default Next. */
  submitLabel?: ReactNode;
  /** While the step's submission runs: the buttons wait, the submit shows it is busy. */
  submitting?: boolean;
  submitDisabled?: boolean;
}

export function StepNav({ onCancel, onBack, submitLabel, submitting = false, submitDisabled = false }: StepNavProps) {
  const t = useT();
  return (
    <Group justify="space-between" mt="md">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('account.signUp.cancel')}
      </Button>
      <Group gap="sm">
        {onBack ? (
          <Button variant="default" onClick={onBack} disabled={submitting}>
            {t('account.signUp.back')}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting} disabled={submitDisabled}>
          {submitLabel ?? t('account.signUp.next')}
        </Button>
      </Group>
    </Group>
  );
}

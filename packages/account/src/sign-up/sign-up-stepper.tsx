import { Stepper } from '@mantine/core';
import { useT } from '@lingua/core';
import { SIGN_UP_STEPS, STEP_ICON_SIZE } from './steps.ts';
import '../texts/sign-up-texts.ts';

export interface SignUpStepperProps {
  /** The step shown: 0 user info, 1 address, 2 company, 3 custom fields. */
  active: number;
}

/** Where the user is in sign-up; the steps are not links (a step is reached by its form). */
export function SignUpStepper({ active }: SignUpStepperProps) {
  const t = useT();
  return (
    <Stepper active={active} size="xs" iconSize={STEP_ICON_SIZE} allowNextStepsSelect={false} aria-label={t('account.signUp.title')}>
      {SIGN_UP_STEPS.map((step) => (
        <Stepper.Step key={step} label={t(`account.signUp.steps.${step}`)} />
      ))}
    </Stepper>
  );
}

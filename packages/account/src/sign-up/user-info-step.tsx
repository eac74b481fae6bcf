import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Anchor, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formSubmit, useT } from '@lingua/core';
import { userInfoErrors } from './user-info-rules.ts';
import type { UserInfo, UserInfoErrors } from './user-info-rules.ts';
import '../texts/sign-up-texts.ts';
import { PasswordField } from './password-field.tsx';
import type { FocusHandover } from './password-field.tsx';
import { StepNav } from './step-nav.tsx';

export interface UserInfoStepProps {
  /** Values to start from (kept when the user comes back). */
  initial: UserInfo;
  /** Called with valid values. */
  onNext: (values: UserInfo) => void;
  /** Resets sign-up. */
  onCancel: () => void;
  /** Where the terms and privacy policy live; default /privacy. */
  privacyHref?: string;
}

/** The step's values and errors: a field's error clears as it is typed in and is checked again when it is left. */
function useUserInfoFields(initial: UserInfo) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UserInfoErrors>({});
  const field = <K extends keyof UserInfo>(name: K) => ({
    error: errors[name],
    change: (value: UserInfo[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    onBlur: () => {
      const message = userInfoErrors(values)[name];
      setErrors(({ [name]: _previous, ...rest }) => (message ? { ...rest, [name]: message } : rest));
    },
  });
  const text = (name: 'firstName' | 'lastName' | 'email' | 'password' | 'repeatPassword') => {
    const { change, ...props } = field(name);
    return { ...props, value: values[name], onChange: (event: ChangeEvent<HTMLInputElement>) => change(event.currentTarget.value) };
  };
  return { values, setErrors, field, text };
}

/**
 * Sign-up phase 1: name, work e-mail, password and the agreement. Plain controlled inputs, checked as the step's
 * form library checked them: leaving a field checks it, typing clears its message, Next checks every field.
 */
export function UserInfoStep({ initial, onNext, onCancel, privacyHref = '/privacy' }: UserInfoStepProps) {
  const tr = useT();
  const { values, setErrors, field, text } = useUserInfoFields(initial);
  const { change: changeAgreement, ...agreement } = field('agreement');
  const passwordFocus: FocusHandover = useRef(null);
  const repeatFocus: FocusHandover = useRef(null);
  return (
    <form
      noValidate
      onSubmit={formSubmit(() => {
        const found = userInfoErrors(values);
        setErrors(found);
        if (Object.keys(found).length === 0) onNext({ ...values, email: values.email.trim() });
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={tr('account.signUp.firstName')} autoComplete="given-name" withAsterisk {...text('firstName')} />
          <TextInput label={tr('account.signUp.lastName')} autoComplete="family-name" withAsterisk {...text('lastName')} />
        </SimpleGrid>
        <TextInput label={tr('account.signUp.email')} type="email" autoComplete="email" withAsterisk {...text('email')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordField label={tr('account.password.password')} autoComplete="new-password" withAsterisk handover={passwordFocus} {...text('password')} />
          <PasswordField label={tr('account.password.repeat')} autoComplete="new-password" withAsterisk handover={repeatFocus} {...text('repeatPassword')} />
        </SimpleGrid>
        <Text size="xs" c="gray.7">
          {tr('account.profile.passwordHint')}
        </Text>
        <Checkbox
          mt="xs"
          label={
            <>
              {tr('account.signUp.agreement')}{' '}
              (<Anchor href={privacyHref} target="_blank" rel="noreferrer" size="sm">
                {tr('account.signUp.privacyLink')}
              </Anchor>)
            </>
          }
          {...agreement}
          checked={values.agreement}
          onChange={(event) => changeAgreement(event.currentTarget.checked)}
        />
        <StepNav onCancel={onCancel} />
      </Stack>
    </form>
  );
}

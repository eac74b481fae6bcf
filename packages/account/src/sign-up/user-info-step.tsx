import { Anchor, Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import * as yup from 'yup';
import { t, useT } from '@lingua/core';
import { passwordSchema, repeatSchema } from '../validation/password-rules.ts';
import '../texts/account-texts.ts';

/** The user-info phase's values. */
export type UserInfo = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  repeatPassword: string;
  agreement: boolean;
};

export const emptyUserInfo: UserInfo = { firstName: '', lastName: '', email: '', password: '', repeatPassword: '', agreement: false };

// Spec 2 §5 "Sign-up user info".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const schema = () =>
  yup.object({
    firstName: yup.string().trim().required(t('common.validation.required')),
    lastName: yup.string().trim().required(t('common.validation.required')),
    email: yup.string().trim().required(t('common.validation.required')).matches(EMAIL_PATTERN, t('account.signUp.invalidEmail')),
    password: passwordSchema(),
    repeatPassword: repeatSchema('password', t('account.password.repeatMismatch')),
    agreement: yup.boolean().oneOf([true], t('account.signUp.agreementRequired')),
  });

/** Props of UserInfoStep. */
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

/** Sign-up phase 1: name, work e-mail, password and the agreement. */
export function UserInfoStep({ initial, onNext, onCancel, privacyHref = '/privacy' }: UserInfoStepProps) {
  const tr = useT();
  const form = useForm<UserInfo>({ mode: 'controlled', initialValues: initial, validate: yupResolver(schema()), validateInputOnBlur: true });
  return (
    <form onSubmit={form.onSubmit((values) => onNext({ ...values, email: values.email.trim() }))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={tr('account.signUp.firstName')} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label={tr('account.signUp.lastName')} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={tr('account.signUp.email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordInput label={tr('account.password.password')} autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
          <PasswordInput label={tr('account.password.repeat')} autoComplete="new-password" withAsterisk {...form.getInputProps('repeatPassword')} />
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
          {...form.getInputProps('agreement', { type: 'checkbox' })}
        />
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={onCancel}>
            {tr('account.signUp.cancel')}
          </Button>
          <Button type="submit">{tr('account.signUp.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import * as yup from 'yup';
import { ErrorAlert, t, useT } from '@lingua/core';
import { useChangePassword } from '../api/change-password.ts';
import { passwordSchema, repeatSchema } from '../validation/password-rules.ts';
import { isWrongOldPassword } from './is-wrong-old-password.ts';
import '../texts/account-texts.ts';

export interface ChangePasswordFormProps {
  /** Called after the provider accepted the new password. */
  onChanged: () => void;
  /** When set, a Cancel button calls it. */
  onCancel?: () => void;
}

type Values = {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
};

// Spec 1 §5: old password required; the new one follows the password rule; the repeat must equal it.
const schema = () =>
  yup.object({
    oldPassword: yup.string().required(t('common.validation.required')),
    newPassword: passwordSchema(),
    repeatPassword: repeatSchema('newPassword', t('account.password.mismatch')),
  });

/** The change-password form of the dialog and of the /changePassword page. */
export function ChangePasswordForm({ onChanged, onCancel }: ChangePasswordFormProps) {
  const tr = useT();
  const change = useChangePassword();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
    validate: yupResolver(schema()),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async ({ oldPassword, newPassword }) => {
    setFailure(null);
    try {
      await change.trigger({ oldPassword, newPassword });
      form.reset();
      onChanged();
    } catch (error) {
      if (isWrongOldPassword(error)) form.setFieldError('oldPassword', tr('account.password.invalidOldPassword'));
      else setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput label={tr('account.password.oldPassword')} autoComplete="current-password" withAsterisk {...form.getInputProps('oldPassword')} />
        <PasswordInput
          label={tr('account.password.newPassword')}
          description={tr('account.profile.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput label={tr('account.password.repeatPassword')} autoComplete="new-password" withAsterisk {...form.getInputProps('repeatPassword')} />
        {failure ? <ErrorAlert error={failure} /> : null}
        <Group justify="flex-end" mt="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={change.isMutating}>
              {tr('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={change.isMutating}>
            {tr('account.changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The success message shown after a change. */
export function PasswordChangedText() {
  const tr = useT();
  return <Text>{tr('account.changePassword.successMessage')}</Text>;
}

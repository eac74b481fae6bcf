import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ErrorAlert, formSubmit, startImpersonation, useT } from '@lingua/core';

/** Props of the impersonate dialog (spec 1 §2 Other dialogs, §4 Impersonation). */
export interface ImpersonateDialogProps {
  opened: boolean;
  /** Closes the dialog (cancel, Escape, or after success). */
  onClose: () => void;
  /** Called after the override is in place. */
  onImpersonated?: (username: string) => void;
  /**
   * Fetches the account and sets the override; core's startImpersonation by default, which clears the
   * override when the fetch fails (spec 1 §4).
   */
  impersonate?: (username: string) => Promise<unknown>;
}

/** The dialog's username, its problem and the impersonation call; closing forgets what was typed. */
function useImpersonateForm({ onClose, onImpersonated, impersonate = startImpersonation }: Omit<ImpersonateDialogProps, 'opened'>) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setUsername('');
    setFieldError(null);
    setError(null);
    onClose();
  }

  async function submit() {
    const name = username.trim();
    if (!name) {
      setFieldError(t('portal.impersonation.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await impersonate(name);
      setBusy(false);
      close();
      onImpersonated?.(name);
    } catch (err) {
      setBusy(false);
      setError(err);
    }
  }
  const type = (value: string) => {
    setUsername(value);
    setFieldError(null);
  };
  return { username, type, fieldError, error, busy, close, submit };
}

/** Asks an ADMIN for a username and starts acting as that user. */
export function ImpersonateDialog({ opened, ...props }: ImpersonateDialogProps) {
  const t = useT();
  const { username, type, fieldError, error, busy, close, submit } = useImpersonateForm(props);
  return (
    <Modal opened={opened} onClose={close} title={t('portal.impersonation.dialogTitle')} centered>
      <form onSubmit={formSubmit(() => void submit())} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t('portal.impersonation.dialogIntro')}</Text>
          {error ? <ErrorAlert error={error} /> : null}
          <TextInput
            label={t('portal.impersonation.username')}
            description={t('portal.impersonation.usernameDescription')}
            value={username}
            onChange={(e) => type(e.currentTarget.value)}
            error={fieldError}
            required
            data-autofocus
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('portal.impersonation.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('portal.impersonation.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

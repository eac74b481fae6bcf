// Turning MFA on (spec 1 §4 MFA): the secret to scan or type, then the app's 6-digit code.
import { Button, Center, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import type { TotpAssociation } from '@lingua/contract';
import { MFA_CODE_LENGTH } from '@lingua/contract';
import { ErrorAlert, formSubmit, useT } from '@lingua/core';
import { TotpSecret } from './totp-secret.tsx';
import { useTotpSetup } from './use-totp-setup.ts';

export interface TotpSetupProps {
  association: TotpAssociation;
  onCancel: () => void;
  onEnabled: () => void;
}

export function TotpSetup({ association, onCancel, onEnabled }: TotpSetupProps) {
  const t = useT();
  const { code, codeError, failure, submit, type, busy } = useTotpSetup(onEnabled);
  return (
    <form
      onSubmit={formSubmit(() => void submit())}
    >
      <Stack gap="md">
        <Text size="sm">{t('account.mfa.step1')}</Text>
        <TotpSecret association={association} />
        <Text size="sm">{t('account.mfa.step2')}</Text>
        <Input.Wrapper id="lingua-totp-code" label={t('account.mfa.code')} error={codeError}>
          <Center mt={6} style={{ justifyContent: 'flex-start' }}>
            <PinInput length={MFA_CODE_LENGTH} type="number" size="lg" value={code} onChange={type} error={!!codeError} getInputProps={(index) => ({ 'aria-label': t('account.mfa.codeDigit', { position: index + 1 }) })} />
          </Center>
        </Input.Wrapper>
        {failure ? <ErrorAlert error={failure} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={code.length !== MFA_CODE_LENGTH}>
            {t('account.mfa.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

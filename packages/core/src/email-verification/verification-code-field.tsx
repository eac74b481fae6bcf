// The code field: one box per character, a code pasted from the mail taken whole, its invalid message.
import { Input, PinInput } from '@mantine/core';
import { EMAIL_VERIFICATION_CODE_LENGTH } from '@lingua/contract';
import { useT } from '../i18n/i18n.ts';
import type { EmailVerificationModel } from './use-email-verification-dialog.ts';

// The server's codes avoid look-alike characters and compare case-insensitively; upper case matches the mail.
// Mantine tests a pasted or autofilled code with the same pattern as one typed character, so it takes one or more.
const CODE_CHARACTERS = /^[A-Za-z0-9]+$/;

export function VerificationCodeField({ model }: { model: EmailVerificationModel }) {
  const t = useT();
  const { code, invalid } = model.state;
  return (
    <Input.Wrapper
      id="lingua-email-verification-code"
      label={t('emailVerificationDialog.codeLabel')}
      error={invalid ? t('emailVerificationDialog.invalidCode') : undefined}
    >
      <PinInput
        mt={6}
        length={EMAIL_VERIFICATION_CODE_LENGTH}
        type={CODE_CHARACTERS}
        inputMode="text"
        size="lg"
        value={code}
        onChange={model.type}
        error={invalid}
        getInputProps={(index) => ({
          'aria-label': t('emailVerificationDialog.codeCharacterLabel', {
            position: index + 1,
            length: EMAIL_VERIFICATION_CODE_LENGTH,
          }),
          autoCapitalize: 'characters',
        })}
      />
    </Input.Wrapper>
  );
}

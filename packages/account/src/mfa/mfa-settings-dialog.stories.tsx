import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { MfaSettingsDialog } from './mfa-settings-dialog.tsx';
import { answerApi, clientAdminUser, signedInAs, status } from '../story-fixtures/story-fixtures.ts';

const association = {
  secretCode: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Lingua%20Portal:client%40acme-health.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Lingua%20Portal',
};
const routes = (verify: unknown = { status: 'SUCCESS' }) => () => {
  signedInAs(clientAdminUser);
  return answerApi({ 'POST /identity/totp/associate': association, 'POST /identity/totp/verify': verify, 'POST /identity/preferredMfa': status(204) });
};
const body = () => within(document.body);

const meta = {
  title: 'Account/MFA settings',
  component: MfaSettingsDialog,
  args: { opened: true, status: { preferredMfa: 'NOMFA', isMfaEnabled: false }, onClose: () => {} },
} satisfies Meta<typeof MfaSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = { beforeEach: routes() };
export const On: Story = { beforeEach: routes(), args: { status: { preferredMfa: 'TOTP', isMfaEnabled: true } } };
export const TurnOffConfirmation: Story = {
  beforeEach: routes(),
  args: { status: { preferredMfa: 'TOTP', isMfaEnabled: true } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Turn off MFA' }));
  },
};
export const Setup: Story = {
  beforeEach: routes(),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Set up authenticator app' }));
    await body().findByRole('img', { name: 'QR code for your authenticator app' });
  },
};
export const WrongCode: Story = {
  beforeEach: routes(status(400, { message: 'Invalid code. Please try again or wait for the code to change.' })),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(await body().findByRole('textbox', { name: 'Authentication code, digit 1 of 6' }), '123456');
    await userEvent.click(body().getByRole('button', { name: 'Verify and turn on' }));
    await body().findByText('Invalid code. Please try again or wait for the code to change.');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordPage } from './change-password-page.tsx';
import { answerApi, clientAdminUser, coupaUser, federatedUser, signedInAs, status } from '../story-fixtures/story-fixtures.ts';

const meta = {
  title: 'Account/Change password page',
  component: ChangePasswordPage,
  args: { onDone: () => {}, currentPath: '/changePassword' },
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  beforeEach: () => {
    signedInAs(clientAdminUser);
    return answerApi({ 'GET /identity/mfa': { preferredMfa: 'NOMFA', isMfaEnabled: false } });
  },
};
export const FederatedAccount: Story = { beforeEach: () => signedInAs(federatedUser) };
export const CoupaGroupAccount: Story = {
  beforeEach: () => {
    signedInAs(coupaUser);
    return answerApi({ 'GET /identity/mfa': status(403, { message: 'Your account is managed by your identity provider' }) });
  },
};

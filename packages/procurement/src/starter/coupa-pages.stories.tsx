import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, pending } from '@lingua/core/test/fetch-double';
import { CoupaStarter } from './coupa-starter.tsx';
import { CoupaErrorPage } from '../error-page/coupa-error-page.tsx';
import { serveCoupa } from '../fixtures/coupa-fixtures.ts';

const meta = {
  title: 'Procurement/Sign-in by request',
  component: CoupaStarter,
  parameters: { layout: 'fullscreen' },
  args: { requestId: 'fixture-request-id-0123456789abcdefghijklmno', startSignIn: async () => true },
} satisfies Meta<typeof CoupaStarter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = { beforeEach: serveCoupa([{ method: 'POST', path: /initializeLogIn$/, reply: pending() }]) };
export const SignInFailed: Story = {
  beforeEach: serveCoupa([{ method: 'POST', path: /initializeLogIn$/, reply: errorResponse(404, 'The procurement request was not found or has expired', 'PUNCHOUT_REQUEST_NOT_FOUND') }, { method: 'POST', path: '/uiLogs', reply: { } }]),
};
export const ErrorPageWithMessage: Story = { render: () => <CoupaErrorPage message="The punch-out session has ended." /> };
export const ErrorPageGeneric: Story = { render: () => <CoupaErrorPage /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmailVerificationDialog } from './email-verification-dialog.tsx';

// The dialog shared by sign-up and the quote request.
// Story fixture: answers the two calls in the browser so each state can be seen without a server.
function answerCalls({ sendStatus = 204, isValid = true, sendDelayMs = 0 }: { sendStatus?: number; isValid?: boolean; sendDelayMs?: number }) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/userAccount/actions/sendEmailVerificationCode')) {
      await new Promise((resolve) => setTimeout(resolve, sendDelayMs));
      return sendStatus === 204
        ? new Response(null, { status: 204 })
        : Response.json({ message: 'Please wait 30 seconds before requesting another code.', errorCode: 'CODE_RESEND_TOO_SOON' }, { status: sendStatus });
    }
    if (url.endsWith('/userAccounts/actions/validateEmailVerificationCode')) return Response.json({ isValid });
    return realFetch(input, init);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

const meta = {
  title: 'Core/E-mail verification dialog',
  component: EmailVerificationDialog,
  args: { opened: true, email: 'vera@acme-health.example', onVerified: () => {}, onClose: () => {} },
} satisfies Meta<typeof EmailVerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CodeSent: Story = { beforeEach: () => answerCalls({}) };

export const Sending: Story = { beforeEach: () => answerCalls({ sendDelayMs: 600_000 }) };

export const CodeEntered: Story = {
  beforeEach: () => answerCalls({}),
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole('textbox', { name: 'Verification code, character 1 of 6' }), 'K7PQ2M');
    await expect(body.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

export const InvalidCode: Story = {
  beforeEach: () => answerCalls({ isValid: false }),
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole('textbox', { name: 'Verification code, character 1 of 6' }), 'K7PQ2M');
    await userEvent.click(body.getByRole('button', { name: 'Verify' }));
    await body.findByText(/invalid or has expired/);
  },
};

export const Resent: Story = {
  beforeEach: () => answerCalls({}),
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Resend code' }));
    await body.findByText(/A new code has been sent/);
  },
};

export const SendFailed: Story = { beforeEach: () => answerCalls({ sendStatus: 429 }) };

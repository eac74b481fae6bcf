import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailVerificationDialog } from './email-verification-dialog.tsx';
import { renderWithLingua } from '../../test/render.tsx';
import { json, resetPage } from '../../test/reset.ts';

type Call = { path: string; body: unknown };
let calls: Call[];
let validAnswer: boolean;
let sendStatus: number;

beforeEach(() => {
  resetPage();
  calls = [];
  validAnswer = true;
  sendStatus = 204;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/v1', '');
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/userAccount/actions/sendEmailVerificationCode') {
      return sendStatus === 204
        ? new Response(null, { status: 204 })
        : json({ message: 'Please wait 30 seconds before requesting another code.', errorCode: 'CODE_RESEND_TOO_SOON' }, sendStatus);
    }
    if (path === '/userAccounts/actions/validateEmailVerificationCode') return json({ isValid: validAnswer });
    return json({ message: 'Not Found' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

const sends = () => calls.filter((c) => c.path.endsWith('sendEmailVerificationCode'));
const firstBox = () => screen.getByRole('textbox', { name: 'Verification code, character 1 of 6' });

function renderDialog(onVerified = vi.fn(), onClose = vi.fn()) {
  renderWithLingua(<EmailVerificationDialog opened email="vera@example.com" onVerified={onVerified} onClose={onClose} />);
  return { onVerified, onClose };
}

describe('EmailVerificationDialog', () => {
  it('sends one code to the address when it opens', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Verify your e-mail address' })).toHaveTextContent('vera@example.com');
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]?.body).toEqual({ email: 'vera@example.com' });
    expect(screen.getAllByRole('textbox', { name: /Verification code, character/ })).toHaveLength(6);
  });

  it('enables Verify only with 6 characters', async () => {
    renderDialog();
    await waitFor(() => expect(sends()).toHaveLength(1));
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await userEvent.type(firstBox(), 'ab3de');
    expect(verify).toBeDisabled();
    await userEvent.keyboard('f');
    expect(verify).toBeEnabled();
  });

  it('takes a code pasted from the mail into the first box', async () => {
    const { onVerified } = renderDialog();
    await waitFor(() => expect(sends()).toHaveLength(1));
    await userEvent.click(firstBox());
    await userEvent.paste('k7p2qx');
    expect(screen.getByRole('textbox', { name: 'Verification code, character 6 of 6' })).toHaveValue('X');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('K7P2QX'));
  });

  it('passes the valid code on', async () => {
    const { onVerified } = renderDialog();
    await waitFor(() => expect(sends()).toHaveLength(1));
    await userEvent.type(firstBox(), 'ab3def');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('AB3DEF'));
    expect(calls.at(-1)).toEqual({
      path: '/userAccounts/actions/validateEmailVerificationCode',
      body: { email: 'vera@example.com', verificationCode: 'AB3DEF' },
    });
  });

  it('shows the invalid-code message when isValid is false', async () => {
    validAnswer = false;
    const { onVerified } = renderDialog();
    await waitFor(() => expect(sends()).toHaveLength(1));
    await userEvent.type(firstBox(), 'ZZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The verification code is invalid or has expired. Check the code or request a new one.')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('resend sends a new code and clears the entered code', async () => {
    renderDialog();
    await waitFor(() => expect(sends()).toHaveLength(1));
    await userEvent.type(firstBox(), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(await screen.findByText('A new code has been sent. Earlier codes no longer work.')).toBeInTheDocument();
    for (const box of screen.getAllByRole('textbox', { name: /Verification code, character/ })) expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('keeps the entered code when a resend is refused during its wait', async () => {
    renderDialog();
    await waitFor(() => expect(sends()).toHaveLength(1));
    await userEvent.type(firstBox(), 'ABCDEF');
    sendStatus = 429;
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 30 seconds before requesting another code.');
    expect(screen.getAllByRole('textbox', { name: /Verification code, character/ }).map((box) => (box as HTMLInputElement).value).join('')).toBe('ABCDEF');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('shows a failed send with the server message', async () => {
    sendStatus = 429;
    renderDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 30 seconds before requesting another code. [Error code: CODE_RESEND_TOO_SOON]',
    );
  });

  it('cancels', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

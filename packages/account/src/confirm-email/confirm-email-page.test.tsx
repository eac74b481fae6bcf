import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { answerApi, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

describe('/confirmEmail', () => {
  it('shows the invalid-URL message when a parameter is missing', async () => {
    startPage(null);
    const calls = answerApi({});
    renderWithLingua(<ConfirmEmailPage search="?email=a%40b.example" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail confirmation link is not valid');
    expect(calls).toHaveLength(0);
  });

  it('confirms once and offers sign-in', async () => {
    startPage(null);
    const calls = answerApi({ 'POST /userAccount/actions/confirmEmail': reply(204) });
    const onSignIn = vi.fn();
    renderWithLingua(<ConfirmEmailPage search="?email=nora%40acme-health.example&verificationCode=abc123" onSignIn={onSignIn} />);
    expect(await screen.findByText('E-mail address confirmed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ email: 'nora@acme-health.example', code: 'abc123' }]);
    screen.getByRole('button', { name: 'Sign in' }).click();
    expect(onSignIn).toHaveBeenCalled();
  });

  it('shows the server’s message when the confirmation fails', async () => {
    startPage(null);
    answerApi({ 'POST /userAccount/actions/confirmEmail': reply(400, { message: 'The confirmation link has expired', errorCode: 'CODE_EXPIRED' }) });
    renderWithLingua(<ConfirmEmailPage search="?email=a%40b.example&verificationCode=x" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The confirmation link has expired');
  });

  it('shows the unexpected-error text when the server gives no message', async () => {
    startPage(null);
    answerApi({ 'POST /userAccount/actions/confirmEmail': reply(500) });
    renderWithLingua(<ConfirmEmailPage search="?email=a%40b.example&verificationCode=x" />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error'));
  });
});

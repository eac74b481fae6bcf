import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUp } from './sign-up.tsx';
import { answerApi, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';
import type { Answer, RecordedCall } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const acme = { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' };
const acmeLabs = { clientId: '2', companyName: 'Acme Labs', status: 'ACTIVE' };
const reference: Record<string, Answer> = {
  'GET /countries': [
    { id: 227, name: 'United States' },
    { id: 38, name: 'Canada' },
  ],
  'GET /provinces': [
    { id: 5, name: 'California', countryId: 227 },
    { id: 60, name: 'Ontario', countryId: 38 },
  ],
};

async function userInfo(email = 'new.user@acme-health.example') {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Nora');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'New');
  await userEvent.type(screen.getByLabelText(/^Work e-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), 'Welcome123');
  await userEvent.type(screen.getByLabelText(/^Repeat Password/), 'Welcome123');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

async function address() {
  await userEvent.type(await screen.findByLabelText(/^Address line 1/), '1 Main St');
  await userEvent.type(screen.getByLabelText(/^City/), 'Springfield');
  await userEvent.type(screen.getByLabelText(/^ZIP/), '12345');
  await userEvent.click(screen.getByRole('combobox', { name: /^Country/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Canada' }));
  await userEvent.click(screen.getByRole('combobox', { name: /^State/ }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ontario']);
  await userEvent.click(screen.getByRole('option', { name: 'Ontario' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('Sign-up', { timeout: 30_000 }, () => {
  it('validates the user info with the spec’s messages', async () => {
    startPage(null);
    answerApi(reference);
    renderWithLingua(<SignUp />);
    await userEvent.type(screen.getByLabelText(/^Work e-mail/), 'not-an-address');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Repeat Password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Password must be 8 characters or longer')).toBeInTheDocument();
    expect(screen.getByText('Entered value does not match the Password value')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms of Service and the Privacy Policy')).toBeInTheDocument();
  });

  it('checks a field when the user leaves it and clears its message as they type', async () => {
    startPage(null);
    answerApi(reference);
    renderWithLingua(<SignUp />);
    await userEvent.type(screen.getByLabelText(/^Work e-mail/), 'nora@');
    await userEvent.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Work e-mail/), 'acme');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Work e-mail/), '-health.example');
    await userEvent.tab();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('keeps the user info when the user comes back from the address', async () => {
    startPage(null);
    answerApi(reference);
    renderWithLingua(<SignUp />);
    await userInfo();
    await userEvent.type(await screen.findByLabelText(/^Address line 1/), '1 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Nora');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^Address line 1/)).toHaveValue('1 Main St');
  });

  it('requires line 1, city, zip and country, not the province', async () => {
    startPage(null);
    answerApi(reference);
    renderWithLingua(<SignUp />);
    await userInfo();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
  });

  it('signs up with the one matching company: USER custom fields, then the account as CLIENT_EMPLOYEE', async () => {
    startPage(null);
    const calls = answerApi({
      ...reference,
      'GET /clientConfigs': [acme],
      'GET /clientConfigs/1/customFieldDefinitions': [{ name: 'Cost centre', type: 'INPUT_TEXT', required: true, category: 'USER', mapping: 'cc' }],
      'POST /userAccount': reply(201, { username: 'new.user@acme-health.example', email: 'new.user@acme-health.example' }),
    });
    const onSignedUp = vi.fn();
    renderWithLingua(<SignUp onSignedUp={onSignedUp} />);
    await userInfo();
    await address();
    expect(await screen.findByText('Acme Health asks for a few more details.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/clientConfigs')?.query).toEqual({ emailDomain: 'acme-health.example' });
    expect(calls.find((c) => c.path.endsWith('customFieldDefinitions'))?.query).toEqual({ category: 'USER' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Cost centre/), 'CC-7');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation link to new.user@acme-health.example/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/userAccount')?.body).toEqual({
      clientId: '1',
      email: 'new.user@acme-health.example',
      firstName: 'Nora',
      lastName: 'New',
      password: 'Welcome123',
      role: 'CLIENT_EMPLOYEE',
      address: { address1: '1 Main St', address2: null, city: 'Springfield', zipCode: '12345', country: { id: 38, name: 'Canada' }, province: { id: 60, name: 'Ontario' } },
      customFieldValues: [{ fieldName: 'Cost centre', value: 'CC-7', mapping: 'cc' }],
    });
    expect(onSignedUp).toHaveBeenCalledWith({ email: 'new.user@acme-health.example', clientId: '1' });
  });

  it('shows company not found when nothing matches the domain', async () => {
    startPage(null);
    answerApi({ ...reference, 'GET /clientConfigs': [] });
    renderWithLingua(<SignUp />);
    await userInfo('someone@unknown.example');
    await address();
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
    expect(screen.getByText(/someone@unknown.example/)).toBeInTheDocument();
  });

  it('shows invalid client id when the link names another company', async () => {
    startPage(null);
    answerApi({ ...reference, 'GET /clientConfigs': [acme] });
    renderWithLingua(<SignUp clientId={encodeURIComponent(btoa('2'))} token="abc" />);
    await userInfo();
    await address();
    expect(await screen.findByRole('heading', { name: 'Invalid sign-up link' })).toBeInTheDocument();
    expect(screen.getByText(/does not belong to the company/)).toBeInTheDocument();
  });

  it('shows invalid token at the company look-up when the server refuses the link token (spec 2 §4 step 3)', async () => {
    startPage(null);
    const calls = answerApi({
      ...reference,
      'GET /clientConfigs': [acme, acmeLabs],
      'GET /clientConfigs/1': (call: RecordedCall) =>
        call.query.signUpToken === 'right' ? { status: 200, body: acme } : { status: 403, body: { message: 'The sign-up link is not valid', errorCode: 'INVALID_SIGN_UP_TOKEN' } },
      'GET /clientConfigs/1/customFieldDefinitions': [{ name: 'Cost centre', type: 'INPUT_TEXT', required: true, category: 'USER', mapping: 'cc' }],
    });
    renderWithLingua(<SignUp clientId={encodeURIComponent(btoa('1'))} token="forged" />);
    await userInfo();
    await address();
    expect(await screen.findByText(/not valid or no longer works/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/clientConfigs/1')?.query).toEqual({ signUpToken: 'forged' });
    // Nothing after the look-up: no custom fields asked, no account sent.
    expect(calls.some((c) => c.path.endsWith('customFieldDefinitions') || c.method === 'POST')).toBe(false);
  });

  it('sends the link token with the account when it is the company’s', async () => {
    startPage(null);
    const calls = answerApi({
      ...reference,
      'GET /clientConfigs': [acme],
      'GET /clientConfigs/1': (call: RecordedCall) => (call.query.signUpToken === 'right' ? { status: 200, body: acme } : { status: 403, body: { message: 'No', errorCode: 'INVALID_SIGN_UP_TOKEN' } }),
      'GET /clientConfigs/1/customFieldDefinitions': [],
      'POST /userAccount': reply(201, { username: 'new.user@acme-health.example', email: 'new.user@acme-health.example' }),
    });
    renderWithLingua(<SignUp clientId={encodeURIComponent(btoa('1'))} token="right" />);
    await userInfo();
    await address();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ clientId: '1', signUpToken: 'right' });
  });

  it('lets the user choose among several ACTIVE companies', async () => {
    startPage(null);
    const calls = answerApi({
      ...reference,
      'GET /clientConfigs': [acme, acmeLabs, { clientId: '3', companyName: 'Acme Legacy', status: 'INACTIVE' }],
      'GET /clientConfigs/2/customFieldDefinitions': [],
      'POST /userAccount': reply(201, { username: 'u', email: 'u' }),
    });
    renderWithLingua(<SignUp />);
    await userInfo();
    await address();
    const group = await screen.findByRole('radiogroup', { name: /Company/ });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label, button')?.textContent ?? r.textContent)).toHaveLength(2);
    expect(screen.queryByText('Acme Legacy')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Acme Labs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ clientId: '2' });
  });

  it('shows a refused account (e.g. the address is taken) with its message and keeps the entries', async () => {
    startPage(null);
    answerApi({
      ...reference,
      'GET /clientConfigs': [acme],
      'GET /clientConfigs/1/customFieldDefinitions': [],
      'POST /userAccount': reply(409, { message: 'An account with this e-mail address already exists', errorCode: 'EMAIL_TAKEN' }),
    });
    renderWithLingua(<SignUp />);
    await userInfo();
    await address();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail address already exists [Error code: EMAIL_TAKEN]');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Cancel resets everything', async () => {
    startPage(null);
    answerApi(reference);
    renderWithLingua(<SignUp />);
    await userInfo();
    await userEvent.type(await screen.findByLabelText(/^Address line 1/), '1 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Work e-mail/)).toHaveValue('');
    await userInfo();
    expect(await screen.findByLabelText(/^Address line 1/)).toHaveValue('');
  });
});

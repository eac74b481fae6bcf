import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientConfig } from '@lingua/contract';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { acme, allTypesCustomFields, createdJobRequest, globex, initech, referenceRoutes, umbrella } from '../fixtures/quote-request-fixtures.ts';
import { renderWithLingua } from '@lingua/core/test/render';
import { applySession } from '../fixtures/session.ts';
import { installXhrDouble } from '@lingua/core/test/xhr-double';
import { QuoteRequest } from './quote-request.tsx';

// Whole flows typed through userEvent take a few seconds in jsdom, more on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const restores: Array<() => void> = [];
afterEach(() => {
  while (restores.length) restores.pop()!();
  delete window.dataLayer;
});

function setup(routes: Record<string, DoubleHandler>, kind: 'signedIn' | 'visitor' = 'visitor') {
  applySession(kind);
  const api = installApiDouble(routes);
  const xhr = installXhrDouble();
  restores.push(api.restore, xhr.restore);
  const props = { onHome: vi.fn(), onSignUp: vi.fn(), onSubmitted: vi.fn() };
  renderWithLingua(<QuoteRequest {...props} />);
  return { api, xhr, props };
}

const lookup = (configs: ClientConfig[]): Record<string, DoubleHandler> => ({ 'GET /clientConfigs': { body: configs } });
const call = (api: ReturnType<typeof installApiDouble>, key: string) => api.calls.find((c) => `${c.method} ${c.path}` === key);

async function enterEmail(email: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('QuoteRequest — visitor flow (spec 2 §4)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('requires a valid e-mail address', async () => {
    setup(lookup([]));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await enterEmail('not-an-email');
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
  });

  it('continues as a plain visitor when no company matches, offering the estimate only', async () => {
    const { api } = setup({ ...lookup([]), ...referenceRoutes() });
    await enterEmail('vera@gmail.example');
    expect(await screen.findByRole('region', { name: 'Contact' })).toBeInTheDocument();
    expect(call(api, 'GET /clientConfigs')!.url.searchParams.get('emailDomain')).toBe('gmail.example');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('vera@gmail.example');
    expect(screen.getByRole('button', { name: 'Submit for estimate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for translation' })).not.toBeInTheDocument();
    expect(screen.getByText('Up to 20 files, 40 MB each, 60 MB in total')).toBeInTheDocument();
  });

  it('lets the visitor pick among the ACTIVE companies when several match', async () => {
    setup({ ...lookup([acme, globex, initech]), ...referenceRoutes(acme, []) });
    await enterEmail('vera@acme.example');
    const group = await screen.findByRole('radiogroup', { name: 'Company' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2']);
    await userEvent.click(within(group).getByRole('radio', { name: 'Acme Health' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Submit for translation' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Health');
  });

  it('shows the inactive-client message when every match is inactive', async () => {
    setup(lookup([initech]));
    await enterEmail('vera@initech.example');
    expect(await screen.findByRole('heading', { name: 'Your company cannot accept new requests' })).toBeInTheDocument();
  });

  it('offers only Sign in and Return to home when the company disables visitor submissions', async () => {
    const { props } = setup(lookup([globex]));
    await enterEmail('vera@globex.example');
    expect(await screen.findByRole('heading', { name: 'Please sign in to submit a request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to home' }));
    expect(props.onHome).toHaveBeenCalled();
  });

  it('verifies the e-mail, uploads with progress and submits an estimate with the code', async () => {
    const { api, xhr, props } = setup({
      ...lookup([acme]),
      ...referenceRoutes(acme, []),
      'POST /userAccount/actions/sendEmailVerificationCode': { status: 204 },
      'POST /userAccounts/actions/validateEmailVerificationCode': { body: { isValid: true } },
      'POST /jobRequests/actions/unauthenticatedCreateJobRequest': { status: 201, body: createdJobRequest('QUOTE_REQUEST') },
    });
    await enterEmail('vera@acme-health.example');
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await userEvent.upload(screen.getByLabelText('Drag files here or click to select'), new File(['Hello'], 'letter.txt', { type: 'text/plain' }));
    expect(screen.getByText('letter.txt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for estimate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your e-mail address' });
    await waitFor(() => expect(call(api, 'POST /userAccount/actions/sendEmailVerificationCode')).toBeDefined());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code, character 1 of 6' }), 'K7PQ2M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Your estimate request was submitted' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    // The live estimate uploads the file too; the request's own upload is the last one.
    expect(xhr.sent.at(-1)!.get('key')).toBe('temp/abc/letter.txt');
    const body = call(api, 'POST /jobRequests/actions/unauthenticatedCreateJobRequest')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      origination: 'WEBFORM',
      requestType: 'QUOTE_REQUEST',
      clientId: '1',
      requestorEmail: 'vera@acme-health.example',
      requestorFirstName: 'Vera',
      requestorLastName: 'Lee',
      emailVerificationCode: 'K7PQ2M',
      sourceLanguage: { id: 'enu', name: 'English (USA)' },
      targetLanguages: [{ id: 'esn', name: 'Spanish' }],
      files: [{ fileName: 'letter.txt', category: 'SOURCE_DOCUMENT', fileKey: 'temp/abc/letter.txt' }],
    });
    expect(String(body.name)).toMatch(/^vera-\d{8}-\d{4}$/);
    expect(window.dataLayer).toEqual([{ event: 'Quote Created', requestId: 'jr-2001', requestType: 'QUOTE_REQUEST' }]);
    expect(props.onSubmitted).toHaveBeenCalledWith({ id: 'jr-2001', requestType: 'QUOTE_REQUEST' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(props.onSignUp).toHaveBeenCalled();
  });

  it('submits the files the live estimate already uploaded without sending them again', async () => {
    // A permission with its expiry, as the server gives it: the estimate's upload stays usable for the request.
    const post = { url: 'https://files.example.com/upload', fields: { key: 'tmp/anon/estimate/${filename}', policy: 'p' }, expiresAt: new Date(Date.now() + 7_200_000).toISOString() };
    const { api, xhr } = setup({
      ...lookup([acme]),
      ...referenceRoutes(acme, []),
      'POST /tempFiles/actions/createPresignedPost': { body: post },
      'POST /userAccount/actions/sendEmailVerificationCode': { status: 204 },
      'POST /userAccounts/actions/validateEmailVerificationCode': { body: { isValid: true } },
      'POST /jobRequests/actions/unauthenticatedCreateJobRequest': { status: 201, body: createdJobRequest('QUOTE_REQUEST') },
    });
    await enterEmail('vera@acme-health.example');
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await userEvent.upload(screen.getByLabelText('Drag files here or click to select'), new File(['Hello'], 'letter.txt', { type: 'text/plain' }));
    // The estimate has the file once it asks for the price.
    await waitFor(() => expect(call(api, 'POST /autoQuotes/actions/estimate')).toBeDefined(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Submit for estimate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your e-mail address' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code, character 1 of 6' }), 'K7PQ2M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Your estimate request was submitted' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(xhr.sent.map((form) => form.get('key'))).toEqual(['tmp/anon/estimate/letter.txt']);
    expect(api.calls.filter((c) => c.path === '/tempFiles/actions/createPresignedPost')).toHaveLength(1);
    expect(call(api, 'POST /jobRequests/actions/unauthenticatedCreateJobRequest')!.body).toMatchObject({
      files: [{ fileName: 'letter.txt', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/anon/estimate/letter.txt' }],
    });
  });

  it('shows the contact e-mail domain rule unless the company skips it', async () => {
    setup({ ...lookup([umbrella]), ...referenceRoutes(umbrella, []) });
    await enterEmail('vera@umbrella.example');
    expect(await screen.findByRole('button', { name: 'Submit for translation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for estimate' })).not.toBeInTheDocument();
  });
});

describe('QuoteRequest — signed-in flow', () => {
  const account = { username: 'client@acme-health.example', email: 'client@acme-health.example', roles: ['CLIENT'], applications: [], isFederatedSsoAccount: false, clientConfig: acme };
  const signedInRoutes = (extra: Record<string, DoubleHandler> = {}) => ({
    'GET /userAccount': { body: account },
    ...referenceRoutes(acme, allTypesCustomFields),
    'POST /jobRequests': { status: 201, body: createdJobRequest('TRANSLATION_REQUEST') },
    ...extra,
  });

  it("shows the account as the contact, read-only, with a link to the profile, and both submit buttons (BOTH)", async () => {
    setup(signedInRoutes(), 'signedIn');
    expect(await screen.findByRole('button', { name: 'Submit for translation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for estimate' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('textbox', { name: 'Name' })).toHaveValue('Alice Client');
    expect(within(contact).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    expect(within(contact).getByRole('textbox', { name: 'E-mail' })).toHaveValue('client@acme-health.example');
    expect(within(contact).getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Health');
    const asked: string[] = [];
    const listener = (e: Event) => asked.push((e as CustomEvent<{ tab: string }>).detail.tab);
    window.addEventListener('lingua-account-settings-request', listener);
    await userEvent.click(within(contact).getByRole('button', { name: 'Edit your profile' }));
    window.removeEventListener('lingua-account-settings-request', listener);
    expect(asked).toEqual(['profile']);
    expect(screen.getByText('Up to 100 files, 1000 MB each')).toBeInTheDocument();
  });

  it('renders custom fields of all eight types with their defaults and visibility', async () => {
    setup(signedInRoutes(), 'signedIn');
    expect(await screen.findByRole('textbox', { name: 'Cost Center' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Administration');
    expect(screen.getByText('Audiences')).toBeInTheDocument();
    expect(screen.getByText('Needed By')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Legacy Code' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: /Rush Approver/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rush' }));
    expect(screen.getByRole('group', { name: /Rush Approver/ })).toBeInTheDocument();
  });

  it('shows every validation message and the same-language warning', async () => {
    setup(signedInRoutes(), 'signedIn');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Rush' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost Center' }), 'nope');
    await userEvent.click(screen.getByRole('combobox', { name: 'Target languages' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English (USA)' }));
    expect(screen.getByText('The source language is also selected as a target language.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for translation' }));
    expect(screen.getByText('Please add at least one file.')).toBeInTheDocument();
    expect(screen.getByText('Use the form CC-1234')).toBeInTheDocument();
    expect(screen.getByText('The target languages must not include the source language.')).toBeInTheDocument();
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('A valid email address is required.')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
  });

  it('submits typed text, custom fields and links as a project', async () => {
    const { api, xhr, props } = setup(signedInRoutes(), 'signedIn');
    await userEvent.click(await screen.findByRole('radio', { name: 'Type or paste text' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Text to translate' }), 'Take one tablet daily.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost Center' }), 'CC-1234');
    await userEvent.click(screen.getByRole('combobox', { name: 'Audiences' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Patients' }));
    await userEvent.click(screen.getByRole('option', { name: 'Clinicians' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), 'Patient leaflet');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for translation' }));
    expect(await screen.findByRole('heading', { name: 'Your project was submitted' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    // The text goes in the request (the server stores it as text-input.txt and holds it to the limit).
    expect(xhr.sent).toHaveLength(0);
    expect(call(api, 'POST /jobRequests')!.body).toMatchObject({
      name: 'Patient leaflet',
      requestType: 'TRANSLATION_REQUEST',
      files: [],
      textInput: 'Take one tablet daily.',
      customFields: expect.arrayContaining([
        { fieldName: 'Cost Center', mapping: 'costCenter', value: 'CC-1234' },
        { fieldName: 'Audiences', mapping: 'audiences', value: 'Patients|Clinicians' },
        { fieldName: 'Rush', mapping: 'rush', value: 'false' },
      ]),
    });
    expect(props.onSubmitted).toHaveBeenCalledWith({ id: 'jr-2001', requestType: 'TRANSLATION_REQUEST' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit another request' }));
    expect(await screen.findByRole('textbox', { name: 'Project name' })).toHaveValue('');
  });

  it('counts typed text against its limit and refuses more, at once and on submit', async () => {
    const { api } = setup(signedInRoutes(), 'signedIn');
    await userEvent.click(await screen.findByRole('radio', { name: 'Type or paste text' }));
    const box = screen.getByRole('textbox', { name: 'Text to translate' });
    await userEvent.type(box, 'Hello');
    expect(screen.getByText('5/100,000')).toBeVisible();
    // Pasting past the limit (typing 100,001 characters one by one would take minutes).
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(100_000));
    expect(screen.getByText('100,005/100,000')).toBeVisible();
    expect(screen.getByText('The text can have at most 100,000 characters. Upload a longer text as a document.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for translation' }));
    expect(call(api, 'POST /jobRequests')).toBeUndefined();
  });

  it('ignores an added link row left blank, and flags a bad URL when its field is left', async () => {
    const { api } = setup(signedInRoutes(), 'signedIn');
    await userEvent.click(await screen.findByRole('radio', { name: 'Share file links' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost Center' }), 'CC-1234');
    await userEvent.click(screen.getByRole('combobox', { name: 'Audiences' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Patients' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link URL' }), 'files.example.com/a.docx');
    await userEvent.tab();
    expect(screen.getByText('Enter a valid link starting with http:// or https://.')).toBeVisible();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Link URL' }));
    expect(screen.queryByText('Enter a valid link starting with http:// or https://.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Link URL' }), 'https://files.example.com/a.docx');
    await userEvent.type(screen.getByRole('textbox', { name: 'File name' }), 'a.docx');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit for estimate' }));
    await screen.findByRole('heading', { name: 'Your estimate request was submitted' }, { timeout: 10_000 });
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(call(api, 'POST /jobRequests')!.body).toMatchObject({ fileLinks: [{ url: 'https://files.example.com/a.docx', name: 'a.docx', category: 'SOURCE_DOCUMENT' }] });
  });

  it('validates file links and sends them', async () => {
    const { api } = setup(signedInRoutes(), 'signedIn');
    await userEvent.click(await screen.findByRole('radio', { name: 'Share file links' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost Center' }), 'CC-1234');
    await userEvent.click(screen.getByRole('combobox', { name: 'Audiences' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Patients' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link URL' }), 'ftp://nope');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for estimate' }));
    expect(screen.getByText('Enter a valid link starting with http:// or https://.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Link URL' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link URL' }), 'https://files.example.com/a.docx');
    await userEvent.type(screen.getByRole('textbox', { name: 'File name' }), 'a.docx');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for estimate' }));
    await screen.findByRole('heading', { name: 'Your estimate request was submitted' }, { timeout: 10_000 });
    expect(call(api, 'POST /jobRequests')!.body).toMatchObject({
      files: [],
      fileLinks: [{ url: 'https://files.example.com/a.docx', name: 'a.docx', category: 'SOURCE_DOCUMENT' }],
    });
  });

  it('shows the error body when creating fails and keeps the values', async () => {
    setup(signedInRoutes({ 'POST /jobRequests': { status: 400, body: { message: 'Invalid request', errorCode: 'BAD' } } }), 'signedIn');
    await userEvent.click(await screen.findByRole('radio', { name: 'Type or paste text' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Text to translate' }), 'Hi');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost Center' }), 'CC-1234');
    await userEvent.click(screen.getByRole('combobox', { name: 'Audiences' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Patients' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit for estimate' }));
    expect(await screen.findByText('Invalid request [Error code: BAD]')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text to translate' })).toHaveValue('Hi');
  });
});

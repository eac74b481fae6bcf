import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installApiDouble } from '@lingua/core/test/api-double';
import type { DoubleHandler } from '@lingua/core/test/api-double';
import { acme, allTypesCustomFields, globex, initech, presignedPost, referenceRoutes } from '../fixtures/quote-request-fixtures.ts';
import { renderWithLingua } from '@lingua/core/test/render';
import { applySession } from '../fixtures/session.ts';
import { installXhrDouble } from '@lingua/core/test/xhr-double';
import { encodeClientId } from './decode-client-id.ts';
import { ExternalLinkRequest } from './external-link-request.tsx';

vi.setConfig({ testTimeout: 30_000 });
const restores: Array<() => void> = [];
afterEach(() => {
  while (restores.length) restores.pop()!();
});

function setup(routes: Record<string, DoubleHandler>, encodedClientId: string | undefined, token: string | undefined, session: 'visitor' | 'signedIn' = 'visitor') {
  applySession(session);
  const api = installApiDouble(routes);
  const xhr = installXhrDouble();
  restores.push(api.restore, xhr.restore);
  renderWithLingua(<ExternalLinkRequest encodedClientId={encodedClientId} token={token} />);
  return { api, xhr };
}

describe('ExternalLinkRequest (spec 2 §2)', () => {
  it('shows the invalid-link page when the token is missing', () => {
    setup({}, encodeClientId('1'), undefined);
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });

  it('shows the invalid-link page when the client id does not decode', () => {
    setup({}, '%%%', 'tok');
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });

  it('shows the invalid-link page when the server does not know the client', async () => {
    setup({ ...referenceRoutes(), 'GET /clientConfigs/9': { status: 404, body: { message: 'Not found' } } }, encodeClientId('9'), 'tok');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });

  it('shows the inactive-client error', async () => {
    setup(referenceRoutes(initech, []), encodeClientId('3'), 'tok');
    expect(await screen.findByText('This company cannot accept new requests because its account is inactive.')).toBeInTheDocument();
  });

  it('proves the token on arrival: a wrong one shows the invalid-link page at once, before the inactive client (spec 2 §2)', async () => {
    const { api } = setup(
      {
        ...referenceRoutes(initech, []),
        'GET /clientConfigs/3': (_body, url) =>
          url.searchParams.get('createProjectToken') === 'tok-right' ? { body: initech } : { status: 403, body: { message: 'This link is not valid.', errorCode: 'INVALID_LINK' } },
      },
      encodeClientId('3'),
      'tok-wrong',
    );
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByText('The page address you followed is incomplete or no longer valid. Please ask for a new link.')).toBeInTheDocument();
    expect(screen.queryByText(/account is inactive/)).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/clientConfigs/3')?.url.searchParams.get('createProjectToken')).toBe('tok-wrong');
  });

  it('creates a quote with the token and the verified e-mail code, uploads to its permission and adds the files', async () => {
    const { api, xhr } = setup(
      {
        // One custom field with a fixed value (disabled, its default): it travels without typing.
        ...referenceRoutes(acme, allTypesCustomFields.filter((f) => f.name === 'Legacy Code')),
        'POST /userAccount/actions/sendEmailVerificationCode': { status: 204 },
        'POST /userAccounts/actions/validateEmailVerificationCode': { body: { isValid: true } },
        'POST /quotes': { status: 201, body: { quoteId: 'q-1', presignedPost } },
        'POST /quotes/q-1/actions/addFiles': { status: 204 },
      },
      encodeClientId('1'),
      'tok-123',
    );
    expect(await screen.findByRole('heading', { name: 'Acme Health' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'vera@acme.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await userEvent.upload(screen.getByLabelText('Drag files here or click to select'), new File(['Hola'], 'carta.txt'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Workflow' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Translation + Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit for estimate' }));
    // Spec 2 §6: without sign-in the holder of the link is a visitor and verifies the e-mail first.
    const dialog = await screen.findByRole('dialog', { name: 'Verify your e-mail address' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code, character 1 of 6' }), 'K7PQ2M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Your estimate request was submitted' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/userAccount/actions/sendEmailVerificationCode')?.body).toEqual({ email: 'vera@acme.example' });
    const create = api.calls.find((c) => c.method === 'POST' && c.path === '/quotes')!;
    expect(create.body).toMatchObject({
      clientId: '1',
      createProjectToken: 'tok-123',
      emailVerificationCode: 'K7PQ2M',
      contactInfo: { email: 'vera@acme.example', firstName: 'Vera', lastName: 'Lee' },
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      xtrfServiceId: 2,
    });
    // Spec 2 §3: the payload carries contactInfo.customFields as well as customFields.
    const sent = create.body as { customFields: unknown[]; contactInfo: { customFields?: unknown[] } };
    expect(sent.customFields).toEqual([expect.objectContaining({ fieldName: 'Legacy Code', value: 'N/A' })]);
    expect(sent.contactInfo.customFields).toEqual(sent.customFields);
    expect(xhr.sent.at(-1)!.get('key')).toBe('temp/abc/carta.txt');
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/quotes/q-1/actions/addFiles')?.body).toEqual({ fileNames: ['carta.txt'], category: 'SOURCE_DOCUMENT' }),
    );
  });

  it('checks the contact e-mail’s domain at the field, before verification (spec 2 §5)', async () => {
    const { allowedEmailDomains: _domains, ...publicView } = acme;
    const { api } = setup(
      {
        ...referenceRoutes(acme, []),
        // As the server answers: the e-mail domains only to the holder of the proved link.
        'GET /clientConfigs/1': (_body, url) => ({ body: url.searchParams.get('createProjectToken') === 'tok-123' ? acme : publicView }),
        'POST /userAccount/actions/sendEmailVerificationCode': { status: 204 },
      },
      encodeClientId('1'),
      'tok-123',
    );
    await screen.findByRole('heading', { name: 'Acme Health' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'vera@gmail.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await userEvent.click(screen.getByRole('radio', { name: 'Type or paste text' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Text to translate' }), 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for estimate' }));
    expect(await screen.findByText('This e-mail address is not allowed for this company.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(expect.stringContaining('This e-mail address is not allowed for this company.'));
    expect(screen.queryByRole('dialog', { name: 'Verify your e-mail address' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/userAccount/actions/sendEmailVerificationCode')).toBe(false);
  });

  it('offers only sign-in to a visitor when the client disables unauthenticated submissions', async () => {
    setup(referenceRoutes(globex, []), encodeClientId('2'), 'tok');
    expect(await screen.findByRole('heading', { name: 'Please sign in to submit a request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for estimate' })).not.toBeInTheDocument();
  });

  it('gives a visitor the visitor upload limits, as the server does', async () => {
    setup(referenceRoutes(acme, []), encodeClientId('1'), 'tok');
    expect(await screen.findByText('Up to 20 files, 40 MB each, 60 MB in total')).toBeInTheDocument();
  });

  it('gives a signed-in user the client’s limits', async () => {
    setup(referenceRoutes(acme, []), encodeClientId('1'), 'tok', 'signedIn');
    expect(await screen.findByText('Up to 100 files, 1000 MB each')).toBeInTheDocument();
  });

  it('lets a signed-in user of a client without unauthenticated submissions use the link', async () => {
    setup(referenceRoutes(globex, []), encodeClientId('2'), 'tok', 'signedIn');
    expect(await screen.findByRole('heading', { name: 'Globex Insurance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Please sign in to submit a request' })).not.toBeInTheDocument();
  });

  it('shows the invalid-link page when the server refuses the token', async () => {
    setup({ ...referenceRoutes(acme, []), 'POST /projects': { status: 403, body: { message: 'Invalid token' } } }, encodeClientId('1'), 'bad', 'signedIn');
    await screen.findByRole('heading', { name: 'Acme Health' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'vera@acme.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await userEvent.click(screen.getByRole('radio', { name: 'Type or paste text' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Text to translate' }), 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for translation' }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

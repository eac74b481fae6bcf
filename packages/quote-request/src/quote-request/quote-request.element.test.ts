// <lingua-quote-request> through the shared element suite: the external-link form (client-link-id, token) and
// the visitor flow of a plain embed.
import { afterEach, expect } from 'vitest';
import { within } from '@testing-library/react';
import { describeElement, fill, pickOption } from '@lingua/core/test/element-suite';
import type { ElementUser, ShadowView } from '@lingua/core/test/element-suite';
import { routesFromTable } from '@lingua/core/test/fetch-double';
import { resetPage } from '@lingua/core/test/reset';
import { installXhrDouble } from '@lingua/core/test/xhr-double';
import { encodeClientId } from '../external-link/decode-client-id.ts';
import { acme, createdJobRequest, globex, presignedPost, referenceRoutes, umbrella } from '../fixtures/quote-request-fixtures.ts';
import { applySession } from '../fixtures/session.ts';
import { register } from './quote-request.element.ts';

let restoreXhr: (() => void) | undefined;
afterEach(() => {
  restoreXhr?.();
  restoreXhr = undefined;
});

const routes = routesFromTable({
  ...referenceRoutes(umbrella, []),
  ...referenceRoutes(acme, []),
  // The companies whose allowed domains hold the visitor's.
  'GET /clientConfigs': (_body, url) => ({ body: [acme, globex, umbrella].filter((c) => c.allowedEmailDomains?.includes(url.searchParams.get('emailDomain') ?? '')) }),
  'POST /userAccount/actions/sendEmailVerificationCode': { status: 204 },
  'POST /userAccounts/actions/validateEmailVerificationCode': { body: { isValid: true } },
  'POST /jobRequests/actions/unauthenticatedCreateJobRequest': (body) => ({
    status: 201,
    body: createdJobRequest((body as { requestType: 'QUOTE_REQUEST' | 'TRANSLATION_REQUEST' }).requestType),
  }),
  'POST /quotes': { status: 201, body: { quoteId: 'q-1', presignedPost } },
  'POST /quotes/q-1/actions/addFiles': { status: 204 },
});

/** Types the code of the verification dialog a visitor's submission opens. */
async function verifyEmail(view: ShadowView, user: ElementUser) {
  const dialog = await view.findByRole('dialog', { name: 'Verify your e-mail address' });
  // One character per field: typing cannot move the focus on from field to field inside the shadow root here.
  [...'K7PQ2M'].forEach((character, i) => fill(within(dialog).getByRole('textbox', { name: `Verification code, character ${i + 1} of 6` }), character));
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await view.findByRole('heading', { name: /was submitted/ }, { timeout: 10_000 });
}

/**
 * A visitor of a plain embed: e-mail step, then the form with one file, submitted with `button`; the languages
 * are picked where the company preselects none.
 */
async function visitorSubmits(view: ShadowView, user: ElementUser, email: string, button: string, pickLanguages = false) {
  fill(await view.findByRole('textbox', { name: 'E-mail address' }), email);
  await user.click(view.getByRole('button', { name: 'Continue' }));
  fill(await view.findByRole('textbox', { name: 'First name' }), 'Vera');
  fill(view.getByRole('textbox', { name: 'Last name' }), 'Lee');
  await user.upload(view.getByLabelText('Drag files here or click to select') as HTMLInputElement, new File(['Hello'], 'letter.txt', { type: 'text/plain' }));
  if (pickLanguages) {
    await pickOption(view, user, /source language/i, 'English (USA)');
    await pickOption(view, user, /target languages/i, 'Spanish');
  }
  await user.click(view.getByRole('button', { name: button }));
  await verifyEmail(view, user);
}

describeElement({
  tag: 'lingua-quote-request',
  register,
  setup: () => {
    resetPage();
    applySession('visitor');
    restoreXhr = installXhrDouble().restore;
  },
  routes,
  attributes: { 'client-link-id': encodeClientId('1'), token: 'tok-123' },
  rendered: async (view) => {
    // client-link-id and token open the external-link form of the company they name.
    expect(await view.findByRole('heading', { name: 'Acme Health' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Submit for estimate' })).toBeInTheDocument();
  },
  events: {
    'lingua-quote-created': {
      trigger: async (view, user) => {
        await view.findByRole('heading', { name: 'Acme Health' });
        fill(view.getByRole('textbox', { name: 'E-mail' }), 'vera@acme.example');
        fill(view.getByRole('textbox', { name: 'First name' }), 'Vera');
        fill(view.getByRole('textbox', { name: 'Last name' }), 'Lee');
        await user.upload(view.getByLabelText('Drag files here or click to select') as HTMLInputElement, new File(['Hola'], 'carta.txt'));
        await user.click(view.getByRole('button', { name: 'Submit for estimate' }));
        await verifyEmail(view, user);
      },
      detail: { requestId: 'q-1', requestType: 'QUOTE_REQUEST' },
    },
    'lingua-project-created': {
      attributes: {},
      // Umbrella takes translations only, and skips the e-mail domain rule.
      trigger: (view, user) => visitorSubmits(view, user, 'vera@umbrella.example', 'Submit for translation', true),
      detail: { requestId: 'jr-2001', requestType: 'TRANSLATION_REQUEST' },
    },
    'lingua-sign-up': {
      attributes: {},
      trigger: async (view, user) => {
        await visitorSubmits(view, user, 'vera@acme-health.example', 'Submit for estimate');
        await user.click(await view.findByRole('button', { name: 'Sign up' }, { timeout: 10_000 }));
      },
      detail: null,
    },
    'lingua-home': {
      attributes: {},
      // Globex takes no visitor requests: the page offers sign-in and the way home.
      trigger: async (view, user) => {
        fill(await view.findByRole('textbox', { name: 'E-mail address' }), 'vera@globex.example');
        await user.click(view.getByRole('button', { name: 'Continue' }));
        await user.click(await view.findByRole('button', { name: 'Return to home' }));
      },
      detail: null,
    },
  },
});

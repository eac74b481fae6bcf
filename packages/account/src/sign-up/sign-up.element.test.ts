// <lingua-sign-up> through the shared element suite.
import { expect } from 'vitest';
import { describeElement, fill, pickOption } from '@lingua/core/test/element-suite';
import { jsonResponse } from '@lingua/core/test/fetch-double';
import { resetPage } from '@lingua/core/test/reset';
import { register } from './sign-up.element.ts';

const acme = { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' };

describeElement({
  tag: 'lingua-sign-up',
  register,
  setup: () => {
    resetPage().claims = null;
  },
  routes: [
    { path: '/countries', reply: [{ id: 38, name: 'Canada' }] },
    { path: '/provinces', reply: [{ id: 60, name: 'Ontario', countryId: 38 }] },
    { path: '/clientConfigs', reply: [acme] },
    { path: '/clientConfigs/1/customFieldDefinitions', reply: [] },
    { method: 'POST', path: '/userAccount', reply: jsonResponse({ username: 'nora@acme-health.example', email: 'nora@acme-health.example' }, 201) },
  ],
  // The link's client id is base64 "1", URL-encoded.
  attributes: { 'sign-up-client-id': 'MQ%3D%3D', 'sign-up-token': 'link-token', 'privacy-href': 'https://acme-health.example/privacy' },
  rendered: async (view) => {
    expect(await view.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    // privacy-href reached the agreement's link.
    expect(view.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', 'https://acme-health.example/privacy');
  },
  events: {
    'lingua-signed-up': {
      attributes: {},
      trigger: async (view, user) => {
        fill(await view.findByLabelText(/^First name/), 'Nora');
        fill(view.getByLabelText(/^Last name/), 'New');
        fill(view.getByLabelText(/^Work e-mail/), 'nora@acme-health.example');
        fill(view.getByLabelText(/^Password/), 'Welcome123');
        fill(view.getByLabelText(/^Repeat Password/), 'Welcome123');
        await user.click(view.getByRole('checkbox', { name: /I agree/ }));
        await user.click(view.getByRole('button', { name: 'Next' }));
        // The company lookup runs between the two steps.
        fill(await view.findByLabelText(/^Address line 1/, {}, { timeout: 10_000 }), '1 Main St');
        fill(view.getByLabelText(/^City/), 'Toronto');
        fill(view.getByLabelText(/^ZIP/), 'M5V 2T6');
        await pickOption(view, user, /^Country/, 'Canada');
        await pickOption(view, user, /^State/, 'Ontario');
        await user.click(view.getByRole('button', { name: 'Next' }));
      },
      detail: { email: 'nora@acme-health.example', clientId: '1' },
    },
  },
});

// <lingua-coupa-requests> through the shared element suite.
import { expect } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import { resetPage } from '@lingua/core/test/reset';
import { coupaRequest, requestRoutes } from './fixtures/coupa-fixtures.ts';
import { storeRequestId } from './request-id.ts';
import { register } from './coupa-requests.element.ts';

const request = coupaRequest();
const returnUrl = 'https://portal.example/punchout/return/abc';

describeElement({
  tag: 'lingua-coupa-requests',
  register,
  setup: () => {
    resetPage().claims = { username: 'buyer@globex.example', email: 'buyer@globex.example', given_name: 'Cody', family_name: 'Coupa', groups: ['CLIENT_EMPLOYEE'] };
    // The punch-out's request id, stored by the starter page: Create Request is enabled.
    storeRequestId('PR-7781');
  },
  routes: [
    { path: '/jobRequests', reply: { items: [request] } },
    ...requestRoutes(request, [{ method: 'POST', path: /\/acceptQuote$/, reply: { redirectUrl: returnUrl } }]),
  ],
  rendered: async (view) => {
    expect(await view.findByRole('heading', { name: 'Coupa Requests' })).toBeInTheDocument();
    expect(await view.findByRole('link', { name: request.name })).toBeInTheDocument();
  },
  events: {
    'lingua-request-opened': {
      trigger: async (view, user) => user.click(await view.findByRole('link', { name: request.name })),
      detail: { jobRequestId: request.id },
    },
    'lingua-create-request': {
      trigger: async (view, user) => user.click(await view.findByRole('button', { name: 'Create Request' })),
      detail: { requestId: 'PR-7781' },
    },
    'lingua-quote-returned': {
      trigger: async (view, user) => {
        await user.click(await view.findByRole('link', { name: request.name }));
        await user.click(await view.findByRole('tab', { name: 'Quote' }));
        await user.click(await view.findByRole('button', { name: 'Accept Quote' }));
      },
      detail: { redirectUrl: returnUrl },
    },
  },
});

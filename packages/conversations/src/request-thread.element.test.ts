// <lingua-request-thread> through the shared element suite.
import { expect } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import { clientClaims } from '@lingua/core/test/fake-identity';
import { routesFromTable } from '@lingua/core/test/fetch-double';
import { resetPage } from '@lingua/core/test/reset';
import { conversationRoutes, REQUEST_ID } from './fixtures/conversation-fixtures.ts';
import { register } from './request-thread.element.ts';

describeElement({
  tag: 'lingua-request-thread',
  register,
  setup: () => {
    resetPage().claims = clientClaims;
  },
  routes: routesFromTable(Object.fromEntries(Object.entries(conversationRoutes()).map(([key, body]) => [key, { status: 200, body }]))),
  attributes: { 'job-request-id': REQUEST_ID },
  rendered: async (view) => {
    const list = await view.findByRole('list', { name: 'Threads of this request' }, { timeout: 20_000 });
    expect(list.querySelectorAll('li')).toHaveLength(2);
  },
});

// <lingua-notices> through the shared element suite: the bell with its unread count, and its panel's notices.
import { expect } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import { errorResponse } from '@lingua/core/test/fetch-double';
import { clientClaims } from '@lingua/core/test/fake-identity';
import { resetPage } from '@lingua/core/test/reset';
import { someNotices } from '../story-fixtures/notice-fixtures.ts';
import { register } from './notices.element.ts';

describeElement({
  tag: 'lingua-notices',
  register,
  setup: () => {
    resetPage().claims = clientClaims;
  },
  routes: [
    { path: '/notices', reply: someNotices },
    // The stream is refused here: the bell polls, as it does while a stream is down.
    { path: '/notices/stream', reply: errorResponse(503, 'Service Unavailable') },
  ],
  attributes: { 'portal-url': 'https://portal.example' },
  rendered: async (view) => {
    (await view.findByRole('button', { name: 'Notices: 2 unread' })).click();
    const link = await view.findByRole('link', { name: 'Your request “Patient leaflet 012” is complete' });
    // portal-url reached the component: the notice links into the portal.
    expect(link).toHaveAttribute('href', `https://portal.example/quotes/${someNotices.notices[0]!.jobRequestId}`);
    // The bell leads to the notice preferences: the portal opens its settings on Notices from this query.
    expect((await view.findByText('Choose which notices you receive')).closest('a')).toHaveAttribute('href', 'https://portal.example/?settings=notices');
  },
});

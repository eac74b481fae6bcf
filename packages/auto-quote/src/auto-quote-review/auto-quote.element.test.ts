// <lingua-auto-quote> through the shared element suite.
import { expect } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import type { ElementUser, ShadowView } from '@lingua/core/test/element-suite';
import type { FetchRoute } from '@lingua/core/test/fetch-double';
import { resetPage } from '@lingua/core/test/reset';
import { actionableQuote, countries, expiredByStatusQuote, provinces } from '../fixtures/auto-quote-fixtures.ts';
import { register } from './auto-quote.element.ts';

const id = actionableQuote().id;
const routes = (quote = actionableQuote()): FetchRoute[] => [
  { path: `/autoQuotes/${id}`, reply: quote },
  { path: '/countries', reply: countries },
  { path: '/provinces', reply: provinces },
  { method: 'POST', path: `/jobRequests/${id}/actions/acceptAutoQuote`, reply: new Response(null, { status: 204 }) },
  { method: 'POST', path: `/jobRequests/${id}/actions/rejectAutoQuote`, reply: new Response(null, { status: 204 }) },
];

async function accept(view: ShadowView, user: ElementUser) {
  await user.click(await view.findByRole('checkbox', { name: /acknowledge the Terms of Service/ }));
  await user.click(view.getByRole('button', { name: 'Accept quote' }));
  const dialog = await view.findByRole('dialog', { name: 'Payment preferences' });
  await user.click(await view.findByRole('radio', { name: 'Invoice directly' }));
  await user.click(view.getAllByRole('button', { name: 'Accept quote' }).find((button: HTMLElement) => dialog.contains(button))!);
}

async function reject(view: ShadowView, user: ElementUser) {
  await user.click(await view.findByRole('button', { name: 'Reject quote' }));
  const dialog = await view.findByRole('dialog');
  await user.click(view.getAllByRole('button', { name: 'Reject quote' }).find((button: HTMLElement) => dialog.contains(button))!);
}

describeElement({
  tag: 'lingua-auto-quote',
  register,
  setup: () => void resetPage(),
  routes: routes(),
  attributes: { 'job-request-id': id },
  rendered: async (view) => {
    // The quote of job-request-id is shown.
    expect(await view.findByRole('heading', { level: 1, name: actionableQuote().name })).toBeInTheDocument();
  },
  events: {
    'lingua-quote-accepted': { trigger: accept, detail: { jobRequestId: id } },
    'lingua-quote-rejected': { trigger: reject, detail: { jobRequestId: id } },
    'lingua-home': {
      routes: routes(expiredByStatusQuote()),
      trigger: async (view, user) => user.click(await view.findByRole('button', { name: 'Go to home page' })),
      detail: null,
    },
  },
});

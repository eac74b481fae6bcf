// <lingua-auto-quote> through the shared element suite.
import { afterEach, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGET_ROOT_CLASS } from '@lingua/core';
import { describeElement } from '@lingua/core/test/element-suite';
import type { ElementUser, ShadowView } from '@lingua/core/test/element-suite';
import { installFetchDouble } from '@lingua/core/test/fetch-double';
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

afterEach(() => {
  document.body.innerHTML = '';
});

it('shows the quote its host names next, not the decision on the previous one', async () => {
  resetPage();
  register();
  const other = { ...actionableQuote(), id: '7d3f1c2e-0b4a-4c55-9e61-2a8f0c9b1d47', name: 'Consent forms' };
  const api = installFetchDouble([...routes(), { path: `/autoQuotes/${other.id}`, reply: other }]);
  try {
    const element = document.createElement('lingua-auto-quote');
    element.setAttribute('job-request-id', id);
    document.body.appendChild(element);
    const root = await waitFor(() => {
      const found = element.shadowRoot?.querySelector<HTMLElement>(`.${WIDGET_ROOT_CLASS}`);
      if (!found) throw new Error('nothing rendered yet');
      return found;
    });
    const view = within(root);
    await reject(view, userEvent.setup());
    expect(await view.findByRole('heading', { name: 'Quote rejected' })).toBeInTheDocument();
    element.setAttribute('job-request-id', other.id);
    expect(await view.findByRole('heading', { level: 1, name: 'Consent forms' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Reject quote' })).toBeInTheDocument();
    expect(view.queryByRole('heading', { name: 'Quote rejected' })).not.toBeInTheDocument();
  } finally {
    api.restore();
  }
}, 30_000);

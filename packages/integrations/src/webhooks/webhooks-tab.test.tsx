// The Webhooks tab (decisions 136, 137) against an answering API: no endpoints, an endpoint added with its signing secret
// shown once, a failing and a disabled endpoint (enabled again), and the delivery log with a test event and a
// redelivery.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebhooksTab } from './webhooks-tab.tsx';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const endpoint = {
  id: '6a1d2e3f-2222-4000-8000-000000000001', clientId: 1, url: 'https://tms.acme.example/hooks', events: ['request.completed'], enabled: true,
  disabledReason: null, failingSince: null, createdBy: 'Alice Client', createTime: '2026-11-01T00:00:00.000Z',
};
const delivery = {
  id: '7b2e3f40-3333-4000-8000-000000000001', messageId: 'msg_abc', event: 'request.completed', status: 'failed', attempts: 15, lastStatusCode: 503,
  lastLatencyMs: 120, lastError: 'answered 503', responseStart: 'Service Unavailable', createTime: '2026-11-26T09:00:00.000Z', nextAttemptAt: null,
};

describe('Webhooks tab', { timeout: 20_000 }, () => {
  it('says when the company has no endpoints, and adds one showing its signing secret once', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ 'GET /webhookEndpoints': [], 'POST /webhookEndpoints': reply(201, { endpoint, secret: 'whsec_c2VjcmV0c2VjcmV0' }) });
    renderWithLingua(<WebhooksTab />);
    expect(await screen.findByText('No webhook endpoints yet. Add one to be told when quotes and requests change.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'tms.acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter a full address starting with https://')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Endpoint URL/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://tms.acme.example/hooks');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Quote ready' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('whsec_c2VjcmV0c2VjcmV0')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ url: 'https://tms.acme.example/hooks', events: ['request.completed', 'request.failed', 'quote.ready'] });
  });

  it('keeps a refused address under the form, out of the delivery log opened next', async () => {
    startPage(clientAdmin);
    const refusal = 'Webhooks must go to a public HTTPS address; this one is on a private network (127.0.0.1).';
    answerApi({
      'GET /webhookEndpoints': [endpoint],
      'POST /webhookEndpoints': reply(400, { message: refusal, errorCode: 'INVALID_WEBHOOK_URL' }),
      [`GET /webhookEndpoints/${endpoint.id}/deliveries`]: [delivery],
    });
    renderWithLingua(<WebhooksTab />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Endpoint URL/ }), 'https://127.0.0.1/hooks');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(new RegExp(refusal.slice(0, 40)))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Delivery log of ${endpoint.url}` }));
    const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${endpoint.url}` });
    await within(dialog).findByText(/Service Unavailable/);
    expect(within(dialog).queryByText(new RegExp(refusal.slice(0, 40)))).not.toBeInTheDocument();
  });

  it('shows a failing endpoint and a disabled one with why, and enables the disabled one', async () => {
    startPage(clientAdmin);
    const disabled = { ...endpoint, id: '6a1d2e3f-2222-4000-8000-000000000002', url: 'https://erp.acme.example/in', enabled: false, failingSince: '2026-11-26T09:00:00.000Z', disabledReason: 'Every delivery failed for a day' };
    const failing = { ...endpoint, failingSince: '2026-11-27T09:00:00.000Z' };
    const calls = answerApi({ 'GET /webhookEndpoints': [failing, disabled], [`POST /webhookEndpoints/${disabled.id}/actions/enable`]: reply(204) });
    renderWithLingua(<WebhooksTab />);
    const failingRow = (await screen.findByText(failing.url)).closest('tr')!;
    expect(within(failingRow).getByText(/Failing since/)).toBeInTheDocument();
    const disabledRow = screen.getByText(disabled.url).closest('tr')!;
    expect(within(disabledRow).getByText('Disabled')).toBeInTheDocument();
    expect(within(disabledRow).getByText(/Every delivery failed for a day/)).toBeInTheDocument();
    await userEvent.click(within(disabledRow).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/actions/enable'))).toBe(true));
  });

  it('opens the delivery log, sends a test event and redelivers', async () => {
    startPage(clientAdmin);
    const calls = answerApi({
      'GET /webhookEndpoints': [endpoint],
      [`GET /webhookEndpoints/${endpoint.id}/deliveries`]: [delivery],
      [`POST /webhookEndpoints/${endpoint.id}/actions/sendTest`]: reply(202, { ...delivery, event: 'webhook.test', status: 'pending', attempts: 0 }),
      [`POST /webhookEndpoints/${endpoint.id}/deliveries/${delivery.id}/actions/redeliver`]: reply(202, { ...delivery, status: 'pending' }),
    });
    renderWithLingua(<WebhooksTab />);
    await userEvent.click(await screen.findByRole('button', { name: `Delivery log of ${endpoint.url}` }));
    const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${endpoint.url}` });
    const row = (await within(dialog).findByText(/Service Unavailable/)).closest('tr')!;
    expect(within(row).getByText('Failed — no more attempts')).toBeInTheDocument();
    expect(within(row).getByText('15 attempts so far')).toBeInTheDocument();
    expect(within(row).getByText('Your endpoint answered 503: an error on your server’s side.')).toBeInTheDocument();
    // The raw answer is behind "Technical details".
    expect(within(row).getByText('Technical details').closest('details')).not.toHaveAttribute('open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test event' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Redeliver Request completed/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path.split('/').pop())).toEqual(['sendTest', 'redeliver']));
  });
});

import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '@lingua/contract';
import { deliveryProblem, deliveryStatusText, emptyEndpointForm, endpointFormErrors, endpointStatus, initialWebhooksState, matchesEndpoint, webhooksReducer } from './webhooks-state.ts';

const endpoint: WebhookEndpoint = {
  id: 'e1', clientId: 1, url: 'https://tms.acme.example/hooks', events: ['request.completed'], enabled: true, disabledReason: null, failingSince: null,
  createdBy: 'Alice Client', createTime: '2026-11-01T00:00:00.000Z',
};

describe('Webhooks state (decisions 136, 137)', () => {
  it('asks for a full address and at least one event', () => {
    expect(endpointFormErrors({ url: '', events: [] })).toEqual({ url: 'integrations.webhooks.urlRequired', events: 'integrations.webhooks.eventsRequired' });
    expect(endpointFormErrors({ url: 'tms.acme.example', events: ['quote.ready'] })).toEqual({ url: 'integrations.webhooks.urlInvalid' });
    expect(endpointFormErrors({ url: ' https://tms.acme.example/hooks ', events: ['quote.ready'] })).toEqual({});
  });

  it('keeps the signing secret until dismissed and resets the form', () => {
    let s = webhooksReducer(initialWebhooksState(), { type: 'form', form: { url: 'https://x.example' } });
    s = webhooksReducer(s, { type: 'created', secret: 'whsec_abc' });
    expect(s).toMatchObject({ created: 'whsec_abc', form: emptyEndpointForm() });
    expect(webhooksReducer(s, { type: 'dismissSecret' }).created).toBeNull();
    expect(webhooksReducer(s, { type: 'log', endpoint }).logOf).toBe(endpoint);
  });

  it('tells active, failing and disabled endpoints apart and searches address and events', () => {
    expect(endpointStatus(endpoint)).toBe('active');
    expect(endpointStatus({ ...endpoint, failingSince: '2026-11-27T00:00:00.000Z' })).toBe('failing');
    expect(endpointStatus({ ...endpoint, enabled: false, failingSince: '2026-11-26T00:00:00.000Z' })).toBe('disabled');
    expect(matchesEndpoint(endpoint, 'TMS.acme')).toBe(true);
    expect(matchesEndpoint(endpoint, 'completed')).toBe(true);
    expect(matchesEndpoint(endpoint, 'erp')).toBe(false);
  });

  it('calls a delivery that will be tried again a failure with its next attempt, and says why in plain words', () => {
    const retrying = { status: 'pending' as const, attempts: 2, nextAttemptAt: '2026-11-27T10:42:00.000Z' };
    expect(deliveryStatusText(retrying)).toEqual({ key: 'integrations.webhooks.delivery.retrying', failed: true });
    expect(deliveryStatusText({ ...retrying, attempts: 0, nextAttemptAt: null }).key).toBe('integrations.webhooks.delivery.pending');
    expect(deliveryStatusText({ ...retrying, status: 'failed', nextAttemptAt: null }).key).toBe('integrations.webhooks.delivery.failed');
    const problem = (lastStatusCode: number | null, lastError: string | null) => deliveryProblem({ lastStatusCode, lastError, attempts: 1 })?.key.split('.').pop();
    expect(problem(200, null)).toBeUndefined();
    expect(problem(404, 'answered 404')).toBe('refusedEvent');
    expect(problem(502, 'answered 502')).toBe('serverError');
    expect(deliveryProblem({ lastStatusCode: null, lastError: 'no answer within 10000 ms', attempts: 1 })).toEqual({ key: 'integrations.webhooks.problem.timeout', values: { seconds: 10 } });
    expect(problem(null, 'connect ECONNREFUSED 203.0.113.10:443')).toBe('refused');
    expect(problem(null, 'tms.acme.example does not resolve (getaddrinfo ENOTFOUND tms.acme.example)')).toBe('unknownHost');
    expect(problem(null, 'unable to verify the first certificate')).toBe('certificate');
    expect(problem(null, 'socket hang up')).toBe('reset');
    expect(problem(null, 'hooks.acme.example resolves to 10.0.0.7, a private address')).toBe('privateAddress');
    expect(problem(null, 'plain http is allowed only inside WEBHOOK_ALLOW_NETWORKS')).toBe('plainHttp');
    expect(problem(null, 'the endpoint is disabled')).toBe('disabled');
    expect(problem(null, 'something odd')).toBe('unreachable');
  });
});

import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '@lingua/contract';
import { emptyEndpointForm, endpointFormErrors, endpointStatus, initialWebhooksState, matchesEndpoint, webhooksReducer } from './webhooks-state.ts';

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
});

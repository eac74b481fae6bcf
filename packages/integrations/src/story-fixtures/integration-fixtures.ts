// Storybook fixtures of the API keys and Webhooks tabs: keys, endpoints and a delivery log as the
// server answers them.
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@lingua/contract';

const day = (offset: number) => new Date(Date.UTC(2026, 10, 28 + offset, 9, 30)).toISOString();

export const apiKeys: ApiKey[] = [
  { id: '5f0c1f2e-1111-4000-8000-000000000001', clientId: 1, clientName: 'Acme Corp', name: 'Content platform', prefix: 'lpk_Ab12Cd34', scopes: ['requests:read', 'requests:write'], createdBy: 'Alice Client', createTime: day(-30), expiresAt: day(60), lastUsedAt: day(-1), lastUsedFrom: '203.0.113.7', revokedAt: null },
  { id: '5f0c1f2e-1111-4000-8000-000000000002', clientId: 1, clientName: 'Acme Corp', name: 'Reporting dashboard', prefix: 'lpk_Zy98Xw76', scopes: ['reports'], createdBy: 'Alice Client', createTime: day(-90), expiresAt: day(270), lastUsedAt: null, lastUsedFrom: null, revokedAt: null },
  { id: '5f0c1f2e-1111-4000-8000-000000000003', clientId: 1, clientName: 'Acme Corp', name: 'Old TMS connector', prefix: 'lpk_Qr45St67', scopes: ['requests:read', 'machine-translation'], createdBy: 'Dana Admin', createTime: day(-200), expiresAt: day(100), lastUsedAt: day(-40), lastUsedFrom: '198.51.100.23', revokedAt: day(-20) },
];
export const newApiKeySecret = 'lpk_Nw11Ky22_4fQm7vX2cR9tLp0sD3gH8jK1zB6nM5wE2yU7iO';

export const endpoints: WebhookEndpoint[] = [
  { id: '6a1d2e3f-2222-4000-8000-000000000001', clientId: 1, url: 'https://tms.acme-health.example/hooks/lingua', events: ['request.completed', 'request.failed', 'files.delivered'], enabled: true, disabledReason: null, failingSince: null, createdBy: 'Alice Client', createTime: day(-10) },
];
export const failingEndpoint: WebhookEndpoint = { ...endpoints[0]!, id: '6a1d2e3f-2222-4000-8000-000000000002', url: 'https://erp.acme-health.example/webhooks', events: ['quote.ready', 'quote.accepted'], failingSince: day(0) };
export const disabledEndpoint: WebhookEndpoint = {
  ...failingEndpoint,
  id: '6a1d2e3f-2222-4000-8000-000000000003',
  url: 'https://intranet.acme-health.example/automation',
  enabled: false,
  disabledReason: `Every delivery failed from ${day(-2)} to ${day(-1)}`,
  failingSince: day(-2),
};
export const newSigningSecret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

export const deliveries: WebhookDelivery[] = [
  { id: '7b2e3f40-3333-4000-8000-000000000001', messageId: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', event: 'request.completed', status: 'succeeded', attempts: 1, lastStatusCode: 200, lastLatencyMs: 84, lastError: null, responseStart: '{"received":true}', createTime: day(0), nextAttemptAt: null },
  { id: '7b2e3f40-3333-4000-8000-000000000002', messageId: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4X', event: 'request.failed', status: 'pending', attempts: 3, lastStatusCode: 503, lastLatencyMs: 121, lastError: 'answered 503', responseStart: 'Service Unavailable', createTime: day(0), nextAttemptAt: day(0) },
  { id: '7b2e3f40-3333-4000-8000-000000000003', messageId: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4Y', event: 'files.delivered', status: 'failed', attempts: 15, lastStatusCode: null, lastLatencyMs: 10003, lastError: 'no answer within 10000 ms', responseStart: null, createTime: day(-1), nextAttemptAt: null },
  { id: '7b2e3f40-3333-4000-8000-000000000004', messageId: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4Z', event: 'webhook.test', status: 'succeeded', attempts: 1, lastStatusCode: 204, lastLatencyMs: 40, lastError: null, responseStart: null, createTime: day(-1), nextAttemptAt: null },
];

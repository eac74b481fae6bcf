import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { configure, resetConfig } from '@lingua/core';
import { pushTrackingEvent } from './tracking.ts';
import { useSubmission } from '../quote-request/use-submission.ts';
import { submitQuoteRequest } from './submit-request.ts';

vi.mock('./submit-request.ts', () => ({ submitQuoteRequest: vi.fn() }));

afterEach(() => {
  resetConfig();
  vi.unstubAllGlobals();
  vi.mocked(submitQuoteRequest).mockReset();
});

function beacon() {
  const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  return sendBeacon;
}

describe('visitor tracking (spec 2 §7)', () => {
  it('posts the event to the configured destination', async () => {
    configure({ apiBase: '/v1', trackingUrl: 'https://analytics.example/collect' });
    const sendBeacon = beacon();
    pushTrackingEvent('Project Created', { requestId: 'p-1', requestType: 'TRANSLATION_REQUEST' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://analytics.example/collect');
    expect(JSON.parse(await body.text())).toEqual({ event: 'Project Created', requestId: 'p-1', requestType: 'TRANSLATION_REQUEST' });
  });

  it('sends nothing without a destination', () => {
    configure({ apiBase: '/v1' });
    const sendBeacon = beacon();
    pushTrackingEvent('Quote Created', { requestId: 'q-1' });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends on success only', async () => {
    configure({ apiBase: '/v1', trackingUrl: 'https://analytics.example/collect' });
    const sendBeacon = beacon();
    const { result } = renderHook(() => useSubmission(() => {}));
    vi.mocked(submitQuoteRequest).mockRejectedValueOnce(new Error('refused'));
    await act(() => result.current.run({} as never).catch(() => undefined));
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.mocked(submitQuoteRequest).mockResolvedValueOnce({ id: 'q-2', requestType: 'QUOTE_REQUEST' });
    await act(() => result.current.run({} as never));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});

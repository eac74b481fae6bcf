import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, isRetryableStatus, retryAfterMs, retryDelayMs, serviceSaid } from './retry.ts';

describe('retry rules', () => {
  it('asks again on 408, 409, 429 and 5xx only', () => {
    expect([400, 401, 403, 404, 408, 409, 429, 456, 500, 503].filter(isRetryableStatus)).toEqual([408, 409, 429, 500, 503]);
  });

  it('reads Retry-After as seconds or an HTTP date, and waits it instead of the backoff, up to a minute', () => {
    expect(retryAfterMs('2')).toBe(2000);
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    expect(retryAfterMs(inFiveSeconds)).toBeGreaterThan(3000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryDelayMs(1, 500, undefined)).toBe(500);
    expect(retryDelayMs(3, 500, undefined)).toBe(2000);
    expect(retryDelayMs(3, 500, 1000)).toBe(1000);
    expect(retryDelayMs(1, 500, 3_600_000)).toBe(MAX_RETRY_AFTER_MS);
  });

  it("keeps a service's own words from its error body", () => {
    expect(serviceSaid('{"error":{"message":"Incorrect API key provided"}}')).toBe('Incorrect API key provided.');
    expect(serviceSaid('{"error":"zz is not supported"}')).toBe('zz is not supported.');
    expect(serviceSaid('{"message":"Quota Exceeded"}')).toBe('Quota Exceeded.');
    expect(serviceSaid('<html><body><h1>502 Bad Gateway</h1></body></html>')).toBe('502 Bad Gateway.');
    expect(serviceSaid('')).toBe('');
  });
});

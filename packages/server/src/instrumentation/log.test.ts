import { describe, expect, it } from 'vitest';
import { redactUrl } from './log.ts';

describe('redactUrl', () => {
  it('replaces the signature of a signed download link and keeps the rest', () => {
    expect(redactUrl('/storage/objects/requests/1/a.txt?expires=1790000000&name=a.txt&signature=abcDEF123')).toBe(
      '/storage/objects/requests/1/a.txt?expires=1790000000&name=a.txt&signature=[redacted]',
    );
  });

  it("replaces S3's signature and credential, an authorization code and state", () => {
    const out = redactUrl('/cb?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=ff00&code=xyz&state=s1&iss=https%3A%2F%2Fa');
    expect(out).toBe('/cb?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fa');
  });

  it('leaves a URL without a query alone', () => {
    expect(redactUrl('/v1/jobRequests/42')).toBe('/v1/jobRequests/42');
  });
});

import { describe, expect, it } from 'vitest';
import { calls, fillPath, IMPERSONATION_HEADER } from './index.ts';

describe('fillPath', () => {
  it('URL-encodes each parameter (spec 3 §7: fileKey is URL-encoded)', () => {
    expect(
      fillPath(calls.getFileDownloadUrl.path, { jobRequestId: 'jr 1', fileKey: 'tmp/u1/a b.docx' }),
    ).toBe('/jobRequests/jr%201/files/tmp%2Fu1%2Fa%20b.docx/downloadUrl');
  });
  it('refuses a missing parameter', () => {
    expect(() => fillPath(calls.getJobRequest.path, {})).toThrow(/jobRequestId/);
  });
  it('names the impersonation header as core and server use it', () => {
    expect(IMPERSONATION_HEADER).toBe('x-impersonate-username');
  });
});

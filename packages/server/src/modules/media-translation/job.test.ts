// Which engine failures end a media request at once (the reason shown) and which are retried.
import { describe, expect, it } from 'vitest';
import { MediaError } from '../../engines/media/index.ts';
import { MtError } from '../../engines/mt/index.ts';
import { isPermanentFailure } from './job.ts';

describe('media job failures', () => {
  it('ends the request at once when another attempt would get the same answer', () => {
    for (const code of ['NOT_MEDIA', 'UNSUPPORTED_LANGUAGE', 'UNKNOWN_VOICE', 'ENGINE_REJECTED'] as const)
      expect(isPermanentFailure(new MediaError(code, 'no')), code).toBe(true);
    expect(isPermanentFailure(new MtError('UNSUPPORTED_LANGUAGE_PAIR', 'no'))).toBe(true);
  });

  it('retries what a busy or unreachable engine answered', () => {
    for (const code of ['ENGINE_TIMEOUT', 'ENGINE_FAILURE'] as const) expect(isPermanentFailure(new MediaError(code, 'busy')), code).toBe(false);
    expect(isPermanentFailure(new Error('socket hang up'))).toBe(false);
  });

  it('does not run again what a service already retried as its settings allow', () => {
    for (const code of ['ENGINE_TIMEOUT', 'ENGINE_FAILURE'] as const)
      expect(isPermanentFailure(new MediaError(code, 'down', { retriesUsed: true })), code).toBe(true);
  });
});

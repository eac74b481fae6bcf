import { describe, expect, it } from 'vitest';
import { errorStatusMessage, formatErrorBody } from './index.ts';

describe('error catalogue (spec 1 §8)', () => {
  it('maps statuses to their messages, others to Generic Error', () => {
    expect(errorStatusMessage(404)).toBe('Not Found');
    expect(errorStatusMessage(503)).toBe('Service Unavailable');
    expect(errorStatusMessage(409)).toBe('Conflict error');
    expect(errorStatusMessage(418)).toBe('Generic Error');
  });
  it('shows the error code after the message when there is one', () => {
    expect(formatErrorBody({ message: 'Job request not found' })).toBe('Job request not found');
    expect(formatErrorBody({ message: 'Invalid request', errorCode: 'E42' })).toBe(
      'Invalid request [Error code: E42]',
    );
  });
});

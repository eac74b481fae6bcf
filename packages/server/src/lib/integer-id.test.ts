import { describe, expect, it } from 'vitest';
import { MAX_INTEGER_ID, parseIntegerId } from './integer-id.ts';

describe('parseIntegerId', () => {
  it('reads a positive integer up to the largest integer column value', () => {
    expect(parseIntegerId('1')).toBe(1);
    expect(parseIntegerId('42')).toBe(42);
    expect(parseIntegerId(String(MAX_INTEGER_ID))).toBe(MAX_INTEGER_ID);
  });

  it('names no id for anything else', () => {
    for (const value of ['', '0', '007', '-1', '+1', '1.5', '1e3', ' 1', 'abc', String(MAX_INTEGER_ID + 1), '99999999999']) {
      expect(parseIntegerId(value)).toBeNull();
    }
  });
});

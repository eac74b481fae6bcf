import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { AllowedOrigins } from './redirect-origins.ts';

describe('redirect URI rule', () => {
  // No widget origins loaded: only the portal's own origin counts.
  const origins = new AllowedOrigins({} as Db, 'https://portal.example');

  it.each([
    ['https://portal.example/', true],
    ['https://portal.example/auth/redirect.html', true],
    ['https://portal.example/any/path?x=1', true],
    ['http://portal.example/', false],
    ['https://portal.example:8443/', false],
    ['https://portal.example.evil.example/', false],
    ['https://evil.example/?https://portal.example/', false],
    ['https://portal.example/#frag', false],
    ['https://user:pw@portal.example/', false],
    ['javascript:alert(1)//https://portal.example/', false],
    ['not a url', false],
  ])('%s → %s', (uri, allowed) => {
    expect(origins.allowsRedirect(uri)).toBe(allowed);
  });
});

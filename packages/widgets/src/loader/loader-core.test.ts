import { describe, expect, it } from 'vitest';
import { chunkTable, resolveConfig } from './loader-core.ts';

describe('loader', () => {
  it('resolves relative addresses against the script origin', () => {
    expect(resolveConfig({ apiBase: '/v1', authority: '/oidc', clientId: 'lingua-portal' }, 'https://api.lingua.example')).toEqual({
      apiBase: 'https://api.lingua.example/v1',
      authority: 'https://api.lingua.example/oidc',
      clientId: 'lingua-portal',
      popupRedirectUri: 'https://api.lingua.example/auth/popup-bridge',
    });
  });

  it('keeps absolute addresses', () => {
    expect(resolveConfig({ apiBase: 'https://x.example/v1/' }, 'https://y.example').apiBase).toBe('https://x.example/v1');
  });

  it('reads the tag of each chunk from its file name', () => {
    expect(chunkTable('sign-up-B664aB27 dashboard--w9qrISN')).toEqual({
      'lingua-sign-up': 'chunks/sign-up-B664aB27.js',
      'lingua-dashboard': 'chunks/dashboard--w9qrISN.js',
    });
  });
});

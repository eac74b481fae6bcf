import { describe, expect, it } from 'vitest';
import { chunkFor, knownTags, resolveConfig } from './loader-core.ts';

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

  it('knows only its own tags', () => {
    const chunks = { 'lingua-a': 'chunks/a.js' };
    expect(chunkFor(chunks, 'lingua-a')).toBe('chunks/a.js');
    expect(chunkFor(chunks, 'constructor')).toBeUndefined();
    expect(knownTags(chunks)).toEqual(['lingua-a']);
  });
});

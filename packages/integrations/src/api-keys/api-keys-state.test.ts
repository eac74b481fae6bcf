import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@lingua/contract';
import { apiKeysReducer, createBody, emptyForm, formErrors, initialApiKeysState, keyStatus, matchesKey } from './api-keys-state.ts';

const key: ApiKey = {
  id: 'k1', clientId: 1, clientName: 'Acme Corp', name: 'Content platform', prefix: 'lpk_Ab12Cd34', scopes: ['requests:read'], createdBy: 'Alice Client',
  createTime: '2026-11-01T00:00:00.000Z', expiresAt: '2026-12-01T00:00:00.000Z', lastUsedAt: null, lastUsedFrom: null, revokedAt: null,
};

describe('API keys state (decisions 133, 137)', () => {
  it('asks for a name of at most 100 characters and at least one scope', () => {
    expect(formErrors(emptyForm())).toEqual({ name: 'integrations.apiKeys.nameRequired' });
    expect(formErrors({ ...emptyForm(), name: 'x'.repeat(101), scopes: [] })).toEqual({ name: 'integrations.apiKeys.nameTooLong', scopes: 'integrations.apiKeys.scopesRequired' });
    expect(formErrors({ ...emptyForm(), name: ' ERP ' })).toEqual({});
  });

  it('sends the trimmed name and an expiry the chosen days ahead', () => {
    expect(createBody({ name: ' ERP ', scopes: ['reports'], days: 365 }, new Date('2026-01-01T00:00:00Z'))).toEqual({ name: 'ERP', scopes: ['reports'], expiresAt: '2027-01-01T00:00:00.000Z' });
  });

  it('keeps the new secret until dismissed and clears the form', () => {
    let s = apiKeysReducer(initialApiKeysState(), { type: 'form', form: { name: 'ERP' } });
    s = apiKeysReducer(s, { type: 'tried' });
    s = apiKeysReducer(s, { type: 'created', name: 'ERP', secret: 'lpk_x_y' });
    expect(s).toMatchObject({ created: { name: 'ERP', secret: 'lpk_x_y' }, tried: false, form: emptyForm() });
    expect(apiKeysReducer(s, { type: 'dismissSecret' }).created).toBeNull();
  });

  it('tells active, revoked and expired keys apart and searches name, prefix and creator', () => {
    const now = new Date('2026-11-15T00:00:00Z');
    expect(keyStatus(key, now)).toBe('active');
    expect(keyStatus({ ...key, revokedAt: '2026-11-10T00:00:00.000Z' }, now)).toBe('revoked');
    expect(keyStatus(key, new Date('2026-12-02T00:00:00Z'))).toBe('expired');
    expect(matchesKey(key, 'CONTENT')).toBe(true);
    expect(matchesKey(key, 'ab12')).toBe(true);
    expect(matchesKey(key, 'alice')).toBe(true);
    expect(matchesKey(key, 'erp')).toBe(false);
  });
});

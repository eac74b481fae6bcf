// The API keys tab's state without React (decisions 133, 137): the new key's form and its checks, the expiry choices
// (at most a year), the secret shown once after creating, the key asked to be revoked, and each key's status.
import { API_KEY_MAX_LIFETIME_DAYS, API_KEY_NAME_MAX_LENGTH, type ApiKey, type ApiKeyScope, type CreateApiKeyBody } from '@lingua/contract';

export const EXPIRY_DAYS = [30, 90, 180, API_KEY_MAX_LIFETIME_DAYS] as const;
export const API_KEYS_PAGE_SIZES = [10, 20, 30] as const;

export interface KeyForm {
  name: string;
  scopes: ApiKeyScope[];
  days: number;
}

export interface ApiKeysState {
  form: KeyForm;
  /** Set after a save was tried: errors show from then on. */
  tried: boolean;
  /** The secret of the key just created, shown once until dismissed. */
  created: { name: string; secret: string } | null;
  revoking: ApiKey | null;
}

export type ApiKeysAction =
  | { type: 'form'; form: Partial<KeyForm> }
  | { type: 'tried' }
  | { type: 'created'; name: string; secret: string }
  | { type: 'dismissSecret' }
  | { type: 'revoke'; key: ApiKey | null };

export const emptyForm = (): KeyForm => ({ name: '', scopes: ['requests:read'], days: 90 });
export const initialApiKeysState = (): ApiKeysState => ({ form: emptyForm(), tried: false, created: null, revoking: null });

export function apiKeysReducer(state: ApiKeysState, action: ApiKeysAction): ApiKeysState {
  switch (action.type) {
    case 'form':
      return { ...state, form: { ...state.form, ...action.form } };
    case 'tried':
      return { ...state, tried: true };
    case 'created':
      return { ...state, form: emptyForm(), tried: false, created: { name: action.name, secret: action.secret } };
    case 'dismissSecret':
      return { ...state, created: null };
    case 'revoke':
      return { ...state, revoking: action.key };
  }
}

/** Catalogue keys of what is wrong with the form, by field. */
export function formErrors(form: KeyForm): { name?: string; scopes?: string } {
  const name = form.name.trim();
  return {
    ...(name ? (name.length > API_KEY_NAME_MAX_LENGTH ? { name: 'integrations.apiKeys.nameTooLong' } : {}) : { name: 'integrations.apiKeys.nameRequired' }),
    ...(form.scopes.length ? {} : { scopes: 'integrations.apiKeys.scopesRequired' }),
  };
}

export function createBody(form: KeyForm, now: Date): CreateApiKeyBody {
  return { name: form.name.trim(), scopes: form.scopes, expiresAt: new Date(now.getTime() + form.days * 86_400_000).toISOString() };
}

export type KeyStatus = 'active' | 'revoked' | 'expired';
export function keyStatus(key: ApiKey, now: Date): KeyStatus {
  if (key.revokedAt) return 'revoked';
  return new Date(key.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The list's search: name, prefix or creator, case-insensitively. */
export const matchesKey = (key: ApiKey, query: string): boolean =>
  [key.name, key.prefix, key.createdBy].some((v) => v.toLowerCase().includes(query.toLowerCase()));

/** The companies that have keys, by name, for the staff page's filter (decision 152). */
export function companiesOf(keys: readonly ApiKey[]): { id: number; name: string }[] {
  const byId = new Map(keys.map((k) => [k.clientId, k.clientName]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** One company's keys; every key when no company is chosen. */
export const ofCompany = (keys: readonly ApiKey[], clientId: number | null): readonly ApiKey[] =>
  clientId === null ? keys : keys.filter((k) => k.clientId === clientId);

// API keys a client admin makes for the company's own systems (decision 133): scoped, expiring, revocable; the
// secret is shown once, in the answer that creates the key.
import Type, { type Static } from 'typebox';
import { literalUnion } from '../enums.ts';
import { DateTime, Nullable } from './common.ts';

// Decision 133: read requests and files, create requests and upload, machine translation, reports.
export const API_KEY_SCOPES = ['requests:read', 'requests:write', 'machine-translation', 'reports'] as const;
export const ApiKeyScope = literalUnion(API_KEY_SCOPES, { description: 'What an API key may do' });
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX_LENGTH = 100;
/** Decision 133: an expiry of at most one year. */
export const API_KEY_MAX_LIFETIME_DAYS = 365;
/** The start of every key's secret, so a leaked one is recognised (secret scanners) and told from an ID token. */
export const API_KEY_SECRET_START = 'lpk_';

export const ApiKey = Type.Object({
  id: Type.String(),
  clientId: Type.Integer(),
  /** The company's name, so staff, who see every company's keys, know whose a key is (decision 152). */
  clientName: Type.String(),
  name: Type.String(),
  /** The first characters of the secret, which identify the key in lists and logs; never enough to use it. */
  prefix: Type.String(),
  scopes: Type.Array(ApiKeyScope),
  createdBy: Type.String({ description: 'Name of the client admin who created the key' }),
  createTime: DateTime,
  expiresAt: DateTime,
  lastUsedAt: Nullable(DateTime),
  lastUsedFrom: Nullable(Type.String({ description: 'The address of the last call made with the key' })),
  revokedAt: Nullable(DateTime),
});
export type ApiKey = Static<typeof ApiKey>;
export const ApiKeyList = Type.Array(ApiKey);

export const CreatedApiKey = Type.Object({
  key: ApiKey,
  secret: Type.String({ description: 'The whole key, shown this once: only its hash is kept' }),
});
export type CreatedApiKey = Static<typeof CreatedApiKey>;

export const CreateApiKeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH, pattern: '\\S' }),
  scopes: Type.Array(ApiKeyScope, { minItems: 1, uniqueItems: true }),
  expiresAt: Type.String({ format: 'date-time', description: `At most ${API_KEY_MAX_LIFETIME_DAYS} days ahead` }),
});
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;

/** Staff name the company; a client admin's list is always their own company's. */
export const ApiKeyListQuery = Type.Object({ clientId: Type.Optional(Type.String({ minLength: 1 })) });
export type ApiKeyListQuery = Static<typeof ApiKeyListQuery>;

export const ApiKeyIdParams = Type.Object({ apiKeyId: Type.String({ minLength: 1 }) });
export type ApiKeyIdParams = Static<typeof ApiKeyIdParams>;

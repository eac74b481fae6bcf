// Calls of the registry (calls.ts): API keys (decision 133): a client admin's for their company; staff see and
// revoke every company's
import { defineCall, errors } from '../define-call.ts';
import { ApiKeyIdParams, ApiKeyList, ApiKeyListQuery, CreateApiKeyBody, CreatedApiKey } from '../schemas/api-keys.ts';
import { NoContent } from '../schemas/common.ts';

export const apiKeysCalls = {
  listApiKeys: defineCall({
    operationId: 'listApiKeys',
    method: 'GET',
    path: '/apiKeys',
    summary: "List the company's API keys (staff: any company's, or every key without clientId)",
    tags: ['apiKeys'],
    auth: 'required',
    querystring: ApiKeyListQuery,
    response: { 200: ApiKeyList, ...errors(400, 401, 403, 500) },
  }),
  createApiKey: defineCall({
    operationId: 'createApiKey',
    method: 'POST',
    path: '/apiKeys',
    summary: 'Create an API key for the company; the answer holds its secret, shown this once',
    tags: ['apiKeys'],
    auth: 'required',
    body: CreateApiKeyBody,
    response: { 201: CreatedApiKey, ...errors(400, 401, 403, 500) },
  }),
  revokeApiKey: defineCall({
    operationId: 'revokeApiKey',
    method: 'POST',
    path: '/apiKeys/{apiKeyId}/actions/revoke',
    summary: 'Revoke an API key: every later call with it is refused with 401',
    tags: ['apiKeys'],
    auth: 'required',
    params: ApiKeyIdParams,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 500) },
  }),
  removeApiKey: defineCall({
    operationId: 'removeApiKey',
    method: 'DELETE',
    path: '/apiKeys/{apiKeyId}',
    summary: 'Take a revoked or expired key off the list (409 while it still works: revoke it first)',
    tags: ['apiKeys'],
    auth: 'required',
    params: ApiKeyIdParams,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 409, 500) },
  }),
} as const;

// The company's API keys (decisions 133, 137): GET /apiKeys, POST /apiKeys, POST /apiKeys/{id}/actions/revoke, DELETE /apiKeys/{id}.
import { calls, type CreateApiKeyBody } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';

export const useApiKeys = () => useCall(calls.listApiKeys, {});
export const createApiKey = (body: CreateApiKeyBody) => callApi(calls.createApiKey, { body });
export const revokeApiKey = (apiKeyId: string) => callApi(calls.revokeApiKey, { params: { apiKeyId } });
export const removeApiKey = (apiKeyId: string) => callApi(calls.removeApiKey, { params: { apiKeyId } });

import { describe, expect, it } from 'vitest';
import { calls } from '@lingua/contract';
import { createApiClient } from './api-client.ts';
import { callApi, callKey, callPath } from './call-api.ts';

function recordingClient() {
  const seen: Array<{ url: string; method: string; body: string | null }> = [];
  const client = createApiClient({
    baseUrl: 'https://api.test/v1',
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ url: String(url), method: init.method ?? 'GET', body: (init.body as string) ?? null });
      return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { client, seen };
}

describe('callApi', () => {
  it('sends the contract method, the filled and encoded path, the query and the JSON body', async () => {
    const { client, seen } = recordingClient();
    await callApi(calls.renameJobRequest, { params: { jobRequestId: 'a b/c' }, body: { newName: 'New' } }, { client });
    expect(seen[0]).toEqual({
      url: 'https://api.test/v1/jobRequests/a%20b%2Fc/actions/renameJobRequest',
      method: calls.renameJobRequest.method,
      body: JSON.stringify({ newName: 'New' }),
    });
    await callApi(calls.getLanguages, { query: { xtrfIdExists: true } }, { client });
    expect(seen[1]?.url).toBe('https://api.test/v1/languages?xtrfIdExists=true');
  });

  it('keys equal requests alike and different queries apart', () => {
    expect(callKey(calls.getCountries, {})).toEqual(['/countries']);
    expect(callPath(calls.getJobRequest, { params: { jobRequestId: 7 } })).toBe('/jobRequests/7');
    expect(callKey(calls.getLanguages, { query: { azureIdExists: true } })).toEqual(['/languages', { azureIdExists: true }]);
  });
});

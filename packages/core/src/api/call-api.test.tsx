import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { calls } from '@lingua/contract';
import { installApiDouble } from '../../test/api-double.ts';
import { renderWithLingua } from '../../test/render.tsx';
import { configure, isConfigured } from '../config/config.ts';
import { createApiClient } from './api-client.ts';
import { callApi, callKey, callPath, preloadCall } from './call-api.ts';
import { useCall } from './use-call.ts';

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

describe('preloadCall', () => {
  function Languages() {
    const { data, error } = useCall(calls.getLanguages, {});
    if (error) return <p>failed</p>;
    return <p>{data ? data.map((l) => l.name).join(', ') : 'loading'}</p>;
  }
  const reads = (api: ReturnType<typeof installApiDouble>) => api.calls.filter((c) => c.path === '/languages').length;
  // Calls start before anything renders, as on the visitor's first intent: the page is configured by then.
  beforeEach(() => {
    if (!isConfigured()) configure({ apiBase: 'https://api.example.com/v1', interaction: 'popup' });
  });

  it('hands the reader the answer started ahead: one request, not two', async () => {
    const api = installApiDouble({ 'GET /languages': { body: [{ id: 'esn', name: 'Spanish' }] } });
    try {
      preloadCall(calls.getLanguages, {});
      preloadCall(calls.getLanguages, {});
      await waitFor(() => expect(reads(api)).toBe(1));
      renderWithLingua(<Languages />);
      expect(await screen.findByText('Spanish')).toBeInTheDocument();
      expect(reads(api)).toBe(1);
    } finally {
      api.restore();
    }
  });

  it('forgets a call that failed, so the reader asks anew', async () => {
    let fail = true;
    const api = installApiDouble({ 'GET /languages': () => (fail ? { status: 503, body: { message: 'Down' } } : { body: [{ id: 'fra', name: 'French' }] }) });
    try {
      preloadCall(calls.getLanguages, {});
      await waitFor(() => expect(reads(api)).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      fail = false;
      renderWithLingua(<Languages />);
      expect(await screen.findByText('French')).toBeInTheDocument();
      expect(reads(api)).toBe(2);
    } finally {
      api.restore();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, IMPERSONATION_HEADER } from './api-client.ts';
import { ApiError, errorDisplayMessage } from './api-error.ts';
import { refusedUploadName } from './refused-upload.ts';
import { UPLOAD_SCAN_MESSAGES } from '@lingua/contract';
import { api } from './api.ts';
import { sessionStore } from '../session/session-store.ts';
import { adminClaims } from '../../test/fake-identity.ts';
import { adminUser, json, resetPage } from '../../test/reset.ts';
import { FakeClock } from '../../test/fake-clock.ts';
import { setClock } from '../clock/clock.ts';
import { showLanguage } from '../i18n/i18n.ts';

function recordingFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchDouble = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as unknown as typeof fetch;
  return { calls, fetchDouble };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('createApiClient', () => {
  it('sends Accept JSON, the bearer token and the impersonation header, and JSON bodies', async () => {
    const { calls, fetchDouble } = recordingFetch(() => json({ ok: true }));
    const client = createApiClient({
      baseUrl: 'https://api.example.com/v1/',
      getToken: async () => 'token-1',
      getOverrideUsername: () => 'bob',
      fetch: fetchDouble,
    });

    const result = await client.post('/userAccount/languageGroups/PERSONAL', [{ name: 'Nordic' }], {
      query: { emailDomain: 'example.com', tags: ['a', 'b'], skip: undefined },
    });

    expect(result).toEqual({ ok: true });
    expect(calls[0]!.url).toBe(
      'https://api.example.com/v1/userAccount/languageGroups/PERSONAL?emailDomain=example.com&tags=a&tags=b',
    );
    expect(calls[0]!.init.method).toBe('POST');
    expect(header(calls[0]!.init, 'Accept')).toBe('application/json');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer token-1');
    expect(header(calls[0]!.init, IMPERSONATION_HEADER)).toBe('bob');
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe(JSON.stringify([{ name: 'Nordic' }]));
  });

  it('sends neither token nor override header when there is none', async () => {
    const { calls, fetchDouble } = recordingFetch(() => json([]));
    const client = createApiClient({ baseUrl: 'https://api.example.com/v1', getToken: () => undefined, fetch: fetchDouble });
    await client.get('/languages');
    expect(header(calls[0]!.init, 'Authorization')).toBeUndefined();
    expect(header(calls[0]!.init, IMPERSONATION_HEADER)).toBeUndefined();
  });

  it('sends the shown language as Accept-Language, which the server writes a visitor’s mails in', async () => {
    const { calls, fetchDouble } = recordingFetch(() => json([]));
    const client = createApiClient({ baseUrl: 'https://api.example.com/v1', fetch: fetchDouble });
    await client.get('/languages');
    await showLanguage('de');
    try {
      await client.get('/languages');
    } finally {
      await showLanguage('en');
    }
    expect(calls.map((c) => header(c.init, 'Accept-Language'))).toEqual(['en', 'de']);
  });

  it('returns undefined for 204 and text for a non-JSON reply', async () => {
    let reply = new Response(null, { status: 204 });
    const client = createApiClient({ baseUrl: 'https://x/v1', fetch: (async () => reply) as unknown as typeof fetch });
    expect(await client.post('/uiLogs', { level: 'ERROR' })).toBeUndefined();
    reply = new Response('plain words', { status: 200, headers: { 'content-type': 'text/plain' } });
    expect(await client.get('/x')).toBe('plain words');
  });

  it('returns a Blob when asked (binary files), and still throws an ApiError on a refusal', async () => {
    const bytes = new Uint8Array([0, 255, 1, 254]);
    const ok = createApiClient({ baseUrl: '/v1', fetch: recordingFetch(() => new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } })).fetchDouble });
    const blob = await ok.get<Blob>('/file', { blob: true });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    const refused = createApiClient({ baseUrl: '/v1', fetch: recordingFetch(() => json({ message: 'Gone', errorCode: 'X' }, 404)).fetchDouble });
    await expect(refused.get('/file', { blob: true })).rejects.toBeInstanceOf(ApiError);
  });

  it('throws an ApiError carrying url, status, status text, body and the catalogue message', async () => {
    const client = createApiClient({
      baseUrl: 'https://x/v1',
      fetch: (async () =>
        new Response(JSON.stringify({ message: 'No such client', errorCode: 'E42' }), {
          status: 404,
          statusText: 'Not Found',
          headers: { 'content-type': 'application/json' },
        })) as unknown as typeof fetch,
    });
    const error = await client.get('/clientConfigs/7').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      url: 'https://x/v1/clientConfigs/7',
      status: 404,
      statusText: 'Not Found',
      body: { message: 'No such client', errorCode: 'E42' },
      message: 'Not Found',
    });
  });

  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [409, 'Generic Error'],
    [418, 'Generic Error'],
  ])('names status %i "%s"', (status, message) => {
    expect(new ApiError({ url: '/x', status, statusText: '', body: undefined }).message).toBe(message);
  });
});

describe('a server that sheds the call (503 with Retry-After)', () => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
    setClock(clock);
  });
  afterEach(() => setClock());

  const overloaded = (retryAfter?: string) =>
    new Response(JSON.stringify({ message: 'The server is overloaded, retry in a second', code: 'OVERLOADED' }), {
      status: 503,
      headers: { 'content-type': 'application/json', ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }) },
    });

  let calls: { url: string; init: RequestInit }[] = [];
  /** A client whose fetch answers each call with the next of `answers` (the last one repeats). */
  function client(...answers: Array<() => Response>) {
    const recording = recordingFetch(() => answers[Math.min(recording.calls.length - 1, answers.length - 1)]!());
    calls = recording.calls;
    return createApiClient({ baseUrl: 'https://api.example.com/v1', fetch: recording.fetchDouble });
  }

  /** Lets the client reach its next await (the fetch double and the body cancel are promises). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the call again after the wait the server asks for, body and method unchanged', async () => {
    const api = client(() => overloaded('1'), () => json({ quoteId: 'q-1' }, 201));
    const result = api.post('/quotes', { name: 'Leaflet' });
    await settle();
    expect(calls).toHaveLength(1);
    clock.advance(999);
    await settle();
    expect(calls, 'not before the second is up').toHaveLength(1);
    clock.advance(1);
    await expect(result).resolves.toEqual({ quoteId: 'q-1' });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.init.method).toBe('POST');
    expect(calls[1]!.init.body).toBe(JSON.stringify({ name: 'Leaflet' }));
  });

  it('gives the 503 to the caller when the server still sheds it after two more tries', async () => {
    const api = client(() => overloaded('1'));
    const result = api.get('/userAccount').catch((e: unknown) => e);
    for (let i = 0; i < 3; i++) {
      await settle();
      clock.advance(1000);
    }
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).body).toEqual({ message: 'The server is overloaded, retry in a second', code: 'OVERLOADED' });
    expect(calls).toHaveLength(3);
  });

  it('does not wait on a 503 without Retry-After, or with one longer than five seconds', async () => {
    for (const retryAfter of [undefined, '30', 'soon']) {
      const api = client(() => overloaded(retryAfter), () => json({}));
      await expect(api.get('/userAccount')).rejects.toMatchObject({ status: 503 });
      expect(calls, `Retry-After: ${retryAfter}`).toHaveLength(1);
    }
  });

  it('stops waiting when the call is aborted', async () => {
    const api = client(() => overloaded('1'), () => json({}));
    const abort = new AbortController();
    const result = api.get('/userAccount', { signal: abort.signal }).catch((e: unknown) => e);
    await settle();
    abort.abort(new DOMException('The user left the page', 'AbortError'));
    expect(await result).toMatchObject({ name: 'AbortError' });
    clock.advance(1000);
    await settle();
    expect(calls).toHaveLength(1);
  });
});

describe('errorDisplayMessage', () => {
  it('shows the body message with its error code', () => {
    const error = new ApiError({ url: '/x', status: 409, statusText: 'Conflict', body: { message: 'Quote already accepted', errorCode: 'QUOTE_STATE' } });
    expect(errorDisplayMessage(error)).toBe('Quote already accepted [Error code: QUOTE_STATE]');
  });

  it('shows the body message alone without a code', () => {
    const error = new ApiError({ url: '/x', status: 400, statusText: '', body: { message: 'Bad e-mail' } });
    expect(errorDisplayMessage(error)).toBe('Bad e-mail');
  });

  it("falls back to the error's own message, then to Unexpected error", () => {
    expect(errorDisplayMessage(new ApiError({ url: '/x', status: 503, statusText: '', body: 'down' }))).toBe('Service Unavailable');
    expect(errorDisplayMessage(new Error('Network down'))).toBe('Network down');
    expect(errorDisplayMessage('boom')).toBe('Unexpected error');
    expect(errorDisplayMessage(undefined)).toBe('Unexpected error');
  });
});

describe('the default api client', () => {
  beforeEach(() => resetPage());
  afterEach(() => vi.unstubAllGlobals());

  it('uses the configured base, the session ID token and the impersonation override', async () => {
    const { calls, fetchDouble } = recordingFetch(() => json({ loginName: 'bob' }));
    vi.stubGlobal('fetch', fetchDouble);
    const identity = resetPage({ apiBase: 'https://portal.example.com/v1' });
    identity.claims = adminClaims;
    sessionStore.getState().setUser(adminUser);
    sessionStore.getState().setOverride({ username: 'bob', email: 'bob@example.com', roles: ['CLIENT'] });

    await api.get('/userAccount');

    expect(calls[0]!.url).toBe('https://portal.example.com/v1/userAccount');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer id-token');
    expect(header(calls[0]!.init, IMPERSONATION_HEADER)).toBe('bob');
  });
});

describe('refusedUploadName', () => {
  const refusal = (errorCode: string, fileName: string) =>
    new ApiError({ url: '/v1/jobRequests', status: 400, statusText: 'Bad Request', body: { message: UPLOAD_SCAN_MESSAGES.FILE_INFECTED(fileName), errorCode } });
  it('finds the file a malware-scan refusal names among the chosen ones', () => {
    expect(refusedUploadName(refusal('FILE_INFECTED', 'b.docx'), ['a.docx', 'b.docx'])).toBe('b.docx');
    expect(refusedUploadName(refusal('FILE_NOT_SCANNABLE', 'a.docx'), ['a.docx', 'a.docx.zip'])).toBe('a.docx');
  });
  it('names none for another error, or a name not chosen', () => {
    expect(refusedUploadName(refusal('FILE_SCAN_PENDING', 'a.docx'), ['a.docx'])).toBeUndefined();
    expect(refusedUploadName(refusal('FILE_INFECTED', 'c.docx'), ['a.docx'])).toBeUndefined();
    expect(refusedUploadName(new Error('offline'), ['a.docx'])).toBeUndefined();
  });
});

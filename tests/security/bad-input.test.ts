// Decision 070: bad input that used to answer 500, and Fastify's own refusals that used to answer
// outside the error body. Every answer here must be a 4xx in the spec's error body {message, errorCode?}, and
// nothing stored may change because of it. Against the real app, with real sign-ins and a real stored object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadPath, requestWithFiles, startSystem, type LightMyRequestResponse, type System } from './lib/system.ts';

const ALICE = 'client@acme-health.example';

let s: System;
beforeAll(async () => {
  s = await startSystem();
});
afterAll(async () => {
  await s?.close();
});

/** A 4xx whose body is exactly {message, errorCode?} with a non-empty message and no trace of the server's code. */
function expectErrorBody(res: LightMyRequestResponse, status: number, what: string): { message: string; errorCode?: string } {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(status);
  expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((k) => k !== 'message' && k !== 'errorCode'), what).toEqual([]);
  expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true);
  if ('errorCode' in body) expect(typeof body.errorCode, what).toBe('string');
  // The API's own codes (the object store's are S3's, e.g. InvalidRange), never the framework's (FST_ERR_…).
  if ('errorCode' in body) expect(body.errorCode, what).toMatch(/^(?!FST_)[A-Za-z][A-Za-z0-9_]*$/);
  expect(res.body, what).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|statusCode/);
  return body as { message: string; errorCode?: string };
}

describe('defect 1: the NUL character anywhere in the input is a 400, not a 500', () => {
  it('in a query value', async () => {
    const res = await s.call({ method: 'GET', url: '/v1/clientConfigs?emailDomain=acme%00.example' });
    expect(expectErrorBody(res, 400, 'emailDomain')).toEqual({ message: 'emailDomain must not contain the NUL character', errorCode: 'INVALID_PARAMETER' });
  });

  it('in a body text, a nested body text and a body key', async () => {
    const log = await s.call({ method: 'POST', url: '/v1/uiLogs', payload: { level: 'ERROR', message: 'boom\u0000' } });
    expect(expectErrorBody(log, 400, 'createUiLog message').message).toBe('message must not contain the NUL character');
    const nested = await s.call({ method: 'POST', url: '/v1/uiLogs', payload: { level: 'ERROR', message: 'x', details: { cause: { text: 'a\u0000b' } } } });
    expect(expectErrorBody(nested, 400, 'createUiLog details').message).toBe('details.cause.text must not contain the NUL character');
    const key = await s.call({ method: 'POST', url: '/v1/uiLogs', payload: { level: 'ERROR', message: 'x', details: { 'a\u0000': 1 } } });
    expectErrorBody(key, 400, 'createUiLog details key');
    const groups = await s.call({
      method: 'POST',
      url: '/v1/userAccount/languageGroups/PERSONAL',
      as: ALICE,
      payload: [{ name: 'Mine\u0000', scope: 'PERSONAL', languages: [{ id: 'fra', name: 'French' }] }],
    });
    expect(expectErrorBody(groups, 400, 'saveLanguageGroups name').message).toBe('0.name must not contain the NUL character');
  });

  it('in a rename, leaving the stored name as it was', async () => {
    const list = (await s.call({ method: 'GET', url: '/v1/jobRequests?pageSize=1', as: ALICE })).json() as { items: Array<{ id: string; name: string }> };
    const request = list.items[0]!;
    const res = await s.call({ method: 'POST', url: `/v1/jobRequests/${request.id}/actions/renameJobRequest`, as: ALICE, payload: { newName: 'New\u0000name' } });
    expectErrorBody(res, 400, 'renameJobRequest newName');
    const after = (await s.call({ method: 'GET', url: `/v1/jobRequests/${request.id}`, as: ALICE })).json() as { name: string };
    expect(after.name).toBe(request.name);
  });

  it('in a path parameter (a file key of %00)', async () => {
    const list = (await s.call({ method: 'GET', url: '/v1/jobRequests?pageSize=1', as: ALICE })).json() as { items: Array<{ id: string }> };
    const res = await s.call({ method: 'GET', url: `/v1/jobRequests/${list.items[0]!.id}/files/%00/downloadUrl`, as: ALICE });
    expectErrorBody(res, 400, 'fileKey');
  });
});

describe('defect 1: numbers that are not finite are a 400', () => {
  it.each(['1e309', '-1e309', 'Infinity', '1e999999'])('pageSize=%s', async (value) => {
    const res = await s.call({ method: 'GET', url: `/v1/jobRequests?pageSize=${value}`, as: ALICE });
    expect(expectErrorBody(res, 400, value)).toMatchObject({ errorCode: 'INVALID_PARAMETER' });
  });

  it('still pages with a finite pageSize', async () => {
    const res = await s.call({ method: 'GET', url: '/v1/jobRequests?pageSize=2', as: ALICE });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: unknown[] }).items).toHaveLength(2);
  });
});

describe('defect 1: deep JSON is refused before anything walks it', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('a createUiLog body nested 5,000 deep', async () => {
    const res = await s.call({ method: 'POST', url: '/v1/uiLogs', headers: { 'content-type': 'application/json' }, payload: `{"level":"ERROR","message":"x","details":${nested(5000)}}` });
    expect(expectErrorBody(res, 400, 'deep uiLog')).toMatchObject({ errorCode: 'INVALID_PARAMETER' });
  });

  it('arrays count too, and brackets inside strings do not', async () => {
    const arrays = await s.call({ method: 'POST', url: '/v1/uiLogs', headers: { 'content-type': 'application/json' }, payload: `{"level":"ERROR","message":"x","details":{"a":${'['.repeat(100)}${']'.repeat(100)}}}` });
    expectErrorBody(arrays, 400, 'deep arrays');
    const text = await s.call({ method: 'POST', url: '/v1/uiLogs', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ level: 'INFO', message: '{'.repeat(5000) + '"\\' }) });
    expect(text.statusCode, text.body).toBe(204);
  });

  it('a body as deep as a real one is accepted', async () => {
    const res = await s.call({ method: 'POST', url: '/v1/uiLogs', headers: { 'content-type': 'application/json' }, payload: `{"level":"ERROR","message":"x","details":${nested(10)}}` });
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe('defect 1: a download with a Range that cannot be satisfied is a 416', () => {
  it('answers 416 with the error body and Content-Range: bytes */size, and still serves good ranges', async () => {
    const content = 'twelve bytes';
    const request = await requestWithFiles(s, ALICE, [{ fileName: 'notes.txt', content }], 'Range probe');
    const url = await downloadPath(s, ALICE, request, 'notes.txt');
    for (const range of ['bytes=999999999-', 'bytes=5-1', 'bytes=12-', 'bytes=99999999999999999999999-']) {
      const res = await s.app.inject({ method: 'GET', url, headers: { range } });
      expectErrorBody(res, 416, range);
      expect(res.headers['content-range'], range).toBe(`bytes */${content.length}`);
      expect(res.headers['content-disposition'], range).toBeUndefined();
    }
    const part = await s.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('twelve');
    expect(part.headers['content-range']).toBe(`bytes 0-5/${content.length}`);
    const whole = await s.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1,3-4' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe(content);
  });
});

describe("defect 2: Fastify's own refusals answer in the error body, with the headers of every answer", () => {
  it.each([
    ['a path segment of %ff', '/v1/jobRequests/%ff', 400],
    ['an overlong UTF-8 path segment (%C0%AE)', '/v1/jobRequests/%C0%AE', 400],
    ['a bad escape in a deeper segment', '/v1/jobRequests/abc/files/%E0%A4%A/downloadUrl', 400],
    ['an over-long path parameter', `/v1/jobRequests/${'a'.repeat(5000)}`, 414],
  ])('%s', async (_label, url, status) => {
    // From a page of the portal's own origin (listed): the page must be able to read the error, not a CORS failure.
    const res = await s.call({ method: 'GET', url, as: ALICE, headers: { origin: s.baseUrl } });
    const body = expectErrorBody(res, status, url.slice(0, 60));
    expect(body.message).not.toContain(url.slice(4, 40));
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe(s.baseUrl);
    // An origin nobody listed is not granted.
    const foreign = await s.call({ method: 'GET', url, as: ALICE, headers: { origin: 'https://unlisted.example' } });
    expect(foreign.statusCode).toBe(status);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['bad JSON', { 'content-type': 'application/json' }, '{"level": "ERROR",', 400],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400],
    ['a __proto__ key', { 'content-type': 'application/json' }, '{"level":"ERROR","message":"x","__proto__":{"admin":true}}', 400],
    ['a constructor.prototype key', { 'content-type': 'application/json' }, '{"level":"ERROR","message":"x","constructor":{"prototype":{"admin":true}}}', 400],
    ['an unknown content type', { 'content-type': 'text/weird' }, 'x', 415],
    ['a content type with a broken parameter', { 'content-type': 'application/json; charset' }, '{}', 400],
    ['a body too large', { 'content-type': 'application/json' }, JSON.stringify({ level: 'ERROR', message: 'x'.repeat(2_000_000) }), 413],
  ])('%s', async (_label, headers, payload, status) => {
    const res = await s.call({ method: 'POST', url: '/v1/uiLogs', headers, payload });
    expectErrorBody(res, status, _label);
  });
});

// The whole system for the security suites: the real app (identity provider, object store, database, engines)
// on a fresh database with the demo data, listening on 127.0.0.1 so demo users sign in through the embedded
// OpenID Connect provider the way a browser does; requests then go through `app.inject` (fast, in-process) with
// the real bearer tokens. The configuration is the deployed one (HTTPS headers, HSTS); only the transport of
// this test server is plain HTTP on loopback.
import { buildApp } from '../../../packages/server/src/app.ts';
import { createTestContext, uploadFile, type Post, type TestContext } from '../../../packages/server/test/helpers.ts';
import { freePort } from '../../../packages/server/test/identity-fixtures.ts';
import { signIn } from '../../../packages/server/test/sign-in.ts';
import { DEMO_PASSWORD } from '../../../packages/server/src/seed/demo-data.ts';

// Fastify's types, reached through the app (the tests package does not depend on fastify itself).
export type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
export type LightMyRequestResponse = Awaited<ReturnType<FastifyInstance['inject']>>;
/** The part of light-my-request's options the suites use. */
export interface InjectOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
  remoteAddress?: string;
}

export interface System {
  app: FastifyInstance;
  ctx: TestContext;
  baseUrl: string;
  /** A demo user's ID token from a real sign-in (cached per user). */
  token(username: string): Promise<string>;
  /** `app.inject`; when `as` names a demo user, with that user's bearer token. */
  call(opts: InjectOptions & { as?: string | undefined }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startSystem(): Promise<System> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext({ seed: 'demo', config: { https: true, port, host: '127.0.0.1', publicUrl: baseUrl, trustProxy: '127.0.0.1' } });
  let app: FastifyInstance;
  try {
    app = await buildApp(ctx);
    await app.listen({ port, host: '127.0.0.1' });
  } catch (err) {
    await ctx.close();
    throw err;
  }
  const tokens = new Map<string, Promise<string>>();
  const token = (username: string) => {
    let t = tokens.get(username);
    if (!t) {
      t = signIn(baseUrl, username, DEMO_PASSWORD).then((x) => x.idToken);
      tokens.set(username, t);
    }
    return t;
  };
  return {
    app,
    ctx,
    baseUrl,
    token,
    async call({ as, ...opts }) {
      const headers = { ...(opts.headers ?? {}), ...(as ? { authorization: `Bearer ${await token(as)}` } : {}) };
      return app.inject({ ...opts, headers });
    },
    async close() {
      await app.close();
      await ctx.close();
    },
  };
}

/** Uploads files through a real presigned POST as `as`; returns their temporary keys. */
export async function uploadFiles(s: System, as: string, files: Array<{ fileName: string; content: string | Buffer }>): Promise<string[]> {
  const keys: string[] = [];
  for (const f of files) {
    const grant = await s.call({ method: 'POST', url: '/v1/tempFiles/actions/createPresignedPost', as });
    if (grant.statusCode !== 200) throw new Error(`upload grant: ${grant.statusCode} ${grant.body}`);
    keys.push(await uploadFile(s.app, grant.json() as Post, f.fileName, f.content));
  }
  return keys;
}

export interface StoredRequest {
  id: string;
  files: Array<{ fileName: string; fileKey: string }>;
}

/** An Acme Health job request with the given reference files, created through the API as `as` (an Acme user). */
export async function requestWithFiles(s: System, as: string, files: Array<{ fileName: string; content: string }>, name = 'Security probe'): Promise<StoredRequest> {
  const keys = await uploadFiles(s, as, files);
  const created = await s.call({
    method: 'POST',
    url: '/v1/jobRequests',
    as,
    payload: {
      origination: 'WEBFORM',
      name,
      requestType: 'TRANSLATION_REQUEST',
      sourceLanguage: { id: 'enu', name: 'English' },
      targetLanguages: [{ id: 'fra', name: 'French' }],
      files: files.map((f, i) => ({ fileName: f.fileName, category: 'REFERENCE', fileKey: keys[i]! })),
      textInput: 'Please translate this.',
      // Acme Health's required project fields (demo data).
      customFields: [
        { fieldName: 'Cost Center', value: 'CC-1234' },
        { fieldName: 'Department', value: 'Oncology' },
        { fieldName: 'Audiences', value: 'Patients' },
      ],
    },
  });
  if (created.statusCode !== 201) throw new Error(`create request: ${created.statusCode} ${created.body}`);
  return created.json() as StoredRequest;
}

/** The signed download link (path and query, for `app.inject`) of a request's file, as the API gives it. */
export async function downloadPath(s: System, as: string, request: StoredRequest, fileName: string, inline = false): Promise<string> {
  const file = request.files.find((f) => f.fileName === fileName);
  if (!file) throw new Error(`no file ${fileName}`);
  const res = await s.call({ method: 'GET', url: `/v1/jobRequests/${request.id}/files/${encodeURIComponent(file.fileKey)}/downloadUrl?inline=${inline}`, as });
  if (res.statusCode !== 200) throw new Error(`download URL: ${res.statusCode} ${res.body}`);
  const u = new URL((res.json() as { downloadUrl: string }).downloadUrl);
  return `${u.pathname}${u.search}`;
}

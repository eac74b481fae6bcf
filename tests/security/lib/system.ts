// The whole system for the security suites: the real app (identity provider, object store, database, engines)
// on a fresh database with the demo data, listening on 127.0.0.1 so demo users sign in through the embedded
// OpenID Connect provider the way a browser does; requests then go through `app.inject` (fast, in-process) with
// the real bearer tokens. The configuration is the deployed one (HTTPS headers, HSTS); only the transport of
// this test server is plain HTTP on loopback.
import { buildApp } from '../../../packages/server/src/app.ts';
import { createTestContext, type TestContext } from '../../../packages/server/test/helpers.ts';
import { freePort } from '../../../packages/server/test/identity-fixtures.ts';
import { signIn } from '../../../packages/server/test/sign-in.ts';
import { DEMO_PASSWORD } from '../../../packages/server/src/db/seed/demo-data.ts';

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

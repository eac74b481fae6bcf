// Identity tests: a real server listening on 127.0.0.1 (an ephemeral port) whose public URL is its own address,
// on a fresh database with a manual clock, plus accounts created with known passwords and TOTP secrets.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { Config } from '../src/config/config.ts';
import { userAccounts } from '../src/db/schema/identity.ts';
import { hashPassword } from '../src/identity/passwords.ts';
import { loadTotpSecretBox } from '../src/identity/totp-secrets.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { createTestContext, type TestContext } from './helpers.ts';

export interface IdentityServer {
  app: FastifyInstance;
  ctx: TestContext;
  clock: ManualClock;
  baseUrl: string;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startIdentityServer(opts: { app?: BuildAppOptions; seed?: 'demo' | 'none'; config?: Partial<Config> } = {}): Promise<IdentityServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const clock = new ManualClock();
  const ctx = await createTestContext({ clock, seed: opts.seed ?? 'none', config: { ...opts.config, https: false, port, host: '127.0.0.1', publicUrl: baseUrl, trustProxy: '127.0.0.1' } });
  const app = await buildApp(ctx, opts.app);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    ctx,
    clock,
    baseUrl,
    async close() {
      await app.close();
      await ctx.close();
    },
  };
}

export interface NewAccount {
  username: string;
  password?: string | null;
  email?: string;
  roles?: string[];
  firstName?: string;
  lastName?: string;
  isEnabled?: boolean;
  isFederated?: boolean;
  isCoupaUser?: boolean;
  externalGroups?: string | null;
  totpSecret?: string | null;
}

export async function createAccount(ctx: TestContext, a: NewAccount): Promise<typeof userAccounts.$inferSelect> {
  // As the product stores it: the TOTP secret sealed under the server's key (identity/totp-secrets.ts).
  const id = randomUUID();
  const totpSecret = a.totpSecret ? (await loadTotpSecretBox(ctx.config)).seal(id, a.totpSecret) : null;
  const [row] = await ctx.db
    .insert(userAccounts)
    .values({
      id,
      username: a.username,
      email: a.email ?? a.username,
      firstName: a.firstName ?? 'Test',
      lastName: a.lastName ?? 'User',
      passwordHash: a.password === null ? null : await hashPassword(a.password ?? 'Passw0rdOk'),
      roles: a.roles ?? ['CLIENT'],
      isEnabled: a.isEnabled ?? true,
      isFederated: a.isFederated ?? false,
      isCoupaUser: a.isCoupaUser ?? false,
      externalGroups: a.externalGroups ?? null,
      emailVerified: true,
      ...(totpSecret ? { totpSecret, preferredMfa: 'TOTP' as const } : {}),
    })
    .returning();
  return row!;
}

export async function accountRow(ctx: TestContext, username: string) {
  const [row] = await ctx.db.select().from(userAccounts).where(eq(userAccounts.username, username));
  return row!;
}

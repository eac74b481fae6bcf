// Key material of the embedded provider: an RS256 signing key (private JWK) and the cookie-signing keys.
// Created once and kept in the database (identity_secrets) so that every server process signs with, and
// verifies against, the same keys and sessions survive restarts.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { identitySecrets } from '../db/schema/identity.ts';

export interface IdentityKeys {
  /** Private signing keys, newest first (oidc-provider signs with the first). */
  signing: JWK[];
  /** Public halves of `signing`, what bearer verification trusts. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
  /** Binds hidden form tokens (CSRF, MFA step) to an interaction. */
  formKey: Buffer;
}

async function getOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [found] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  if (found) return found.value as T;
  // Two processes may start together: the first insert wins and both read the winner back.
  await db.insert(identitySecrets).values({ name, value: await create() }).onConflictDoNothing();
  const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  return row!.value as T;
}

export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use } as JWK;
}

export async function loadIdentityKeys(db: Db, signingSecret: string | undefined): Promise<IdentityKeys> {
  const signing = await getOrCreate<JWK[]>(db, 'oidc.signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' }];
  });
  // Cookie keys follow the configured signing secret when there is one (rotating it signs everyone out);
  // otherwise a random secret stored alongside the signing key.
  const base =
    signingSecret ?? (await getOrCreate<string>(db, 'oidc.cookie-secret', async () => randomBytes(32).toString('base64url')));
  const derive = (label: string) => createHmac('sha256', base).update(label).digest();
  return {
    signing,
    publicJwks: { keys: signing.map(publicJwk) },
    cookieKeys: [derive('oidc-cookies').toString('base64url')],
    formKey: derive('oidc-forms'),
  };
}

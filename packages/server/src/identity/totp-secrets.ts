// TOTP secrets at rest (decision 075): AES-256-GCM under SECRETS_KEY (or a generated key); a sealed value names its
// key, so SECRETS_KEY_PREVIOUS rotation re-seals at start. The account id is the AAD, so a copied secret does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { userAccounts } from '../db/schema/identity.ts';
import { loadOrCreateSecretFile } from '../storage/signing.ts';

export const SECRETS_KEY_FILE = 'secrets-key';
const VERSION = 'v1';

interface Key {
  id: string;
  aes: Buffer;
}

function deriveKey(material: string): Key {
  const bytes = (info: string, length: number) => Buffer.from(hkdfSync('sha256', material, 'lingua-secrets-at-rest', info, length));
  return { id: bytes('key id', 6).toString('base64url'), aes: bytes('totp aes-256-gcm', 32) };
}

export class TotpSecretBox {
  readonly #current: Key;
  readonly #keys: Map<string, Key>;

  constructor(current: string, previous: readonly string[] = []) {
    this.#current = deriveKey(current);
    this.#keys = new Map([this.#current, ...previous.map(deriveKey)].map((k) => [k.id, k]));
  }

  /** Whether a stored value is sealed (plain-text secrets of older versions are base32, without dots). */
  static isSealed(stored: string): boolean {
    return stored.startsWith(`${VERSION}.`);
  }

  isCurrent(stored: string): boolean {
    return TotpSecretBox.isSealed(stored) && stored.split('.')[1] === this.#current.id;
  }

  canOpen(stored: string): boolean {
    return !TotpSecretBox.isSealed(stored) || this.#keys.has(stored.split('.')[1] ?? '');
  }

  seal(accountId: string, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#current.aes, iv);
    cipher.setAAD(Buffer.from(`totp:${accountId}`));
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, this.#current.id, iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  open(accountId: string, stored: string): string {
    if (!TotpSecretBox.isSealed(stored)) return stored;
    const [, keyId = '', iv = '', data = '', tag = ''] = stored.split('.');
    const key = this.#keys.get(keyId);
    if (!key) throw new Error(`A TOTP secret is sealed with a key this server does not have (id ${keyId}); set SECRETS_KEY or SECRETS_KEY_PREVIOUS`);
    const decipher = createDecipheriv('aes-256-gcm', key.aes, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`totp:${accountId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

const boxes = new WeakMap<object, Promise<TotpSecretBox>>();

/** The box of a configuration (one per config object, so every plugin of an app shares it). */
export function loadTotpSecretBox(config: Pick<Config, 'secretsKey' | 'secretsKeyPrevious' | 'dataDir'>): Promise<TotpSecretBox> {
  let box = boxes.get(config);
  if (!box) {
    box = (async () => new TotpSecretBox(config.secretsKey ?? (await loadOrCreateSecretFile(config.dataDir, SECRETS_KEY_FILE)), config.secretsKeyPrevious))();
    boxes.set(config, box);
  }
  return box;
}

/** Start-up migration: conditional updates, so parallel starts do no harm. Refuses to start on a row sealed with an
 * unknown key: MFA users could not sign in, and the fix (the right SECRETS_KEY) is the operator's. */
export async function sealTotpSecretsAtRest(db: Db, box: TotpSecretBox): Promise<number> {
  const rows = await db
    .select({ id: userAccounts.id, totpSecret: userAccounts.totpSecret, totpPendingSecret: userAccounts.totpPendingSecret })
    .from(userAccounts)
    .where(or(isNotNull(userAccounts.totpSecret), isNotNull(userAccounts.totpPendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    for (const column of ['totpSecret', 'totpPendingSecret'] as const) {
      const stored = row[column];
      if (stored === null || box.isCurrent(stored)) continue;
      if (!box.canOpen(stored)) throw new Error(`TOTP secrets are sealed with a key this server does not have: set SECRETS_KEY (and SECRETS_KEY_PREVIOUS while rotating) to the deployment's key`);
      const next = box.seal(row.id, box.open(row.id, stored));
      const updated = await db
        .update(userAccounts)
        .set({ [column]: next })
        .where(and(eq(userAccounts.id, row.id), eq(userAccounts[column], stored)))
        .returning({ id: userAccounts.id });
      sealed += updated.length;
    }
  }
  return sealed;
}

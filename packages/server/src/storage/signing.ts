// The local object store signs upload policies and download links with one HMAC secret. Several server
// processes on one data directory must agree on it, so when it is not configured it is generated once and kept
// in dataDir (mode 0600), the first writer winning.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config.ts';

export const SIGNING_SECRET_FILE = 'signing-secret';

export async function loadSigningSecret(config: Pick<Config, 'signingSecret' | 'dataDir'>): Promise<string> {
  return config.signingSecret ?? loadOrCreateSecretFile(config.dataDir, SIGNING_SECRET_FILE);
}

/**
 * A random secret kept in a file of the data directory (mode 0600), created on first use: the default for every
 * key the environment does not set. Several processes on one data directory read the same value.
 */
export async function loadOrCreateSecretFile(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (err) {
    // Another process created it between our read and write: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw err;
  }
}

/**
 * HMAC-SHA256 over a purpose label plus the parts, so a signature made for one use (an upload policy) can never
 * be replayed as another (a download link). Parts are length-prefixed, so no two part lists sign alike.
 */
export function sign(secret: string, purpose: string, ...parts: string[]): string {
  const h = createHmac('sha256', secret);
  h.update(purpose);
  for (const p of parts) h.update(`\n${Buffer.byteLength(p)}:${p}`);
  return h.digest('hex');
}

/** Constant-time comparison, so response timing does not leak how much of a forged signature was right. */
export function signatureMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

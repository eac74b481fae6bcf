// Random credentials and their stored digests. A credential that unlocks something on its own (a punch-out
// session id, a one-time sign-in token, a buyer system's shared secret) is stored only as its SHA-256 digest
// and compared in constant time, so neither a database dump nor response timing gives it away.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** ≥ 128 random bits (here 256), URL-safe: enough to be the only credential of an unguarded route. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The hex SHA-256 digest a secret is stored as. */
export const digestOf = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Constant-time equality of two hex digests; an empty digest never matches. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

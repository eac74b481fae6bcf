// Object keys are client-influenced (the `${filename}` placeholder is filled with the browser's file name), and the
// local store maps them onto paths, so every key is checked before it touches the disk or a signature.
import { badRequest } from '../lib/errors.ts';

/** S3's own limit on key length. */
export const MAX_KEY_BYTES = 1024;
/** Most file systems cap one path segment at 255 bytes. */
export const MAX_SEGMENT_BYTES = 255;

/** Why a key is unusable, or null when it is fine. */
export function keyProblem(key: string): string | null {
  if (!key) return 'The key is empty';
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return 'The key is too long';
  // NUL truncates paths in C APIs; other control characters have no business in a key.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'The key contains control characters';
  if (key.includes('\\')) return 'The key contains a backslash';
  if (key.startsWith('/')) return 'The key must be relative';
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return 'The key contains an empty, "." or ".." segment';
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) return 'A key segment is too long';
  }
  return null;
}

export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw badRequest(problem, 'InvalidKey');
}

/** A prefix as a directory: "tmp/u/1" and "tmp/u/1/" both become "tmp/u/1/", so "tmp/u/10/x" never matches. */
export function asDirectoryPrefix(prefix: string): string {
  return prefix.endsWith('/') ? prefix : `${prefix}/`;
}

/** Keys inside URLs: each segment encoded, the slashes kept so the path stays readable. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

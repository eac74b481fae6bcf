// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision 073): after a complete
// sign-in the browser receives a cookie, signed by the server, naming the account and a random device id. A later
// attempt for that account carrying a valid cookie is a trusted client, throttled only on its own failures, so
// guesses from anywhere else cannot lock the owner's browser out. One cookie per account (its name is derived from
// the account), so people sharing a browser each keep theirs. The cookie is only sent to the sign-in pages.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const PREFIX = 'lingua_device_';
/** A year: a browser used at least yearly stays trusted. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

function mac(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

/** The cookie name of an account: a keyed hash, so the name does not reveal who signed in on this browser. */
function cookieName(key: Buffer, accountId: string): string {
  return `${PREFIX}${mac(key, `device-name:${accountId}`).slice(0, 16)}`;
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The device id of a valid device cookie for the account, or null (no cookie, another account's, forged). */
export function trustedDeviceId(request: FastifyRequest, key: Buffer, accountId: string | undefined): string | null {
  if (!accountId) return null;
  const value = readCookie(request, cookieName(key, accountId));
  const [deviceId = '', signature = ''] = (value ?? '').split('.');
  if (!/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
  const expected = Buffer.from(mac(key, `device:${accountId}:${deviceId}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}

/** Sets a fresh device cookie for the account (after a complete sign-in); a new id each time, as OWASP advises. */
export function issueDeviceCookie(reply: FastifyReply, key: Buffer, accountId: string, opts: { path: string; secure: boolean }): void {
  const deviceId = randomBytes(16).toString('base64url');
  const value = `${deviceId}.${mac(key, `device:${accountId}:${deviceId}`)}`;
  const attributes = [`Path=${opts.path}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(opts.secure ? ['Secure'] : [])];
  // On the raw response, next to the cookies oidc-provider itself may have set there.
  const existing = reply.raw.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.raw.setHeader('set-cookie', [...list, `${cookieName(key, accountId)}=${value}; ${attributes.join('; ')}`]);
}

// Reply addresses (decision 185): reply+<token>@<domain>, the token naming one person of one thread (their
// conversation_people row) and an expiry, signed with HMAC-SHA256 under a server secret. Base32 in lower case,
// because mail systems may change the case of a local part; 39 characters, well within a local part's 64.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identitySecrets } from '../../db/schema/index.ts';
import { base32Decode, base32Encode } from '../../identity/totp.ts';

/** How long a reply address answers after its mail was sent. */
export const REPLY_ADDRESS_VALIDITY_MS = 90 * 24 * 60 * 60 * 1000;
export const REPLY_LOCAL_PREFIX = 'reply+';
const MAC_BYTES = 12;
/** The token is lower-case base32 (RFC 4648's alphabet, as TOTP secrets), safe in an address's local part. */
const TOKEN = /^[a-z2-7]+$/;

export class ReplyAddresses {
  readonly #key: Buffer;
  readonly domain: string;

  constructor(secret: string, domain: string) {
    this.#key = createHmac('sha256', secret).update('conversation-reply-addresses').digest();
    this.domain = domain.toLowerCase();
  }

  #mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest().subarray(0, MAC_BYTES);
  }

  /** The address of person row `personId`, answering until `expires`. */
  address(personId: number, expires: Date): string {
    const payload = Buffer.alloc(12);
    payload.writeBigUInt64BE(BigInt(personId), 0);
    payload.writeUInt32BE(Math.floor(expires.getTime() / 1000), 8);
    return `${REPLY_LOCAL_PREFIX}${base32Encode(Buffer.concat([payload, this.#mac(payload)])).toLowerCase()}@${this.domain}`;
  }

  /** The person row an address names, or why it is refused. */
  read(address: string, now: Date): { personId: number } | { refused: 'malformed' | 'forged' | 'expired' } {
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at).toLowerCase();
    if (at < 0 || address.slice(at + 1).toLowerCase() !== this.domain || !local.startsWith(REPLY_LOCAL_PREFIX)) return { refused: 'malformed' };
    const token = local.slice(REPLY_LOCAL_PREFIX.length);
    const bytes = TOKEN.test(token) ? base32Decode(token) : null;
    if (!bytes || bytes.length !== 12 + MAC_BYTES) return { refused: 'malformed' };
    const payload = bytes.subarray(0, 12);
    if (!timingSafeEqual(this.#mac(payload), bytes.subarray(12))) return { refused: 'forged' };
    if (payload.readUInt32BE(8) * 1000 <= now.getTime()) return { refused: 'expired' };
    return { personId: Number(payload.readBigUInt64BE(0)) };
  }
}

/** The configured signing secret, or one made once and kept in the database so every process signs alike. */
export async function replySecret(db: Db, signingSecret: string | undefined): Promise<string> {
  if (signingSecret) return signingSecret;
  const name = 'conversations.reply-secret';
  await db.insert(identitySecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  return row!.value as string;
}

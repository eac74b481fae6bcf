// What every procurement job shares: the dependencies routes hand in, the lifetimes of the punch-out session
// and the return page, and when a session is open.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { punchoutSessions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { Envelope } from './cxml.ts';
import type { UploadScanner } from '../../engines/scanner/upload-scanner.ts';

/** A punch-out session stays usable this long after the set-up request (decision 045). */
export const PUNCHOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The return page that carries the order message to the buyer's platform is served this long. */
export const ORDER_MESSAGE_TTL_MS = 30 * 60 * 1000;
export const COUPA_APPLICATION = 'coupa';

export interface ProcurementDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'intakeEmail'>;
  objectStore: ObjectStore;
  /** Every upload is scanned before it is taken (decision 175). */
  uploadScanner: UploadScanner;
  mailer: Mailer;
  log?: { warn: (obj: object, msg: string) => void };
}

export type PunchoutSession = typeof punchoutSessions.$inferSelect;

export const MSG_NO_SESSION = 'The procurement request was not found or has expired';

/** Session ids and return-page ids are random tokens (lib/secret-tokens.ts); anything else names nothing. */
export const isTokenShaped = (id: string): boolean => /^[A-Za-z0-9_-]{22,100}$/.test(id);

export function isOpen(session: PunchoutSession, now: Date): boolean {
  return session.closedAt === null && session.expiresAt.getTime() > now.getTime();
}

/** The payload id and timestamp of a cXML document we write. */
export function envelope(clock: Clock): Envelope {
  return { payloadId: `${clock.now().getTime()}.${randomUUID()}@lingua.portal`, timestamp: clock.now() };
}

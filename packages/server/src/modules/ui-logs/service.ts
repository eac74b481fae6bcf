// POST /uiLogs (spec 1 §7): every uncaught browser error, from visitors too. Stored for support and echoed
// to the server log at the same level. Sizes are capped: the call is open to anyone and must not become a
// way to fill the database.
import type { FastifyBaseLogger } from 'fastify';
import type { CallBody, calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { uiLogs } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';

type UiLogBody = CallBody<typeof calls.createUiLog>;

export const MAX_DETAILS_CHARS = 20_000;
const MAX_USER_AGENT_CHARS = 512;

export interface UiLogSource {
  principal: Principal | null | undefined;
  userAgent: string | undefined;
  ip: string;
  at: Date;
}

export async function recordUiLog(db: Db, log: FastifyBaseLogger, body: UiLogBody, source: UiLogSource): Promise<void> {
  let details: Record<string, unknown> | null = (body.details as Record<string, unknown> | undefined) ?? null;
  const serialised = details ? JSON.stringify(details) : '';
  if (serialised.length > MAX_DETAILS_CHARS) details = { truncated: true, preview: serialised.slice(0, MAX_DETAILS_CHARS) };
  const username = source.principal?.username ?? null;
  await db.insert(uiLogs).values({
    level: body.level,
    message: body.message,
    details,
    username,
    userAgent: source.userAgent?.slice(0, MAX_USER_AGENT_CHARS) ?? null,
    ip: source.ip,
    at: source.at,
  });
  const level = body.level === 'ERROR' ? 'error' : body.level === 'WARN' ? 'warn' : body.level === 'INFO' ? 'info' : 'debug';
  log[level]({ uiLog: { message: body.message, username } }, 'browser log');
}

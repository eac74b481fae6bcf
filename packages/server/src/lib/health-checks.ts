// What a health check answers, and the two ways the engines and the mail look at a dependency without using it:
// a program on PATH, and a TCP connection opened and closed. Each engine and store states its own check with
// these (engines/mt/health-check.ts, engines/media/health-check.ts, mail/health-check.ts); the probes in
// shell/health.ts only gather the answers.
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export type CheckStatus = 'up' | 'down' | 'starting' | 'stopping' | 'degraded';
export interface Check {
  status: CheckStatus;
  detail?: string;
}
/** One dependency's checks by name ("apertium", "ffmpeg"), asked at most every 30 s. */
export type DependencyChecks = () => Promise<Record<string, Check>>;

/** A probe answer must never wait on a hung dependency: a check slower than this reads as down. */
export const CHECK_DEADLINE_MS = 500;

export async function onPath(command: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      await fs.access(path.join(dir, command), fsConstants.X_OK);
      return true;
    } catch {
      // Not in this directory.
    }
  }
  return false;
}

export function notInstalled(what: string): Check {
  return { status: 'degraded', detail: `${what} is not installed (not on PATH)` };
}

/** Up when `command` is on PATH; degraded (naming `what`) when not. */
export async function programCheck(command: string, what: string): Promise<Check> {
  return (await onPath(command)) ? { status: 'up' } : notInstalled(what);
}

/** Opens and closes a TCP connection (no request, no login). */
export function tcpReachable(host: string, port: number, ms: number = CHECK_DEADLINE_MS * 4): Promise<Check> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (check: Check) => {
      socket.destroy();
      resolve(check);
    };
    socket.setTimeout(ms, () => done({ status: 'degraded', detail: `no answer from ${host}:${port} within ${ms} ms` }));
    socket.once('connect', () => done({ status: 'up' }));
    socket.once('error', (err) => done({ status: 'degraded', detail: `${host}:${port}: ${err.message}` }));
  });
}

/** A URL's host and port, the scheme's default port when it names none. */
export function urlReachable(url: URL, defaultPort: number): Promise<Check> {
  return tcpReachable(url.hostname, Number(url.port || defaultPort));
}

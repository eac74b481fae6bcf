// The upload scanner's settings (decision 175, docs/operations.md "Malware scanning").
import path from 'node:path';

export type ScanWhenUnavailable = 'hold' | 'accept';

export interface ScanConfig {
  /** UPLOAD_SCAN: `clamd` (default) scans every upload; `off` scans nothing, and /health says so. */
  mode: 'clamd' | 'off';
  /** CLAMD_SOCKET, or CLAMD_HOST and CLAMD_PORT (several processes share one); with neither, the server runs its own. */
  address: { path: string } | { host: string; port: number };
  spawn: boolean;
  /** The signatures the server's own clamd loads (CLAMD_DATABASE_DIR): where Debian's freshclam writes them. */
  databaseDir: string;
  /** Without signatures the own clamd loads EICAR's rather than failing, so an offline demo scans; off in production. */
  testSignatures: boolean;
  /** SCAN_WHEN_UNAVAILABLE: `hold` (default) keeps uploads unusable until the scanner answers; `accept` marks them. */
  whenUnavailable: ScanWhenUnavailable;
  /** SCAN_MAX_SIGNATURE_AGE_HOURS: older signatures count as the scanner being unavailable. */
  maxSignatureAgeHours: number;
  /** SCAN_HOLD_WAIT_MS: how long a call waits for the scanner to come back before answering that the file is held. */
  holdWaitMs: number;
  timeoutMs: number;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
}

/** The socket of the server's own clamd; unix sockets are limited to about 100 bytes of path. */
export function ownClamdDir(dataDir: string): string {
  return path.join(dataDir, 'clamav');
}

export function loadScanConfig(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): ScanConfig {
  const socket = env.CLAMD_SOCKET || undefined;
  const host = env.CLAMD_HOST || undefined;
  const spawn = !socket && !host;
  return {
    mode: oneOf(env, 'UPLOAD_SCAN', ['clamd', 'off'], 'clamd'),
    address: host ? { host, port: whole(env, 'CLAMD_PORT', 3310) } : { path: socket ?? path.join(ownClamdDir(dataDir), 'clamd.sock') },
    spawn,
    databaseDir: env.CLAMD_DATABASE_DIR || '/var/lib/clamav',
    testSignatures: (env.CLAMD_TEST_SIGNATURES ?? (production ? 'false' : 'true')) !== 'false',
    whenUnavailable: oneOf(env, 'SCAN_WHEN_UNAVAILABLE', ['hold', 'accept'], 'hold'),
    maxSignatureAgeHours: whole(env, 'SCAN_MAX_SIGNATURE_AGE_HOURS', 72),
    holdWaitMs: whole(env, 'SCAN_HOLD_WAIT_MS', 10_000),
    timeoutMs: whole(env, 'SCAN_TIMEOUT_MS', 60_000),
  };
}

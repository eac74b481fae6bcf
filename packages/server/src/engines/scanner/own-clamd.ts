// The server's own clamd when none is configured (decision 175), restarted when it dies.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ClamdClient } from './clamd-client.ts';

/** EICAR's test file, assembled rather than stored so no repository file is flagged on a developer's machine. */
export function eicarTestString(): string {
  return ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD', '-ANTIVIRUS-TEST-FILE!$H+H*'].join('');
}

/** The signature name ClamAV reports for the test signature (it appends .UNOFFICIAL to signatures of its own files). */
export const TEST_SIGNATURE = 'Lingua.Test.EICAR';
const TEST_DATABASE_FILE = 'lingua-test.ndb';

/** The sample program of Debian's clamav-testfiles, found in 44 wrappings there (packers, archives, mail, documents). */
export const CLAMAV_TEST_FILES = '/usr/share/clamav-testfiles';
export const TEST_FILE_SIGNATURE = 'Lingua.Test.ClamAV-Test-File';

/** EICAR as a body signature (found inside a DOCX or zip too) and, when installed, clamav-testfiles' sample hash. */
export async function writeTestSignatures(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, TEST_DATABASE_FILE), `${TEST_SIGNATURE}:0:*:${Buffer.from(eicarTestString()).toString('hex')}\n`);
  const sample = await fs.readFile(path.join(CLAMAV_TEST_FILES, 'clam.exe')).catch(() => null);
  if (sample) await fs.writeFile(path.join(dir, 'lingua-test.hdb'), `${createHash('md5').update(sample).digest('hex')}:${sample.length}:${TEST_FILE_SIGNATURE}\n`);
}

export async function hasOfficialSignatures(dir: string): Promise<boolean> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.some((n) => /\.(cvd|cld)$/.test(n));
}

export interface OwnClamdOptions {
  dir: string;
  socket: string;
  databaseDir: string;
  /** Upload size limit in bytes: the stream and file limits are raised to it, so no upload passes unscanned for its size. */
  maxBytes: number;
  onLog?: (line: string) => void;
}

/** clamd.conf(5): foreground, the socket, and every limit alerting (AlertExceedsMax) so an unscanned file is refused, not passed. */
export function clamdConf(o: OwnClamdOptions): string {
  const mb = `${Math.ceil(o.maxBytes / 1048576)}M`;
  return [
    `LocalSocket ${o.socket}`,
    `DatabaseDirectory ${o.databaseDir}`,
    `TemporaryDirectory ${o.dir}`,
    `PidFile ${path.join(o.dir, 'clamd.pid')}`,
    'Foreground yes',
    `StreamMaxLength ${mb}`,
    `MaxFileSize ${mb}`,
    `MaxScanSize ${mb}`,
    'AlertExceedsMax yes',
    '',
  ].join('\n');
}

/** Runs clamd tied to the server: a watcher on a pipe (fd 3) stops it when the server dies, SIGKILL included. */
const WITH_PARENT = 'exec 3<&0; "$0" --config-file "$1" </dev/null 3<&- & pid=$!; (cat <&3 >/dev/null; kill $pid 2>/dev/null) & exec 3<&-; wait $pid';

function clamdProgram(): string {
  // Debian installs it under /usr/sbin, which is not on every user's PATH.
  return existsSync('/usr/sbin/clamd') ? '/usr/sbin/clamd' : 'clamd';
}

export class OwnClamd {
  readonly options: OwnClamdOptions;
  #child: ChildProcess | undefined;
  #stopping = false;
  #restartTimer: NodeJS.Timeout | undefined;

  constructor(options: OwnClamdOptions) {
    this.options = options;
  }

  async start(readyWithinMs = 120_000): Promise<void> {
    this.#stopping = false;
    await fs.mkdir(this.options.dir, { recursive: true });
    const conf = path.join(this.options.dir, 'clamd.conf');
    await fs.writeFile(conf, clamdConf(this.options));
    // Another process of the same DATA_DIR runs one already: share it rather than take its socket away.
    if (await new ClamdClient({ path: this.options.socket }, 1_000).version().then(() => true, () => false)) {
      this.options.onLog?.(`a clamd already answers on ${this.options.socket}: using it`);
      return;
    }
    await fs.rm(this.options.socket, { force: true });
    const child = spawn('/bin/sh', ['-c', WITH_PARENT, clamdProgram(), conf], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.#child = child;
    const log = (d: Buffer) => this.options.onLog?.(d.toString('utf8').trim());
    child.stdout?.on('data', log);
    child.stderr?.on('data', log);
    child.on('error', (err) => this.options.onLog?.(`clamd: ${err.message}`));
    child.on('exit', (code, signal) => {
      child.stdin?.end();
      if (this.#child === child) this.#child = undefined;
      if (this.#stopping) return;
      this.options.onLog?.(`clamd exited (${signal ?? code}); starting it again in 5 s`);
      this.#restartTimer = setTimeout(() => void this.start().catch((err: unknown) => this.options.onLog?.(String(err))), 5_000);
    });
    await waitUntilAnswering(new ClamdClient({ path: this.options.socket }, 1_000), child, readyWithinMs);
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#restartTimer);
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end();
    await exited;
  }
}

async function waitUntilAnswering(client: ClamdClient, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`clamd exited during its start (${child.signalCode ?? child.exitCode})`);
    if (await client.version().then(() => true, () => false)) return;
    if (Date.now() > until) throw new Error(`clamd did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

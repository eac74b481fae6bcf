// A PostgreSQL server of the suite's own (initdb into a temporary directory, on a port of its own), for the tests
// that freeze the database by signal (kill -STOP / -CONT): the shared server on 5432 serves other suites and
// other people and must never be frozen. Run as root, the server runs as the `postgres` user, which initdb and
// postgres require.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { descendants, sleep } from './system.ts';

const BIN = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

async function binDir(): Promise<string> {
  for (const dir of BIN) {
    if (await fs.access(path.join(dir, 'initdb')).then(() => true, () => false)) return dir;
  }
  return path.dirname(spawnSync('sh', ['-c', 'command -v initdb']).stdout.toString().trim() || '/usr/bin/initdb');
}

const asRoot = process.getuid?.() === 0;
/** The command as the postgres user when this test runs as root. */
const asServerUser = (cmd: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

export class OwnPostgres {
  readonly port: number;
  dir = '';
  child: ChildProcess | undefined;
  log = '';

  constructor(port: number) {
    this.port = port;
  }

  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<this> {
    const bin = await binDir();
    this.dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingua-own-pg-'));
    if (asRoot) spawnSync('chown', ['postgres', this.dir]);
    const data = path.join(this.dir, 'data');
    const [initCmd, initArgs] = asServerUser(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    // fsync off: a test database, thrown away afterwards. The socket directory is ours, not /var/run's.
    // pg_stat_statements lets a suite count the statements a process sends.
    const [cmd, args] = asServerUser(path.join(bin, 'postgres'), ['-D', data, '-p', String(this.port), '-k', this.dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=100', '-c', 'shared_preload_libraries=pg_stat_statements']);
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (d: Buffer) => (this.log = (this.log + d.toString('utf8')).slice(-10_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    for (let i = 0; i < 100; i++) {
      if (/ready to accept connections/.test(this.log)) return this;
      if (child.exitCode !== null) break;
      await sleep(100);
    }
    throw new Error(`own PostgreSQL did not start:\n${this.log}`);
  }

  /** The postmaster and every backend (with runuser, the postmaster is runuser's child). */
  private pids(): number[] {
    const root = this.child?.pid;
    if (!root) return [];
    return [root, ...descendants(root).map((p) => p.pid)];
  }

  /** Freezes the whole server (kill -STOP): connections stay open, nothing answers. */
  freeze(): void {
    for (const pid of this.pids()) process.kill(pid, 'SIGSTOP');
  }

  thaw(): void {
    for (const pid of this.pids()) process.kill(pid, 'SIGCONT');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.thaw();
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      // To the postmaster itself (its pid file names it; runuser may stand between): SIGINT is the "fast" shutdown,
      // which does not wait for clients to leave.
      const postmaster = Number((await fs.readFile(path.join(this.dir, 'data', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(postmaster, 'SIGINT');
      const timer = setTimeout(() => {
        for (const pid of this.pids()) process.kill(pid, 'SIGKILL');
      }, 10_000);
      await gone;
      clearTimeout(timer);
    }
    await fs.rm(this.dir, { recursive: true, force: true });
  }
}

// Engine programs die with the server: a real Node process starts tethered programs (a plain one and a shell
// that starts a grandchild, like soffice → soffice.bin), is killed with SIGKILL, and none of them is left.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

function alive(pid: number): boolean {
  try {
    // A zombie (exited, not yet reaped by init) is not running: read its state.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** Spawns a Node process that starts `count` tethered programs and prints their pids (and the grandchildren's). */
function startParent(): Promise<{ parent: ReturnType<typeof spawn>; pids: number[] }> {
  const script = `
    import { spawnTethered, watchdogPid } from ${JSON.stringify(path.join(here, 'tethered.ts'))};
    const a = spawnTethered('sleep', ['300'], { stdio: 'ignore' });
    // A shell that starts a grandchild and waits: only a group kill reaches the grandchild.
    const b = spawnTethered('sh', ['-c', 'sleep 301 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'ignore'] });
    b.stdout.once('data', (d) => console.log(JSON.stringify([a.pid, b.pid, Number(String(d).trim()), watchdogPid()])));
    setInterval(() => {}, 1000);
  `;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    parent.stdout!.once('data', (d: Buffer) => resolve({ parent, pids: JSON.parse(String(d)) as number[] }));
    parent.once('exit', (code) => reject(new Error(`parent exited early (${code})`)));
  });
}

describe('spawnTethered', () => {
  it('leaves no program running after the server is killed with SIGKILL', async () => {
    const { parent, pids } = await startParent();
    expect(pids).toHaveLength(4);
    for (const pid of pids) expect(alive(pid), `pid ${pid} running before the kill`).toBe(true);
    const exited = new Promise((r) => parent.once('exit', r));
    parent.kill('SIGKILL');
    await exited;
    // The watchdog sees end-of-file on its pipe and kills every group: measured well under a second.
    const gone = await waitFor(() => pids.every((p) => !alive(p)), 5000);
    expect(pids.filter(alive), 'programs left running after kill -9').toEqual([]);
    expect(gone).toBe(true);
  });
});

// Engine programs that never outlive the server, even after `kill -9` (decision 076): Node cannot set
// PR_SET_PDEATHSIG. Each runs in its own process group; a bash watchdog reads `+pgid`/`-pgid` lines on a pipe from
// the server and, at end-of-file (the server gone, however), SIGKILLs every group listed. The one gap, a kill
// between fork and the `+pgid` write, is microseconds; the reliability suite's kill -9 runs measure it.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { Writable } from 'node:stream';

const WATCHDOG = `
trap '' INT TERM HUP
declare -A groups
while IFS= read -r line; do
  case "$line" in
    +*) groups[\${line:1}]=1 ;;
    -*) unset "groups[\${line:1}]" ;;
  esac
done
for g in "\${!groups[@]}"; do kill -KILL -- "-$g" 2>/dev/null; done
`;

let watchdog: { child: ChildProcess; stdin: Writable } | null | undefined;

/** The watchdog of this process, started on first use; null when it cannot run (no bash): programs still start. */
function ensureWatchdog(): { child: ChildProcess; stdin: Writable } | null {
  if (watchdog !== undefined) return watchdog;
  try {
    const child = spawn('bash', ['-c', WATCHDOG], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
    const stdin = child.stdin!;
    stdin.on('error', () => {
      // The watchdog is gone (killed by someone): programs keep running without it; nothing to do here.
    });
    child.on('error', () => {
      watchdog = null;
    });
    child.on('exit', () => {
      watchdog = null;
    });
    // Neither the watchdog nor its pipe keeps the event loop (and so the server) alive.
    child.unref();
    (stdin as unknown as { unref?: () => void }).unref?.();
    watchdog = { child, stdin };
  } catch {
    watchdog = null;
  }
  return watchdog;
}

/** Process id of the watchdog (tests look for it among the server's children), undefined until started. */
export function watchdogPid(): number | undefined {
  return watchdog?.child.pid;
}

function spawnInOwnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  if (!Array.isArray(args)) throw new TypeError('spawnTethered: pass the arguments as an array');
  const dog = ensureWatchdog();
  const child = spawn(command, args, { ...options, detached: true });
  const pgid = child.pid;
  if (pgid !== undefined && dog) {
    dog.stdin.write(`+${pgid}\n`);
    child.once('exit', () => {
      if (watchdog === dog) dog.stdin.write(`-${pgid}\n`);
    });
  }
  return child;
}

/** `spawn` (argument list required); `child.kill()` signals the program itself, `killGroup` what it started too. */
export const spawnTethered = spawnInOwnGroup as unknown as typeof spawn;

export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

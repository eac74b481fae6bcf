// Engine programs (Apertium pipelines, LibreOffice, pdftotext, ffmpeg, pocketsphinx, espeak-ng) spawned so that
// they never outlive the server, even after `kill -9` (docs/decisions/076-crash-recovery.md). Linux's
// PR_SET_PDEATHSIG is not reachable from Node, and a killed Node process leaves its children running (they are
// re-parented to init; a pipeline blocked on a full pipe never even sees EOF). So:
//
// - each program starts in a process group of its own (`detached`), so that the group (a shell script and what
//   it starts, e.g. soffice → oosplash → soffice.bin) can be killed as one;
// - one small watchdog per server process (bash, a few hundred kB) holds the read end of a pipe from the
//   server and the list of live groups (the server writes `+pgid` / `-pgid` lines). When the server dies for
//   any reason the kernel closes the pipe, `read` sees end-of-file, and the watchdog SIGKILLs every group still
//   listed, then exits. A normal exit closes the pipe too, so a graceful stop also leaves nothing behind.
//
// The one gap: a program that is spawned and then, before its `+pgid` line reaches the pipe (one non-blocking
// write right after fork), the server is killed. That window is microseconds; the reliability suite's kill -9
// runs measure that nothing is left.
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

/**
 * `spawn` for engine programs: same arguments (the argument list is required) and the same typed result, but
 * the program runs in its own process group that dies with this process. `child.kill()` still signals the
 * program itself; `killGroup` reaches what it started.
 */
export const spawnTethered = spawnInOwnGroup as unknown as typeof spawn;

/** SIGKILLs a tethered program's whole process group (a no-op when it has already gone). */
export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

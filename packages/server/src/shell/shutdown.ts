// Graceful shutdown (decision 097, docs/operations.md "Shutdown"): readiness 503 at once, the listener closed after
// the delay, jobs and app closed, exit 0; past the timeout exit 1. A second signal exits 1 at once.
import type http from 'node:http';
import type { Lifecycle } from './lifecycle.ts';

export interface ShutdownParts {
  lifecycle: Lifecycle;
  server: http.Server;
  log: { info(message: string): void; error(message: string): void };
  delayMs: number;
  timeoutMs: number;
  stopJobs(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  exit?: (code: number) => void;
}

/** Time kept back from the job deadline for closing the app and the database after the jobs. */
const CLOSE_MARGIN_MS = 2_000;

export function installShutdown(parts: ShutdownParts): { shutdown(signal: string): void } {
  const exit = parts.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const shutdown = (signal: string) => {
    if (started) {
      parts.log.error(`second ${signal} during shutdown: exiting now`);
      return exit(1);
    }
    started = true;
    const began = Date.now();
    parts.lifecycle.stopping();
    parts.log.info(`${signal}: shutting down (new connections refused in ${parts.delayMs} ms, exit within ${parts.timeoutMs} ms)`);
    const deadline = setTimeout(() => {
      parts.log.error(`shutdown did not finish within ${parts.timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting now`);
      exit(1);
    }, parts.timeoutMs);
    deadline.unref();
    const jobs = parts.stopJobs(Math.max(1_000, parts.timeoutMs - CLOSE_MARGIN_MS));
    void (async () => {
      await new Promise((r) => setTimeout(r, parts.delayMs));
      await closeListener(parts.server);
      await jobs;
      await parts.close();
      parts.log.info(`shut down in ${Date.now() - began} ms`);
      exit(0);
    })().catch((err: unknown) => {
      parts.log.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return { shutdown };
}

function closeListener(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // A keep-alive connection that becomes idle after its last answer is closed at once, not after its timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.once('close', () => clearInterval(sweep));
  });
}

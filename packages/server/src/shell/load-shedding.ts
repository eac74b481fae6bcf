// Load shedding (docs/operations.md "Load shedding"): when the event loop has been blocked for
// longer than LOAD_SHED_DELAY_MS, API calls answer 503 with Retry-After at once instead of joining the queue
// behind the block — the balancer or the browser retries elsewhere or later, and the backlog does not grow. The
// probes, the metrics listener and the static front ends are exempt.
//
// A timer ticks every TICK_MS and notes when it ran. A request finds the loop blocked when that note is older
// than the delay (the timer could not run: after a long synchronous task, or a process that was stopped, the
// waiting requests are read before the timers), or when the timer's last run came that much late.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';

const TICK_MS = 50;

export interface LoopMonitor {
  /** How far behind the event loop is now, in ms (0 when on time). */
  lagMs(): number;
  stop(): void;
}

export function monitorLoop(): LoopMonitor {
  let lastTick = performance.now();
  let lastLag = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    lastLag = Math.max(0, now - lastTick - TICK_MS);
    lastTick = now;
  }, TICK_MS);
  timer.unref();
  return {
    lagMs: () => Math.max(lastLag, performance.now() - lastTick - TICK_MS),
    stop: () => clearInterval(timer),
  };
}

export async function loadShedding(app: FastifyInstance, opts: { delayMs: number }): Promise<void> {
  if (!opts.delayMs) return;
  const loop = monitorLoop();
  app.addHook('onClose', async () => loop.stop());
  app.addHook('onRequest', (req, reply, done) => {
    // API calls only: the probes must keep telling the truth, and a page's static files are cheap.
    if (!req.url.startsWith('/v1/') || loop.lagMs() <= opts.delayMs) return done();
    reply.header('retry-after', '1');
    done(new HttpError(503, 'The server is overloaded, retry in a second', 'OVERLOADED'));
  });
}
(loadShedding as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

// POST /tempFiles/actions/createPresignedPost (mounted under /v1) — the temporary upload permission of spec 2 §7
// and spec 3 §7. Visitors may call it too (they upload files with quote requests), so it is rate limited for them.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { route } from '../route.ts';
import { createTempUploadPost } from './service.ts';

export async function tempFilesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    calls.createPresignedPost,
    async (req) => createTempUploadPost({ db: ctx.db, clock: ctx.clock, objectStore: app.objectStore }, req.principal ?? null, { clientAddress: req.ip }),
    {
      // Own limit instead of the general public one (plugins/rate-limit.ts): every permission lets a visitor
      // store up to 40 MB per file, so the allowance is a tenth of the public call rate; signed-in callers are
      // exempt (their uploads are bounded by who they are). Scales with RATE_LIMIT_PUBLIC_MAX for test setups.
      rateLimit: {
        max: Math.max(1, Math.floor(ctx.config.rateLimit.publicMax / 10)),
        timeWindow: ctx.config.rateLimit.windowMs,
        // After the identity hooks, so that signed-in callers are already known.
        hook: 'preHandler',
        allowList: (req) => Boolean(req.principal),
      },
    },
  );
}

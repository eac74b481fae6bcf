// POST /jobRequests (signed in) and POST /jobRequests/actions/unauthenticatedCreateJobRequest (visitor), spec 2 §7.
// Visitors are rate limited per IP like every anonymous call (plugins/rate-limit.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import { createSignedInJobRequest, createVisitorJobRequest, type RequestDeps } from './service.ts';

export function requestDeps(app: FastifyInstance): RequestDeps {
  const { db, clock, config } = app.ctx;
  return { db, clock, config, objectStore: app.objectStore, uploadScanner: app.uploadScanner, mailer: app.mailer, jobs: app.jobs, log: app.log };
}

export async function quoteRequestsModule(app: FastifyInstance): Promise<void> {
  route(app, calls.createJobRequest, async (req, reply) => {
    const principal = requireUser(req);
    const created = await createSignedInJobRequest(requestDeps(app), principal, req.body, req.headers['accept-language']);
    return reply.status(201).send(created);
  });
  route(app, calls.unauthenticatedCreateJobRequest, async (req, reply) => {
    const created = await createVisitorJobRequest(requestDeps(app), req.body, req.headers['accept-language']);
    return reply.status(201).send(created);
  });
}

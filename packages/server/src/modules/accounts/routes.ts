// POST /userAccount (sign-up), POST /userAccount/actions/confirmEmail, POST /userAccount/actions/assignClient and
// GET /userAccount/linkedClients (spec 1 §7, spec 2 §7, spec 3 §7). Sign-up and confirmation are anonymous
// (contract auth 'none', rate limited per IP).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { noContent, route } from '../route.ts';
import { assignClient, confirmEmail, createUserAccount, listLinkedClients } from './service.ts';

export async function accountsModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  route(app, calls.createUserAccount, async (req, reply) => {
    const created = await createUserAccount(db, clock, config, app.mailer, req.body, req.headers['accept-language']);
    reply.status(201);
    return created;
  });
  route(app, calls.confirmEmail, async (req, reply) => {
    await confirmEmail(db, clock, config, app.mailer, req.body.email, req.body.code, req.headers['accept-language']);
    return noContent(reply);
  });
  route(app, calls.assignClient, async (req, reply) => {
    await assignClient(db, requireUser(req), req.body.clientId);
    return noContent(reply);
  });
  route(app, calls.getLinkedClients, async (req) => listLinkedClients(db, requireUser(req)));
}

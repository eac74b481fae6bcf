// GET /userAccount/organizationClientContacts, GET .../{clientContactId}/indentitySettings and its three actions
// (spec 1 §7; the path is spelt as in the spec).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import { noContent, route } from '../route.ts';
import { applyIdentityAction, getIdentitySettings, listClientContacts } from './service.ts';

export async function organizationUsersModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  route(app, calls.getOrganizationClientContacts, async (req) => listClientContacts(db, requireUser(req)));
  route(app, calls.getIndentitySettings, async (req) => getIdentitySettings(db, requireUser(req), req.params.clientContactId, req.query));
  for (const action of ['disableMfa', 'enableAccount', 'disableAccount'] as const) {
    route(app, calls[action], async (req, reply) => {
      const user = requireUser(req);
      await applyIdentityAction(db, clock, user, req.params.clientContactId, req.body.username, action);
      principalEvent(req, user, `organization-user.${action}`, { target: req.body.username, clientContactId: req.params.clientContactId });
      return noContent(reply);
    });
  }
}

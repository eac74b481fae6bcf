// GET/POST /apiKeys, POST /apiKeys/{apiKeyId}/actions/revoke and DELETE /apiKeys/{apiKeyId} (decision 133). Creating and revoking a key are
// security events, as is a key's use from a new address (identity/api-keys.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import { noContent, route, trimBodyStrings } from '../route.ts';
import { createApiKey, listApiKeys, removeApiKey, revokeApiKey } from './service.ts';

export async function apiKeysModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  route(app, calls.listApiKeys, async (req) => listApiKeys(db, requireUser(req), req.query));
  route(
    app,
    calls.createApiKey,
    async (req, reply) => {
      const user = requireUser(req);
      const created = await createApiKey(db, clock, user, req.body);
      principalEvent(req, user, 'api-key.create', { apiKeyId: created.key.id, prefix: created.key.prefix, clientId: created.key.clientId, scopes: created.key.scopes });
      return reply.status(201).send(created);
    },
    { preValidation: trimBodyStrings('name') },
  );
  route(app, calls.revokeApiKey, async (req, reply) => {
    const user = requireUser(req);
    const row = await revokeApiKey(db, clock, user, req.params.apiKeyId);
    principalEvent(req, user, 'api-key.revoke', { apiKeyId: row.id, prefix: row.prefix, clientId: row.clientId });
    return noContent(reply);
  });
  route(app, calls.removeApiKey, async (req, reply) => {
    const user = requireUser(req);
    const row = await removeApiKey(db, clock, user, req.params.apiKeyId);
    principalEvent(req, user, 'api-key.remove', { apiKeyId: row.id, prefix: row.prefix, clientId: row.clientId });
    return noContent(reply);
  });
}

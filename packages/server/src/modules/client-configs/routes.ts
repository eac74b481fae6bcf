// GET /clientConfigs, /clientConfigs/{clientId} and its customFieldDefinitions and availableLanguages
// (spec 1 §7, spec 2 §7). Visitors may call them (contract auth 'optional'); they are rate limited per IP.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { route } from '../route.ts';
import { findClientConfigs, getClientConfig, listAvailableLanguages, listCustomFieldDefinitions } from './service.ts';

export async function clientConfigsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  route(app, calls.listClientConfigs, async (req) => findClientConfigs(db, req.query));
  route(app, calls.getClientConfig, async (req) => getClientConfig(db, req.principal, req.params.clientId));
  route(app, calls.getCustomFieldDefinitions, async (req) =>
    listCustomFieldDefinitions(db, req.params.clientId, req.query.category),
  );
  route(app, calls.getAvailableLanguages, async (req) => listAvailableLanguages(db, req.params.clientId));
}

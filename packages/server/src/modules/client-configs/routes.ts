// GET /clientConfigs, /clientConfigs/{clientId} and its customFieldDefinitions and availableLanguages
// (spec 1 §7, spec 2 §7): visitors may call them (contract auth 'optional'); they are rate limited per IP.
// Also the staff-only widgetOrigins contract extension.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { route } from '../route.ts';
import { requireRole } from '../../identity/index.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import {
  findClientConfigs,
  getClientConfig,
  getWidgetOrigins,
  listAvailableLanguages,
  listCustomFieldDefinitions,
  setWidgetOrigins,
} from './service.ts';

/** Staff who may register a client's widget origins. */
const WIDGET_ORIGINS_ROLE = 'ADMIN';

export async function clientConfigsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  route(app, calls.listClientConfigs, async (req) => findClientConfigs(db, req.query));
  route(app, calls.getClientConfig, async (req) => getClientConfig(db, req.principal, req.params.clientId, req.query));
  route(app, calls.getCustomFieldDefinitions, async (req) =>
    listCustomFieldDefinitions(db, req.params.clientId, req.query.category),
  );
  route(app, calls.getAvailableLanguages, async (req) => listAvailableLanguages(db, req.params.clientId));
  // Contract extension: staff register the origins that embed a client's elements (decision 050).
  route(app, calls.getWidgetOrigins, async (req) => {
    requireRole(req, WIDGET_ORIGINS_ROLE);
    return getWidgetOrigins(db, req.params.clientId);
  });
  route(app, calls.setWidgetOrigins, async (req) => {
    const user = requireRole(req, WIDGET_ORIGINS_ROLE);
    const saved = await setWidgetOrigins(db, req.params.clientId, req.body.widgetOrigins);
    principalEvent(req, user, 'settings.widget-origins', { clientId: req.params.clientId, widgetOrigins: saved.widgetOrigins });
    // This process answers with the new list at once; others reload within seconds (redirect-origins.ts).
    app.widgetOrigins.invalidate();
    return saved;
  });
}

// GET /userAccount/languageGroups and POST /userAccount/languageGroups/{groupScope} (spec 1 §7).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { noContent, route } from '../route.ts';
import { listLanguageGroups, saveLanguageGroups } from './service.ts';

export async function languageGroupsModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  route(app, calls.getLanguageGroups, async (req) => listLanguageGroups(db, requireUser(req)));
  route(app, calls.saveLanguageGroups, async (req, reply) => {
    await saveLanguageGroups(db, requireUser(req), req.params.groupScope, req.body, clock.now());
    return noContent(reply);
  });
}

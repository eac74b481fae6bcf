// A client's translation memory (decision 138): the calls under /clientConfigs/{clientId}/translationMemory.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import { noContent, route } from '../route.ts';
import { deleteMemory, exportMemory, importMemory, memorySize } from './manage.ts';

export async function translationMemoryModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  route(app, calls.getTranslationMemory, async (req) => memorySize(db, requireUser(req), req.params.clientId));
  route(app, calls.exportTranslationMemory, async (req) => exportMemory(db, requireUser(req), req.params.clientId));
  route(app, calls.importTranslationMemory, async (req) => {
    const user = requireUser(req);
    const imported = await importMemory(db, clock, user, req.params.clientId, req.body.content);
    principalEvent(req, user, 'translation-memory.import', { clientId: req.params.clientId, ...imported });
    return imported;
  });
  route(app, calls.deleteTranslationMemory, async (req, reply) => {
    const user = requireUser(req);
    const gone = await deleteMemory(db, clock, user, req.params.clientId);
    principalEvent(req, user, 'translation-memory.delete', gone);
    return noContent(reply);
  });
}

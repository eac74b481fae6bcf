// A client's glossaries (decision 134): the calls under /clientConfigs/{clientId}/glossaries.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import { noContent, route } from '../route.ts';
import { createEntry, deleteEntry, listEntries, updateEntry } from './entries.ts';
import { createGlossary, deleteGlossary, listGlossaries } from './glossaries.ts';
import { exportGlossary, importGlossary } from './transfer.ts';

export async function glossariesModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  route(app, calls.listGlossaries, async (req) => listGlossaries(db, requireUser(req), req.params.clientId));
  route(app, calls.createGlossary, async (req, reply) => reply.status(201).send(await createGlossary(db, clock, requireUser(req), req.params.clientId, req.body)));
  route(app, calls.deleteGlossary, async (req, reply) => {
    const user = requireUser(req);
    await deleteGlossary(db, user, req.params);
    principalEvent(req, user, 'glossary.delete', { clientId: req.params.clientId, glossaryId: req.params.glossaryId });
    return noContent(reply);
  });
  route(app, calls.listGlossaryEntries, async (req) => listEntries(db, requireUser(req), req.params, req.query));
  route(app, calls.createGlossaryEntry, async (req, reply) => reply.status(201).send(await createEntry(db, clock, requireUser(req), req.params, req.body)));
  route(app, calls.updateGlossaryEntry, async (req) => updateEntry(db, clock, requireUser(req), req.params, req.body));
  route(app, calls.deleteGlossaryEntry, async (req, reply) => {
    await deleteEntry(db, clock, requireUser(req), req.params);
    return noContent(reply);
  });
  route(app, calls.importGlossary, async (req) => {
    const user = requireUser(req);
    const imported = await importGlossary(db, clock, user, req.params, req.body);
    principalEvent(req, user, 'glossary.import', { clientId: req.params.clientId, glossaryId: req.params.glossaryId, format: req.body.format, ...imported });
    return imported;
  });
  route(app, calls.exportGlossary, async (req) => exportGlossary(db, requireUser(req), req.params, req.query?.format));
}

// POST /projects, POST /quotes and their addFiles actions (spec 2 §7): the external-link creation. Anonymous
// callers are allowed (the link's token is checked) and rate limited per IP like every anonymous call.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { noContent, route } from '../route.ts';
import { requestDeps } from '../quote-requests/index.ts';
import { addFiles, createFromLink } from './service.ts';

export async function projectsModule(app: FastifyInstance): Promise<void> {
  route(app, calls.createProject, async (req, reply) => reply.status(201).send(await createFromLink(requestDeps(app), req.principal ?? null, 'project', req.body, { clientAddress: req.ip, acceptLanguage: req.headers['accept-language'] })));
  route(app, calls.createQuote, async (req, reply) => reply.status(201).send(await createFromLink(requestDeps(app), req.principal ?? null, 'quote', req.body, { clientAddress: req.ip, acceptLanguage: req.headers['accept-language'] })));
  route(app, calls.addProjectFiles, async (req, reply) => {
    await addFiles(requestDeps(app), req.principal ?? null, 'project', req.params.projectId, req.body);
    return noContent(reply);
  });
  route(app, calls.addQuoteFiles, async (req, reply) => {
    await addFiles(requestDeps(app), req.principal ?? null, 'quote', req.params.quoteId, req.body);
    return noContent(reply);
  });
}

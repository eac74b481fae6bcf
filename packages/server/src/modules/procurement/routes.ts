// The procurement-platform calls (spec 1 §7, spec 3 §7): cXML punch-out set-up, sign-in by request, quote accept
// and reject, the provider desk for staff, and — outside /v1 — the return page that posts the cart back.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { noContent, route } from '../route.ts';
import { addDeliverables, completeJobRequest, getDeskJobRequest, listDeskJobRequests, replaceQuoteDocument } from './desk.ts';
import { MAX_CXML_BYTES } from './cxml.ts';
import type { ProcurementDeps } from './deps.ts';
import { acceptQuote, rejectQuote } from './quote-answer.ts';
import { returnPage } from './return-page.ts';
import { punchoutSetup } from './setup.ts';
import { initializeLogIn } from './sign-in.ts';

export function procurementDeps(app: FastifyInstance): ProcurementDeps {
  const { db, clock, config } = app.ctx;
  return { db, clock, config, objectStore: app.objectStore, uploadScanner: app.uploadScanner, mailer: app.mailer, log: app.log };
}

export async function procurementModule(app: FastifyInstance): Promise<void> {
  const deps = procurementDeps(app);
  // cXML arrives as text/xml or application/xml (some gateways post it form-encoded as cxml-urlencoded; the
  // set-up request of Coupa is a raw body). Scoped to this plugin, so no other call accepts XML.
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: MAX_CXML_BYTES }, (_req, body, done) => {
    done(null, body);
  });

  route(app, calls.punchout, async (req, reply) => {
    const answer = await punchoutSetup(deps, req.body);
    return reply.status(answer.status).header('content-type', 'text/xml; charset=utf-8').header('cache-control', 'no-store').send(answer.body);
  });
  route(app, calls.initializeLogIn, async (req, reply) => {
    const result = await initializeLogIn(deps, req.body.requestId);
    return reply.header('cache-control', 'no-store').send(result);
  });
  route(app, calls.acceptQuote, async (req) => acceptQuote(deps, requireUser(req), req.params.jobRequestId));
  route(app, calls.rejectQuote, async (req, reply) => {
    await rejectQuote(deps, requireUser(req), req.params.jobRequestId, req.body);
    return noContent(reply);
  });

  route(app, calls.listDeskJobRequests, async (req) => listDeskJobRequests(deps, requireUser(req), req.query));
  route(app, calls.getDeskJobRequest, async (req) => getDeskJobRequest(deps, requireUser(req), req.params.jobRequestId));
  route(app, calls.replaceQuoteDocument, async (req, reply) => {
    await replaceQuoteDocument(deps, requireUser(req), req.params.jobRequestId, req.body);
    return noContent(reply);
  });
  route(app, calls.addDeliverables, async (req, reply) => {
    await addDeliverables(deps, requireUser(req), req.params.jobRequestId, req.body);
    return noContent(reply);
  });
  route(app, calls.completeJobRequest, async (req, reply) => {
    await completeJobRequest(deps, requireUser(req), req.params.jobRequestId);
    return noContent(reply);
  });
}

/** GET /punchout/return/:id — an HTML page of ours, not an API call (registered without the /v1 prefix). */
export async function punchoutReturnPage(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/punchout/return/:id', async (req, reply) => {
    const page = await returnPage(app.ctx, req.params.id);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!page) return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('This link has expired.');
    return reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', page.csp).send(page.html);
  });
}

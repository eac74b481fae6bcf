// The review feedback calls (decision 184): issues marked, listed, classified, answered, taken back and exported;
// quality profiles; approval and requests for changes per target language.
import type { FastifyInstance } from 'fastify';
import { calls, DASHBOARD_ROLES } from '@lingua/contract';
import { requireRole } from '../../identity/index.ts';
import { requireUser } from '../../identity/principal.ts';
import { languageFor } from '../../texts/index.ts';
import { noContent, route } from '../route.ts';
import { approveTranslation, listDecisions, requestChanges } from './decisions.ts';
import { exportIssues } from './export.ts';
import { answerIssue, classifyIssue, deleteIssue, listIssues, markDocumentIssue, markMediaIssue } from './issues.ts';
import { listProfiles, saveProfile } from './profiles.ts';
import { qualityHistory, qualityStats } from './record.ts';
import { getReviewSettings, saveReviewSettings } from './settings.ts';

export async function qualityRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.ctx.db, clock: app.ctx.clock };
  route(app, calls.markDocumentIssue, async (req, reply) => reply.status(201).send(await markDocumentIssue(ctx, requireUser(req), req.params, req.body)));
  route(app, calls.markMediaIssue, async (req, reply) => reply.status(201).send(await markMediaIssue(ctx, requireUser(req), req.params, req.body)));
  route(app, calls.listQualityIssues, async (req) => listIssues(ctx, requireUser(req), req.params.jobRequestId, req.query));
  route(app, calls.classifyQualityIssue, async (req) => classifyIssue(ctx, requireUser(req), req.params, req.body));
  route(app, calls.answerQualityIssue, async (req) => answerIssue(ctx, requireUser(req), req.params, req.body));
  route(app, calls.deleteQualityIssue, async (req, reply) => {
    await deleteIssue(ctx, requireUser(req), req.params);
    return noContent(reply);
  });
  route(app, calls.exportQualityIssues, async (req) => {
    const principal = requireUser(req);
    return exportIssues(ctx, principal, req.params.jobRequestId, req.query, languageFor(principal.language, req.headers['accept-language']));
  });
  route(app, calls.listQualityProfiles, async (req) => listProfiles(ctx.db, requireUser(req), req.params.clientId));
  route(app, calls.saveQualityProfile, async (req) => saveProfile(ctx.db, requireUser(req), req.params, req.body, ctx.clock.now()));
  route(app, calls.approveTranslation, async (req) => approveTranslation(ctx, requireUser(req), req.params, req.body));
  route(app, calls.requestTranslationChanges, async (req) => requestChanges(ctx, requireUser(req), req.params, req.body));
  route(app, calls.getReviewSettings, async (req) => getReviewSettings(ctx.db, requireUser(req), req.params.clientId));
  route(app, calls.saveReviewSettings, async (req) => saveReviewSettings(ctx.db, requireUser(req), req.params.clientId, req.body, ctx.clock.now()));
  route(app, calls.listReviewDecisions, async (req) => listDecisions(ctx, requireUser(req), req.params.jobRequestId));
  // Staff only, as every dashboard call (spec 1 §6): the target's roles under impersonation.
  route(app, calls.getQualityStats, async (req) => {
    requireRole(req, ...DASHBOARD_ROLES);
    return qualityStats(ctx.db, ctx.clock.now(), req.query?.months);
  });
  route(app, calls.getQualityHistory, async (req) => qualityHistory(ctx.db, requireUser(req), req.params.clientId, ctx.clock.now(), req.query?.months));
}

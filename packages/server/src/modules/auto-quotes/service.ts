// Automatic quotes (spec 2 §2–§5, §9): analysis and pricing, review by link, expiry, ballpark estimate.
import { and, eq, isNull, lt } from 'drizzle-orm';
import {
  DEFAULT_PRICE_PER_PAGE,
  ESTIMATE_VALIDITY_DAYS,
  type AcceptAutoQuoteBody,
  type AutoQuoteEstimate,
  type AutoQuoteJobRequest,
  type EstimateAutoQuoteBody,
  type Origination,
  type RejectQuoteBody,
} from '@lingua/contract';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { autoQuotes, clientConfigs, jobRequestFiles, jobRequestLinks, jobRequests, type PaymentPreferences } from '../../db/schema/index.ts';
import { analyseStoredFiles, quoteFigures, type QuoteFigures } from '../../engines/analysis/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import type { Recovery } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { canSeeOrganisation, isStaff } from '../access.ts';
import { answerQuote, autoQuoteView, expireQuoteIfDue, languageNames, requesterLanguage, transition, transitionWith, type QuoteAnswer } from '../job-requests/index.ts';
import { assertActive, assertPlainText, checkFileNames, checkFileSizes, fileLimitsFor, loadClient } from '../request-rules/index.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import type { UploadScanner } from '../../engines/scanner/upload-scanner.ts';
import { textsIn } from '../../texts/index.ts';

// Spec 2 §9 terms: "estimates valid 30 days".
export const ACCEPTANCE_WINDOW_MS = ESTIMATE_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
const SYSTEM = 'system';

export interface AutoQuoteDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'intakeEmail'>;
  objectStore: ObjectStore;
  /** Every upload is scanned before it is taken (decision 175). */
  uploadScanner: UploadScanner;
  mailer: Mailer;
}

/** A procurement (COUPA) request is reviewed on its Coupa page (spec 3 §2.1, §2.6); others at /quotes/{id}. */
export function autoQuoteLink(publicUrl: string, jobRequestId: string, origination?: Origination): string {
  return origination === 'COUPA' ? `${publicUrl}/coupa/${jobRequestId}` : `${publicUrl}/quotes/${jobRequestId}`;
}

export type AnalysisOutcome = 'QUOTE_READY_FOR_CLIENT_REVIEW' | 'READY_FOR_INTERNAL_REVIEW' | 'SKIPPED';

/** Prices a request or hands it to staff; safe to rerun: acts only on a request still CREATED or ANALYZING. */
export async function runAutoQuoteAnalysis(deps: AutoQuoteDeps, jobRequestId: string): Promise<AnalysisOutcome> {
  const { db, clock } = deps;
  const [request] = await db.select().from(jobRequests).where(eq(jobRequests.id, jobRequestId)).limit(1);
  if (!request || request.requestType !== 'QUOTE_REQUEST') return 'SKIPPED';
  if (request.status === 'CREATED') await transition(db, clock, jobRequestId, 'CREATED', 'ANALYZING', { actor: SYSTEM });
  else if (request.status !== 'ANALYZING') return 'SKIPPED';

  const toReview = async (note: string): Promise<AnalysisOutcome> => {
    await transition(db, clock, jobRequestId, 'ANALYZING', 'READY_FOR_INTERNAL_REVIEW', { actor: SYSTEM, note });
    return 'READY_FOR_INTERNAL_REVIEW';
  };

  const files = await db
    .select()
    .from(jobRequestFiles)
    .where(and(eq(jobRequestFiles.jobRequestId, jobRequestId), eq(jobRequestFiles.category, 'SOURCE_DOCUMENT')))
    .orderBy(jobRequestFiles.createdAt, jobRequestFiles.fileName);
  const links = await db
    .select({ id: jobRequestLinks.id })
    .from(jobRequestLinks)
    .where(and(eq(jobRequestLinks.jobRequestId, jobRequestId), eq(jobRequestLinks.category, 'SOURCE_DOCUMENT')));
  if (links.length > 0) return toReview('Source documents given as links cannot be analysed automatically');
  if (files.length === 0) return toReview('No source documents to analyse');

  let pricePerPage = DEFAULT_PRICE_PER_PAGE;
  if (request.clientId !== null) {
    const [client] = await db.select({ pricePerPage: clientConfigs.pricePerPage }).from(clientConfigs).where(eq(clientConfigs.id, request.clientId));
    pricePerPage = Number(client?.pricePerPage ?? 0);
    // A client without a price per page has a negotiated rate that only staff know.
    if (!(pricePerPage > 0)) return toReview('The client has no price per page');
  }

  const analysis = await analyseStoredFiles(deps.objectStore, files.map((f) => ({ fileName: f.fileName, fileKey: f.fileKey })));
  if (!analysis.complete) {
    const problems = analysis.files.filter((f) => !f.analysable).map((f) => `${f.fileName}: ${f.problem ?? 'not analysable'}`);
    return toReview(`Could not analyse ${problems.join('; ')}`.slice(0, 2000));
  }

  const figures = quoteFigures(analysis.documentPages, request.targetLanguageIds, pricePerPage);
  const now = clock.now();
  const quote = {
    pricePerPage: figures.pricePerPage.toFixed(2),
    price: figures.price.toFixed(2),
    totalPages: figures.totalPages,
    pagesPerLanguage: figures.pagesPerLanguage,
    acceptanceDeadline: new Date(now.getTime() + ACCEPTANCE_WINDOW_MS),
    creationDate: now,
    fileAnalysis: analysis.files.map((f) => ({ fileName: f.fileName, words: f.words, pages: f.pages })),
  };
  const note = `${figures.totalPages} pages at ${figures.pricePerPage.toFixed(2)} USD`;
  // The quote is stored with the move (the provider's records see its price); a request no longer ANALYZING
  // (another delivery finished first) rolls both back.
  const ready = await transitionWith(db, clock, jobRequestId, 'ANALYZING', 'QUOTE_READY_FOR_CLIENT_REVIEW', { actor: SYSTEM, note, at: now }, async (tx) => {
    await tx.insert(autoQuotes).values({ jobRequestId, ...quote }).onConflictDoUpdate({ target: autoQuotes.jobRequestId, set: quote });
    return true;
  });
  if (!ready) return 'SKIPPED';

  await mailEstimateReady(deps, request, figures);
  return 'QUOTE_READY_FOR_CLIENT_REVIEW';
}

async function mailEstimateReady(deps: AutoQuoteDeps, request: RequestRow, figures: QuoteFigures): Promise<void> {
  const { db } = deps;
  const to = request.requestor?.email;
  if (!to) return;
  const language = await requesterLanguage(db, request);
  const { t, list, number, usd } = textsIn(language);
  const names = await languageNames(db, [request.sourceLanguageId ?? '', ...request.targetLanguageIds].filter(Boolean), language);
  const link = autoQuoteLink(deps.config.publicUrl, request.id, request.origination);
  const firstName = request.requestor?.firstName;
  await deps.mailer.send({
    to,
    subject: t('estimate.subject', { name: request.name }),
    text: [
      firstName ? t('common.greeting', { name: firstName }) : t('common.greetingNoName'),
      '',
      t('estimate.ready', { name: request.name }),
      '',
      t('common.sourceLanguage', { language: names.get(request.sourceLanguageId ?? '') ?? request.sourceLanguageId ?? '' }),
      t('common.targetLanguages', { languages: list(request.targetLanguageIds.map((id) => names.get(id) ?? id)) }),
      t('estimate.pages', { pages: number(figures.totalPages) }),
      t('estimate.total', { amount: usd(figures.price) }),
      '',
      t('estimate.review', { count: ESTIMATE_VALIDITY_DAYS, link }),
    ].join('\n'),
    template: 'auto-quote-ready',
    meta: { jobRequestId: request.id, link },
    language,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MSG_NOT_FOUND = 'Job request not found';

type RequestRow = typeof jobRequests.$inferSelect;
type QuoteRow = typeof autoQuotes.$inferSelect;

/** A visitor's quote is reviewed by link (spec 2 §1, §6); a signed-in user's only by their company and staff.
 * Anyone else gets the unknown id's 404, so ids cannot be probed. */
async function loadForReview(db: Db, principal: Principal | null, id: string): Promise<{ request: RequestRow; quote: QuoteRow }> {
  if (!UUID.test(id)) throw notFound(MSG_NOT_FOUND, 'JOB_REQUEST_NOT_FOUND');
  const [row] = await db.select().from(jobRequests).innerJoin(autoQuotes, eq(autoQuotes.jobRequestId, jobRequests.id)).where(eq(jobRequests.id, id)).limit(1);
  if (!row) throw notFound(MSG_NOT_FOUND, 'JOB_REQUEST_NOT_FOUND');
  const { job_requests: request, auto_quotes: quote } = row;
  if (!(await mayReview(db, principal, request))) throw notFound(MSG_NOT_FOUND, 'JOB_REQUEST_NOT_FOUND');
  return { request, quote };
}

async function mayReview(db: Db, principal: Principal | null, request: RequestRow): Promise<boolean> {
  const byVisitor = request.ownerUserId === null;
  if (!principal) return byVisitor;
  if (isStaff(principal)) return true;
  if (request.clientId !== null) return canSeeOrganisation(db, principal, request.clientId);
  // No company: a visitor's quote stays open by link; a signed-in requester's is theirs alone.
  return byVisitor || request.ownerUserId === principal.userId;
}

/** Expires every overdue quote for lists (one quote expires when read); transitions are conditional. */
export async function expireOverdueQuotes(db: Db, clock: Clock, opts: { batch?: number } = {}): Promise<number> {
  const due = await db
    .select({ id: jobRequests.id })
    .from(jobRequests)
    .innerJoin(autoQuotes, eq(autoQuotes.jobRequestId, jobRequests.id))
    .where(and(eq(jobRequests.status, 'QUOTE_READY_FOR_CLIENT_REVIEW'), isNull(autoQuotes.acceptanceStatus), lt(autoQuotes.acceptanceDeadline, clock.now())))
    .limit(opts.batch ?? 500);
  let expired = 0;
  for (const { id } of due) {
    if (await transition(db, clock, id, 'QUOTE_READY_FOR_CLIENT_REVIEW', 'QUOTE_EXPIRED', { actor: SYSTEM, note: 'Acceptance deadline passed' })) expired++;
  }
  return expired;
}

export async function getAutoQuote(deps: Pick<AutoQuoteDeps, 'db' | 'clock'>, principal: Principal | null, id: string): Promise<AutoQuoteJobRequest> {
  const { request, quote } = await loadForReview(deps.db, principal, id);
  const status = await expireQuoteIfDue(deps.db, deps.clock, request, quote);
  const names = await languageNames(deps.db, [request.sourceLanguageId ?? '', ...request.targetLanguageIds].filter(Boolean));
  const lang = (lid: string) => ({ id: lid, name: names.get(lid) ?? lid });
  return {
    id: request.id,
    status,
    name: request.name,
    sourceLanguage: lang(request.sourceLanguageId ?? ''),
    targetLanguages: request.targetLanguageIds.map(lang),
    autoQuote: autoQuoteView(quote),
    externalReferenceId: request.externalReferenceId,
    pagesPerLanguage: quote.pagesPerLanguage ?? null,
  };
}

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/** Spec 2 §5 payment dialog, again on the server: required fields per payment type, trimmed, no markup. */
export function checkPaymentPreferences(p: AcceptAutoQuoteBody['paymentPreferences']): PaymentPreferences {
  const c = p.billingContact ?? null;
  const a = p.billingAccount ?? null;
  assertPlainText({
    'billingContact.address1': c?.address1,
    'billingContact.address2': c?.address2,
    'billingContact.city': c?.city,
    'billingContact.zipCode': c?.zipCode,
    'billingContact.phoneNumber': c?.phoneNumber,
    'billingAccount.clientIdNumber': a?.clientIdNumber,
    'billingAccount.personalCode': a?.personalCode,
  });
  if (p.paymentType === 'CREDIT_CARD') {
    const missing = [
      ['address 1', blank(c?.address1)],
      ['city', blank(c?.city)],
      ['state', !c?.province],
      ['country', !c?.country],
      ['zip', blank(c?.zipCode)],
    ].find(([, isMissing]) => isMissing);
    if (missing) throw badRequest(`The billing ${missing[0] as string} is required`, 'INVALID_PAYMENT_PREFERENCES');
  }
  if (p.paymentType === 'BILL_TO_ACCOUNT' && blank(a?.clientIdNumber)) throw badRequest('The client ID number is required', 'INVALID_PAYMENT_PREFERENCES');
  const trim = (s: string | null | undefined) => (blank(s) ? undefined : s!.trim());
  const contact = c
    ? Object.fromEntries(
        Object.entries({
          address1: trim(c.address1),
          address2: trim(c.address2),
          city: trim(c.city),
          province: c.province ?? undefined,
          country: c.country ?? undefined,
          zipCode: trim(c.zipCode),
          email: trim(c.email),
          phoneNumber: trim(c.phoneNumber),
        }).filter(([, v]) => v !== undefined),
      )
    : undefined;
  return {
    paymentType: p.paymentType,
    ...(contact && Object.keys(contact).length ? { billingContact: contact } : {}),
    ...(a && !blank(a.clientIdNumber) ? { billingAccount: { clientIdNumber: a.clientIdNumber!.trim(), ...(trim(a.personalCode) ? { personalCode: trim(a.personalCode)! } : {}) } } : {}),
  };
}

/** Records the answer once (spec 2 §4); both updates are conditional, so of two concurrent answers one gets 409. */
async function answer(
  deps: AutoQuoteDeps,
  principal: Principal | null,
  id: string,
  decision: QuoteAnswer,
): Promise<void> {
  const { db, clock } = deps;
  const { request, quote } = await loadForReview(db, principal, id);
  const status = await expireQuoteIfDue(db, clock, request, quote);
  if (status === 'QUOTE_EXPIRED') throw new HttpError(409, 'This quote has expired', 'QUOTE_EXPIRED');
  if (quote.acceptanceStatus || status !== 'QUOTE_READY_FOR_CLIENT_REVIEW') throw conflict();
  const actor = principal?.username ?? (request.requestor?.email ? `visitor:${request.requestor.email}` : 'visitor');
  const done = await answerQuote(db, clock, id, decision, { actor, hasQuote: true });
  if (!done) throw conflict();

  const pp = decision.paymentPreferences;
  await deps.mailer.send({
    to: deps.config.intakeEmail,
    subject: `Automatic quote ${decision.acceptanceStatus === 'ACCEPTED' ? 'accepted' : 'rejected'}: ${request.name}`,
    text: [
      `The automatic quote for "${request.name}" (${id}) was ${decision.acceptanceStatus === 'ACCEPTED' ? 'accepted' : 'rejected'} by ${actor}.`,
      `Price: ${Number(quote.price).toFixed(2)} USD for ${quote.totalPages} pages.`,
      ...(pp ? [`Payment type: ${pp.paymentType}`] : []),
      ...(pp?.billingAccount ? [`Client ID number: ${pp.billingAccount.clientIdNumber}`] : []),
      ...(pp?.billingContact ? [`Billing contact: ${[pp.billingContact.address1, pp.billingContact.city, pp.billingContact.province?.name, pp.billingContact.zipCode, pp.billingContact.country?.name].filter(Boolean).join(', ')}`] : []),
      ...(decision.rejectionReason ? [`Reason: ${decision.rejectionReason}`] : []),
    ].join('\n'),
    template: decision.acceptanceStatus === 'ACCEPTED' ? 'auto-quote-accepted' : 'auto-quote-rejected',
    meta: { jobRequestId: id, acceptanceStatus: decision.acceptanceStatus },
  });
}

export async function acceptAutoQuote(deps: AutoQuoteDeps, principal: Principal | null, id: string, body: AcceptAutoQuoteBody): Promise<void> {
  const paymentPreferences = checkPaymentPreferences(body.paymentPreferences);
  await answer(deps, principal, id, { acceptanceStatus: 'ACCEPTED', paymentPreferences });
}

export async function rejectAutoQuote(deps: AutoQuoteDeps, principal: Principal | null, id: string, body: RejectQuoteBody | null | undefined): Promise<void> {
  // Spec 2 §5: the reason is optional, trimmed, omitted if empty.
  const reason = body?.rejectionReason?.trim() || undefined;
  if (reason) assertPlainText({ rejectionReason: reason });
  await answer(deps, principal, id, { acceptanceStatus: 'REJECTED', ...(reason ? { rejectionReason: reason } : {}) });
}

/** The automatic quote's price for the caller's uploaded files, without creating a request. */
export async function estimateAutoQuote(deps: AutoQuoteDeps, principal: Principal | null, body: EstimateAutoQuoteBody): Promise<AutoQuoteEstimate> {
  const { db } = deps;
  let clientId = principal?.clientId ?? null;
  if (body.clientId) {
    const wanted = parseIntegerId(body.clientId);
    if (wanted === null) throw notFound('Client not found', 'CLIENT_NOT_FOUND');
    // Prices are commercial terms: only the client's own people (and staff) may see them.
    if (!principal || !(await canSeeOrganisation(db, principal, wanted))) throw forbidden();
    clientId = wanted;
  }
  const client = clientId !== null ? ((await loadClient(db, clientId)) ?? null) : null;
  if (clientId !== null && !client) throw notFound('Client not found', 'CLIENT_NOT_FOUND');
  if (client) assertActive(client);

  const named = checkFileNames(body.files.map((f) => ({ ...f, category: 'SOURCE_DOCUMENT' })));
  const sized = [];
  for (const f of named) {
    const taken = await takeUploadedFile(deps, { key: f.fileKey, expectedPrefix: tempUploadRoot(principal) });
    sized.push({ ...f, size: taken.size });
  }
  checkFileSizes(sized, fileLimitsFor(client, !principal));

  const pricePerPage = client ? Number(client.pricePerPage) : DEFAULT_PRICE_PER_PAGE;
  const analysis = await analyseStoredFiles(deps.objectStore, named.map((f) => ({ fileName: f.fileName, fileKey: f.fileKey })));
  const targets = Array.from({ length: body.targetLanguageCount }, (_, i) => String(i));
  const figures = quoteFigures(analysis.documentPages, targets, pricePerPage);
  return {
    totalPages: figures.totalPages,
    documentPages: figures.documentPages,
    pricePerPage,
    price: figures.price,
    complete: analysis.complete,
    perFile: analysis.files.map((f) => ({ fileName: f.fileName, pages: f.pages, words: f.words, analysable: f.analysable })),
  };
}

/** Crash recovery (decision 076): unqueued analysis runs again; one whose job gave up goes to staff review. */
export function analysisRecovery(deps: { db: Db; clock: Clock }): Recovery<{ jobRequestId: string }> {
  return {
    async inProgress() {
      const rows = await deps.db
        .select({ id: jobRequests.id, since: jobRequests.updatedAt })
        .from(jobRequests)
        .where(and(eq(jobRequests.requestType, 'QUOTE_REQUEST'), eq(jobRequests.status, 'ANALYZING')));
      return rows.map((r) => ({ data: { jobRequestId: r.id }, since: r.since, resend: true }));
    },
    async abandon(data, reason) {
      await transition(deps.db, deps.clock, data.jobRequestId, 'ANALYZING', 'READY_FOR_INTERNAL_REVIEW', {
        actor: SYSTEM,
        note: `The automatic analysis was interrupted (${reason})`,
      });
    },
  };
}

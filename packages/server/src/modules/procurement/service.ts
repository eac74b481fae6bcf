// The procurement-platform area (spec 1 §7, spec 3 §2.6, §4.7, §4.8): punch-out set-up from the buyer's
// platform, sign-in by request id with a one-time token, quote accept (the cart goes back as a cXML
// PunchOutOrderMessage) and reject, and the quote confirmation document rendered from the automatic analysis.
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, gt } from 'drizzle-orm';
import { type AcceptQuoteResponse, type InitializeLogInResponse, type RejectQuoteBody } from '@lingua/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  autoQuotes,
  clientConfigs,
  jobRequestFiles,
  jobRequests,
  punchoutClients,
  punchoutOrderMessages,
  punchoutSessions,
  quoteConfirmations,
  userAccounts,
} from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { issueSignInToken } from '../../identity/sign-in-token.ts';
import type { Clock } from '../../lib/clock.ts';
import { digestOf, randomToken, sameDigest } from '../../lib/secret-tokens.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { answerQuote, expireQuoteIfDue, findOwnJobRequest, languageNames, uploadedFileKey, type QuoteAnswer } from '../job-requests/index.ts';
import { assertPlainText } from '../quote-requests/index.ts';
import { CxmlError, orderMessage, readSetupRequest, setupResponse, statusResponse, type Credential } from './cxml.ts';
import { renderQuotePdf } from './quote-pdf.ts';

/** A punch-out session stays usable this long after the set-up request (decision 045). */
export const PUNCHOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The return page that carries the order message to the buyer's platform is served this long. */
export const ORDER_MESSAGE_TTL_MS = 30 * 60 * 1000;
export const COUPA_APPLICATION = 'coupa';
export const QUOTE_CONFIRMATION_FILE_NAME = 'quote-confirmation.pdf';
/** Supplier part id of the one line of the returned cart; the request id is its auxiliary id. */
export const QUOTE_PART_ID = 'LINGUA-TRANSLATION-QUOTE';
const SYSTEM = 'system';

export interface ProcurementDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'intakeEmail'>;
  objectStore: ObjectStore;
  mailer: Mailer;
  log?: { warn: (obj: object, msg: string) => void };
}

function envelope(clock: Clock) {
  return { payloadId: `${clock.now().getTime()}.${randomUUID()}@lingua.portal`, timestamp: clock.now() };
}

// ---- Punch-out set-up (POST /tradeCentric/punchout) ----

const MSG_AUTH = 'The sender could not be authenticated';
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Answers a cXML document and its status; never throws for bad input (a cXML Status instead). */
export async function punchoutSetup(deps: ProcurementDeps, xml: string): Promise<{ status: number; body: string }> {
  try {
    const startPage = await setUp(deps, xml);
    return { status: 200, body: setupResponse(envelope(deps.clock), startPage) };
  } catch (err) {
    if (err instanceof CxmlError) return { status: err.code, body: statusResponse(envelope(deps.clock), err.code, err.message) };
    throw err;
  }
}

async function setUp(deps: ProcurementDeps, xml: string): Promise<string> {
  const { db, clock } = deps;
  const req = readSetupRequest(xml);
  const candidates = await db
    .select()
    .from(punchoutClients)
    .where(and(eq(punchoutClients.fromIdentity, req.from.identity), eq(punchoutClients.isEnabled, true)));
  const buyerSystem = candidates.find((c) => c.fromDomain === req.from.domain.toLowerCase());
  // One answer for an unknown identity, a wrong To and a wrong secret: the platform learns nothing it lacks.
  const secretOk = buyerSystem && req.sender.sharedSecret !== undefined && sameDigest(digestOf(req.sender.sharedSecret), buyerSystem.sharedSecretDigest);
  if (!buyerSystem || !secretOk || (buyerSystem.toIdentity !== null && buyerSystem.toIdentity !== req.to.identity)) {
    deps.log?.warn({ from: req.from, to: req.to.identity, known: !!buyerSystem }, 'punch-out set-up refused');
    throw new CxmlError(401, MSG_AUTH);
  }
  if (req.operation !== 'create') throw new CxmlError(400, `Operation ${req.operation} is not supported; use create`);
  let formPost: URL;
  try {
    formPost = new URL(req.browserFormPostUrl);
  } catch {
    throw new CxmlError(400, 'Invalid BrowserFormPost URL');
  }
  if (formPost.protocol !== 'https:' && formPost.protocol !== 'http:') throw new CxmlError(400, 'Invalid BrowserFormPost URL');
  const email = (req.extrinsics['UserEmail'] || req.contact?.email || '').trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new CxmlError(400, 'Missing or invalid UserEmail');
  const [client] = await db.select().from(clientConfigs).where(eq(clientConfigs.id, buyerSystem.clientId)).limit(1);
  if (!client || client.status !== 'ACTIVE') throw new CxmlError(403, 'The client is not active');

  const now = clock.now();
  const id = randomToken();
  const firstName = (req.extrinsics['FirstName'] ?? '').slice(0, 100);
  const lastName = (req.extrinsics['LastName'] ?? '').slice(0, 100);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(userAccounts).where(eq(userAccounts.username, email)).limit(1);
    let userId: string;
    if (existing) {
      // Only accounts of the Coupa user group of this company sign in by punch-out (decision 045): a password
      // account of the same address is never taken over by a buyer system.
      if (existing.clientId !== client.id || !existing.isCoupaUser || !existing.isEnabled) {
        throw new CxmlError(403, 'The buyer account cannot be used for punch-out');
      }
      userId = existing.id;
      if (!existing.applications.includes(COUPA_APPLICATION)) {
        await tx.update(userAccounts).set({ applications: [...existing.applications, COUPA_APPLICATION] }).where(eq(userAccounts.id, userId));
      }
    } else {
      const [created] = await tx
        .insert(userAccounts)
        .values({
          username: email,
          email,
          firstName,
          lastName,
          passwordHash: null,
          roles: ['CLIENT_EMPLOYEE'],
          applications: [COUPA_APPLICATION],
          clientId: client.id,
          isCoupaUser: true,
          emailVerified: true,
          createdAt: now,
        })
        .returning({ id: userAccounts.id });
      userId = created!.id;
    }
    const buyer: Record<string, string> = { ...req.extrinsics };
    if (req.contact?.name) buyer['contactName'] = req.contact.name;
    if (req.supplierSetupUrl) buyer['supplierSetupUrl'] = req.supplierSetupUrl;
    if (req.sender.userAgent) buyer['userAgent'] = req.sender.userAgent;
    await tx.insert(punchoutSessions).values({
      id,
      punchoutClientId: buyerSystem.id,
      clientId: client.id,
      userId,
      payloadId: req.payloadId.slice(0, 500),
      buyerCookie: req.buyerCookie.slice(0, 2000),
      browserFormPostUrl: formPost.toString(),
      buyer: {
        ...buyer,
        'cxml.fromDomain': req.from.domain,
        'cxml.fromIdentity': req.from.identity,
        'cxml.toDomain': req.to.domain,
        'cxml.toIdentity': req.to.identity,
      },
      createdAt: now,
      expiresAt: new Date(now.getTime() + PUNCHOUT_SESSION_TTL_MS),
    });
  });
  return `${deps.config.publicUrl}/coupa/starter/${id}`;
}

// ---- Sign-in by request (initializeLogIn, spec 3 §4.8) ----

type SessionRow = typeof punchoutSessions.$inferSelect;

function isOpen(session: SessionRow, now: Date): boolean {
  return session.closedAt === null && session.expiresAt.getTime() > now.getTime();
}

const MSG_NO_SESSION = 'The procurement request was not found or has expired';

export async function initializeLogIn(deps: Pick<ProcurementDeps, 'db' | 'clock'>, requestId: string): Promise<InitializeLogInResponse> {
  const { db, clock } = deps;
  const now = clock.now();
  if (!/^[A-Za-z0-9_-]{22,100}$/.test(requestId)) throw notFound(MSG_NO_SESSION, 'PUNCHOUT_REQUEST_NOT_FOUND');
  const [session] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, requestId)).limit(1);
  if (!session || !isOpen(session, now)) throw notFound(MSG_NO_SESSION, 'PUNCHOUT_REQUEST_NOT_FOUND');
  const [account] = await db.select().from(userAccounts).where(eq(userAccounts.id, session.userId)).limit(1);
  if (!account || !account.isEnabled || !account.isCoupaUser) throw forbidden('The buyer account is disabled', 'ACCOUNT_DISABLED');
  return { username: account.username, token: await issueSignInToken(db, clock, session.id) };
}

/**
 * Spec 3 §2.6 create-quote: a COUPA request names the stored request id as externalReferenceId; it must be an
 * open punch-out session of this very buyer, so a request cannot be attached to someone else's session.
 */
export async function assertCoupaSubmission(db: Db, clock: Clock, principal: Principal, externalReferenceId: string | null | undefined): Promise<void> {
  if (!principal.applications.includes(COUPA_APPLICATION)) throw forbidden('The coupa application is required', 'APPLICATION_ACCESS_DISABLED');
  const id = externalReferenceId?.trim() ?? '';
  const [session] = id ? await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, id)).limit(1) : [];
  if (!session || session.userId !== principal.userId || !isOpen(session, clock.now())) {
    throw new HttpError(400, MSG_NO_SESSION, 'PUNCHOUT_REQUEST_NOT_FOUND');
  }
}

// ---- Quote confirmation document ----

/**
 * Renders the quote confirmation PDF of a COUPA quote request priced by the automatic analysis and stores it as
 * its QUOTE_CONFIRMATION_DOCUMENT. Safe to run again: a request that has one keeps it.
 */
export async function attachQuoteConfirmation(deps: ProcurementDeps, jobRequestId: string): Promise<boolean> {
  const { db, clock } = deps;
  const [row] = await db
    .select()
    .from(jobRequests)
    .innerJoin(autoQuotes, eq(autoQuotes.jobRequestId, jobRequests.id))
    .innerJoin(clientConfigs, eq(clientConfigs.id, jobRequests.clientId))
    .where(eq(jobRequests.id, jobRequestId))
    .limit(1);
  if (!row || row.job_requests.origination !== 'COUPA') return false;
  const [existing] = await db.select().from(quoteConfirmations).where(eq(quoteConfirmations.jobRequestId, jobRequestId)).limit(1);
  if (existing) return false;
  const { job_requests: request, auto_quotes: quote, client_configs: client } = row;
  const names = await languageNames(db, [request.sourceLanguageId ?? '', ...request.targetLanguageIds].filter(Boolean));
  const pricePerPage = Number(quote.pricePerPage);
  const targets = [...request.targetLanguageIds].sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b));
  const lines = targets.map((t) => {
    const pages = quote.pagesPerLanguage?.[t] ?? Math.round(quote.totalPages / Math.max(1, targets.length));
    return { language: names.get(t) ?? t, pages, pricePerPage, amount: pages * pricePerPage };
  });
  const pdf = await renderQuotePdf({
    jobRequestId,
    requestName: request.name,
    companyName: client.companyName,
    sourceLanguage: names.get(request.sourceLanguageId ?? '') ?? request.sourceLanguageId ?? '',
    lines,
    total: Number(quote.price),
    issuedOn: quote.creationDate,
    validUntil: quote.acceptanceDeadline,
    files: quote.fileAnalysis ?? [],
  });
  await storeQuoteDocument(deps, { jobRequestId, bytes: pdf, totalPrice: quote.price, actor: SYSTEM, now: clock.now() });
  return true;
}

/** Stores `bytes` (or an uploaded object) as the request's only quote confirmation document. */
export async function storeQuoteDocument(
  deps: Pick<ProcurementDeps, 'db' | 'objectStore'>,
  input: { jobRequestId: string; bytes?: Uint8Array; fileKey?: string; fileName?: string; totalPrice: string; actor: string; now: Date },
): Promise<void> {
  const { db, objectStore } = deps;
  const fileName = input.fileName ?? QUOTE_CONFIRMATION_FILE_NAME;
  let fileKey = input.fileKey;
  let size: number;
  if (input.bytes) {
    fileKey = uploadedFileKey(input.jobRequestId, fileName);
    size = (await objectStore.writeStream(fileKey, Readable.from([Buffer.from(input.bytes)]))).size;
  } else {
    size = (await objectStore.head(fileKey!))?.size ?? 0;
  }
  const old = await db
    .select({ fileKey: jobRequestFiles.fileKey })
    .from(jobRequestFiles)
    .where(and(eq(jobRequestFiles.jobRequestId, input.jobRequestId), eq(jobRequestFiles.category, 'QUOTE_CONFIRMATION_DOCUMENT')));
  await db.transaction(async (tx) => {
    await tx.delete(jobRequestFiles).where(and(eq(jobRequestFiles.jobRequestId, input.jobRequestId), eq(jobRequestFiles.category, 'QUOTE_CONFIRMATION_DOCUMENT')));
    await tx.insert(jobRequestFiles).values({
      jobRequestId: input.jobRequestId,
      fileName,
      fileKey: fileKey!,
      category: 'QUOTE_CONFIRMATION_DOCUMENT',
      size,
      contentType: 'application/pdf',
      createdAt: input.now,
    });
    const values = { totalPrice: input.totalPrice, currency: 'USD', fileKey: fileKey!, createdBy: input.actor, createdAt: input.now };
    await tx.insert(quoteConfirmations).values({ jobRequestId: input.jobRequestId, ...values }).onConflictDoUpdate({ target: quoteConfirmations.jobRequestId, set: values });
  });
  for (const o of old) if (o.fileKey !== fileKey) await objectStore.delete(o.fileKey).catch(() => undefined);
}

// ---- Accept and reject (spec 3 §4.7) ----

type RequestRow = typeof jobRequests.$inferSelect;

async function loadReviewable(deps: ProcurementDeps, principal: Principal, id: string): Promise<{ request: RequestRow; total: string; hasQuote: boolean }> {
  const { db, clock } = deps;
  const request = await findOwnJobRequest(db, principal, id);
  if (request.status !== 'QUOTE_READY_FOR_CLIENT_REVIEW') {
    throw conflict(`The quote cannot be answered in status ${request.status}`, 'QUOTE_NOT_REVIEWABLE');
  }
  const [quote] = await db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, id)).limit(1);
  if (quote && (await expireQuoteIfDue(db, clock, request, quote)) === 'QUOTE_EXPIRED') throw conflict('This quote has expired', 'QUOTE_EXPIRED');
  const [confirmation] = await db.select().from(quoteConfirmations).where(eq(quoteConfirmations.jobRequestId, id)).limit(1);
  const total = confirmation?.totalPrice ?? quote?.price;
  if (!total) throw conflict('The quote is not available yet', 'QUOTE_UNAVAILABLE');
  return { request, total, hasQuote: quote !== undefined };
}

/** The answer through the job-request core (the move and the quote row together), then the intake desk's mail. */
async function answer(deps: ProcurementDeps, principal: Principal, reviewable: { request: RequestRow; hasQuote: boolean }, to: 'QUOTE_ACCEPTED' | 'QUOTE_REJECTED', reason?: string): Promise<void> {
  const { request } = reviewable;
  const decision: QuoteAnswer = { acceptanceStatus: to === 'QUOTE_ACCEPTED' ? 'ACCEPTED' : 'REJECTED', ...(reason ? { rejectionReason: reason } : {}) };
  const moved = await answerQuote(deps.db, deps.clock, request.id, decision, { actor: principal.username, hasQuote: reviewable.hasQuote });
  if (!moved) throw conflict('The quote was answered meanwhile', 'QUOTE_NOT_REVIEWABLE');
  await deps.mailer.send({
    to: deps.config.intakeEmail,
    subject: `Procurement quote ${to === 'QUOTE_ACCEPTED' ? 'accepted' : 'rejected'}: ${request.name}`,
    text: [
      `The quote for "${request.name}" (${request.id}) was ${to === 'QUOTE_ACCEPTED' ? 'accepted' : 'rejected'} by ${principal.username}.`,
      ...(request.externalReferenceId ? [`Procurement request: ${request.externalReferenceId}`] : []),
      ...(reason ? [`Reason: ${reason}`] : []),
    ].join('\n'),
    template: to === 'QUOTE_ACCEPTED' ? 'procurement-quote-accepted' : 'procurement-quote-rejected',
    meta: { jobRequestId: request.id },
  });
}

export function orderMessageUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/punchout/return/${id}`;
}

/**
 * Accepts the quote. While the buyer's punch-out session is open, the answer's redirectUrl is our return page,
 * which posts the cart (a cXML PunchOutOrderMessage) to the session's BrowserFormPost URL; the session then
 * returned its one cart and closes. Otherwise redirectUrl is null: the quote is accepted and the browser tells
 * the user it could not be returned to the procurement platform (decision 045).
 */
export async function acceptQuote(deps: ProcurementDeps, principal: Principal, id: string): Promise<AcceptQuoteResponse> {
  const { db, clock } = deps;
  const reviewable = await loadReviewable(deps, principal, id);
  const { request, total } = reviewable;
  const now = clock.now();
  const [session] =
    request.origination === 'COUPA' && request.externalReferenceId
      ? await db
          .select()
          .from(punchoutSessions)
          .where(and(eq(punchoutSessions.id, request.externalReferenceId), eq(punchoutSessions.clientId, request.clientId ?? -1)))
          .limit(1)
      : [];
  await answer(deps, principal, reviewable, 'QUOTE_ACCEPTED');
  if (!session || !isOpen(session, now)) return { redirectUrl: null };

  const b = session.buyer;
  const ours: Credential = { domain: b['cxml.toDomain'] ?? 'NetworkID', identity: b['cxml.toIdentity'] ?? 'lingua' };
  const theirs: Credential = { domain: b['cxml.fromDomain'] ?? 'NetworkID', identity: b['cxml.fromIdentity'] ?? '' };
  const cxml = orderMessage(envelope(clock), {
    from: ours,
    to: theirs,
    buyerCookie: session.buyerCookie,
    totalPrice: Number(total).toFixed(2),
    currency: 'USD',
    supplierPartId: QUOTE_PART_ID,
    supplierPartAuxiliaryId: request.id,
    description: `Translation: ${request.name}`,
  });
  const messageId = randomToken();
  await db.transaction(async (tx) => {
    await tx.insert(punchoutOrderMessages).values({
      id: messageId,
      sessionId: session.id,
      jobRequestId: request.id,
      cxml,
      browserFormPostUrl: session.browserFormPostUrl,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_MESSAGE_TTL_MS),
    });
    await tx.update(punchoutSessions).set({ closedAt: now }).where(eq(punchoutSessions.id, session.id));
  });
  return { redirectUrl: orderMessageUrl(deps.config.publicUrl, messageId) };
}

export async function rejectQuote(deps: ProcurementDeps, principal: Principal, id: string, body: RejectQuoteBody | null | undefined): Promise<void> {
  // Spec 3 §2.6: the reason is trimmed and omitted when empty.
  const reason = body?.rejectionReason?.trim() || undefined;
  if (reason) assertPlainText({ rejectionReason: reason });
  await answer(deps, principal, await loadReviewable(deps, principal, id), 'QUOTE_REJECTED', reason);
}

// ---- The return page ----

export interface ReturnPage {
  html: string;
  csp: string;
}

/**
 * The page our redirectUrl opens: a form carrying the order message (field cxml-urlencoded, the cXML
 * convention for BrowserFormPost) to the buyer's platform, submitted by a nonce'd script, with a button when
 * scripts are off. Null when the id is unknown or expired.
 */
export async function returnPage(deps: Pick<ProcurementDeps, 'db' | 'clock'>, id: string): Promise<ReturnPage | null> {
  if (!/^[A-Za-z0-9_-]{22,100}$/.test(id)) return null;
  const [m] = await deps.db
    .select()
    .from(punchoutOrderMessages)
    .where(and(eq(punchoutOrderMessages.id, id), gt(punchoutOrderMessages.expiresAt, deps.clock.now())))
    .limit(1);
  if (!m) return null;
  const nonce = randomBytes(16).toString('base64');
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const target = new URL(m.browserFormPostUrl);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Returning your quote</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem;">
<main>
<h1>Returning your quote to your procurement platform</h1>
<form id="cart" method="post" action="${attr(target.toString())}">
<input type="hidden" name="cxml-urlencoded" value="${attr(m.cxml)}">
<p>If nothing happens, press the button.</p>
<button type="submit">Return the quote</button>
</form>
</main>
<script nonce="${nonce}">document.getElementById('cart').submit();</script>
</body></html>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action ${target.origin}; base-uri 'none'; frame-ancestors 'none'`;
  return { html, csp };
}


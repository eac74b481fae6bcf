// The buyer's answer to a procurement quote (spec 3 §4.7): accept or reject through the job-request core, the
// intake desk told by mail; an accepted quote goes back to the buyer's platform as a cXML PunchOutOrderMessage
// while the punch-out session is open (decision 045).
import { and, eq } from 'drizzle-orm';
import type { AcceptQuoteResponse, RejectQuoteBody } from '@lingua/contract';
import { autoQuotes, jobRequests, punchoutOrderMessages, punchoutSessions, quoteConfirmations } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import { randomToken } from '../../lib/secret-tokens.ts';
import { answerQuote, expireQuoteIfDue, findOwnJobRequest, type QuoteAnswer } from '../job-requests/index.ts';
import { assertPlainText } from '../request-rules/index.ts';
import { orderMessage, type Credential } from './cxml.ts';
import { envelope, isOpen, ORDER_MESSAGE_TTL_MS, type ProcurementDeps, type PunchoutSession } from './deps.ts';

/** Supplier part id of the one line of the returned cart; the request id is its auxiliary id. */
export const QUOTE_PART_ID = 'LINGUA-TRANSLATION-QUOTE';

type RequestRow = typeof jobRequests.$inferSelect;
interface Reviewable {
  request: RequestRow;
  total: string;
  hasQuote: boolean;
}

async function loadReviewable(deps: ProcurementDeps, principal: Principal, id: string): Promise<Reviewable> {
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
async function answer(deps: ProcurementDeps, principal: Principal, reviewable: Reviewable, to: 'QUOTE_ACCEPTED' | 'QUOTE_REJECTED', reason?: string): Promise<void> {
  const { request } = reviewable;
  const accepted = to === 'QUOTE_ACCEPTED';
  const decision: QuoteAnswer = { acceptanceStatus: accepted ? 'ACCEPTED' : 'REJECTED', ...(reason ? { rejectionReason: reason } : {}) };
  const moved = await answerQuote(deps.db, deps.clock, request.id, decision, { actor: principal.username, hasQuote: reviewable.hasQuote });
  if (!moved) throw conflict('The quote was answered meanwhile', 'QUOTE_NOT_REVIEWABLE');
  await deps.mailer.send({
    to: deps.config.intakeEmail,
    subject: `Procurement quote ${accepted ? 'accepted' : 'rejected'}: ${request.name}`,
    text: [
      `The quote for "${request.name}" (${request.id}) was ${accepted ? 'accepted' : 'rejected'} by ${principal.username}.`,
      ...(request.externalReferenceId ? [`Procurement request: ${request.externalReferenceId}`] : []),
      ...(reason ? [`Reason: ${reason}`] : []),
    ].join('\n'),
    template: accepted ? 'procurement-quote-accepted' : 'procurement-quote-rejected',
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
  const reviewable = await loadReviewable(deps, principal, id);
  const now = deps.clock.now();
  const session = await sessionOf(deps, reviewable.request);
  await answer(deps, principal, reviewable, 'QUOTE_ACCEPTED');
  if (!session || !isOpen(session, now)) return { redirectUrl: null };
  const messageId = randomToken();
  await deps.db.transaction(async (tx) => {
    await tx.insert(punchoutOrderMessages).values({
      id: messageId,
      sessionId: session.id,
      jobRequestId: reviewable.request.id,
      cxml: cart(deps.clock, session, reviewable),
      browserFormPostUrl: session.browserFormPostUrl,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_MESSAGE_TTL_MS),
    });
    await tx.update(punchoutSessions).set({ closedAt: now }).where(eq(punchoutSessions.id, session.id));
  });
  return { redirectUrl: orderMessageUrl(deps.config.publicUrl, messageId) };
}

/** The punch-out session a COUPA request was made in, if it is of the request's own client. */
async function sessionOf(deps: ProcurementDeps, request: RequestRow): Promise<PunchoutSession | undefined> {
  if (request.origination !== 'COUPA' || !request.externalReferenceId) return undefined;
  const [session] = await deps.db
    .select()
    .from(punchoutSessions)
    .where(and(eq(punchoutSessions.id, request.externalReferenceId), eq(punchoutSessions.clientId, request.clientId ?? -1)))
    .limit(1);
  return session;
}

/** The cart: one line, the quote at its total, from us to the platform that punched out. */
function cart(clock: Clock, session: PunchoutSession, { request, total }: Reviewable): string {
  const b = session.buyer;
  const ours: Credential = { domain: b['cxml.toDomain'] ?? 'NetworkID', identity: b['cxml.toIdentity'] ?? 'lingua' };
  const theirs: Credential = { domain: b['cxml.fromDomain'] ?? 'NetworkID', identity: b['cxml.fromIdentity'] ?? '' };
  return orderMessage(envelope(clock), {
    from: ours,
    to: theirs,
    buyerCookie: session.buyerCookie,
    totalPrice: Number(total).toFixed(2),
    currency: 'USD',
    supplierPartId: QUOTE_PART_ID,
    supplierPartAuxiliaryId: request.id,
    description: `Translation: ${request.name}`,
  });
}

export async function rejectQuote(deps: ProcurementDeps, principal: Principal, id: string, body: RejectQuoteBody | null | undefined): Promise<void> {
  // Spec 3 §2.6: the reason is trimmed and omitted when empty.
  const reason = body?.rejectionReason?.trim() || undefined;
  if (reason) assertPlainText({ rejectionReason: reason });
  await answer(deps, principal, await loadReviewable(deps, principal, id), 'QUOTE_REJECTED', reason);
}

// The answer to a request's quote and its expiry, for every area that shows a quote (automatic quotes by link,
// procurement quotes in the Coupa area): the request moves through the core's transition and the quote row
// records the answer in the same transaction, so a request is never QUOTE_ACCEPTED with an unanswered quote or
// the other way round, and of two concurrent answers exactly one wins.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autoQuotes, jobRequests, type JobRequestStatus, type PaymentPreferences } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { transition, transitionWith } from './status.ts';

export interface QuoteAnswer {
  acceptanceStatus: 'ACCEPTED' | 'REJECTED';
  paymentPreferences?: PaymentPreferences;
  rejectionReason?: string;
}

/**
 * Records `answer` once: QUOTE_READY_FOR_CLIENT_REVIEW → QUOTE_ACCEPTED or QUOTE_REJECTED (the reason as the
 * history note) and, when the request has a quote row, its unanswered row takes the answer. Returns false and
 * changes nothing when the request is no longer under review or its quote was answered meanwhile.
 */
export async function answerQuote(
  db: Db,
  clock: Clock,
  jobRequestId: string,
  answer: QuoteAnswer,
  opts: { actor: string; hasQuote: boolean },
): Promise<boolean> {
  const to: JobRequestStatus = answer.acceptanceStatus === 'ACCEPTED' ? 'QUOTE_ACCEPTED' : 'QUOTE_REJECTED';
  const now = clock.now();
  return transitionWith(db, clock, jobRequestId, 'QUOTE_READY_FOR_CLIENT_REVIEW', to, { actor: opts.actor, note: answer.rejectionReason ?? null, at: now }, async (tx) => {
    if (!opts.hasQuote) return true;
    const answered = await tx
      .update(autoQuotes)
      .set({
        acceptanceStatus: answer.acceptanceStatus,
        paymentPreferences: answer.paymentPreferences ?? null,
        rejectionReason: answer.rejectionReason ?? null,
        respondedAt: now,
      })
      .where(and(eq(autoQuotes.jobRequestId, jobRequestId), isNull(autoQuotes.acceptanceStatus)))
      .returning({ id: autoQuotes.jobRequestId });
    return answered.length > 0;
  });
}

/** Spec 2 §4: past its deadline an unanswered quote is expired; the status is set when it is next read. */
export function isQuoteOverdue(quote: { acceptanceStatus: string | null; acceptanceDeadline: Date }, clock: Clock): boolean {
  return !quote.acceptanceStatus && clock.now().getTime() > quote.acceptanceDeadline.getTime();
}

/**
 * Expires the quote of a request under review when it is overdue; returns the request's status afterwards (the
 * stored one, so a concurrent answer is seen).
 */
export async function expireQuoteIfDue(
  db: Db,
  clock: Clock,
  request: { id: string; status: JobRequestStatus },
  quote: { acceptanceStatus: string | null; acceptanceDeadline: Date },
): Promise<JobRequestStatus> {
  if (request.status !== 'QUOTE_READY_FOR_CLIENT_REVIEW' || !isQuoteOverdue(quote, clock)) return request.status;
  await transition(db, clock, request.id, 'QUOTE_READY_FOR_CLIENT_REVIEW', 'QUOTE_EXPIRED', {
    actor: 'system',
    note: 'Acceptance deadline passed',
  });
  const [now] = await db.select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, request.id));
  return now?.status ?? request.status;
}

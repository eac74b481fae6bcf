// "Hold delivery until approved" (decision 184): with the company's setting on, a target language's translated files
// reach only those who may approve it — the request's owner, the company's admin and its API key — and staff, until its
// latest review decision is an approval. Read from the quality module's tables; the rule of who approves is the
// contract's (decision 177).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { actsForWholeCompany } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { reviewDecisions, reviewSettings } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { forbidden } from '../../lib/errors.ts';
import { isStaff } from '../access.ts';
import type { JobRequestRow } from './view.ts';

export const DELIVERY_HELD_MESSAGE = 'These files are held until the translation is approved by the person who made the request or your company’s admin';

export async function assertDeliveryReleased(db: Db, principal: Principal, request: JobRequestRow, languageIds: ReadonlyArray<string | null>): Promise<void> {
  const languages = [...new Set(languageIds.filter((l): l is string => !!l))];
  if (!languages.length || request.clientId === null) return;
  if (isStaff(principal) || request.ownerUserId === principal.userId || principal.apiKey || actsForWholeCompany(principal.roles)) return;
  const [setting] = await db.select({ hold: reviewSettings.holdDeliveryUntilApproved }).from(reviewSettings).where(eq(reviewSettings.clientId, request.clientId));
  if (!setting?.hold) return;
  const decisions = await db
    .select({ languageId: reviewDecisions.languageId, decision: reviewDecisions.decision })
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.jobRequestId, request.id), inArray(reviewDecisions.languageId, languages)))
    .orderBy(desc(reviewDecisions.decidedAt), desc(reviewDecisions.id));
  const approved = (l: string) => decisions.find((d) => d.languageId === l)?.decision === 'APPROVED';
  if (!languages.every(approved)) throw forbidden(DELIVERY_HELD_MESSAGE, 'DELIVERY_HELD');
}

// A company's review settings (decision 184): "hold delivery until approved". Its client admin or staff read and
// set it; any other client user gets 403 for any company, existing or not (no probing), staff 404 for none.
import { eq } from 'drizzle-orm';
import type { ReviewSettings } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs, reviewSettings } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { isStaff } from '../access.ts';
import { isClientAdmin } from '../api-keys/index.ts';
import { QUALITY_MESSAGES } from './access.ts';

async function settingsCompany(db: Db, principal: Principal, clientIdParam: string): Promise<number> {
  const clientId = parseIntegerId(clientIdParam);
  if (!isStaff(principal) || principal.apiKey) {
    if (!isClientAdmin(principal) || principal.clientId !== clientId) throw forbidden(QUALITY_MESSAGES.settingsAdminOnly, 'NOT_COMPANY_ADMIN');
    return principal.clientId;
  }
  const [row] = clientId === null ? [] : await db.select({ id: clientConfigs.id }).from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  if (!row) throw notFound(QUALITY_MESSAGES.clientNotFound, 'CLIENT_NOT_FOUND');
  return row.id;
}

export async function getReviewSettings(db: Db, principal: Principal, clientIdParam: string): Promise<ReviewSettings> {
  const clientId = await settingsCompany(db, principal, clientIdParam);
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.clientId, clientId));
  return { holdDeliveryUntilApproved: row?.holdDeliveryUntilApproved ?? false };
}

export async function saveReviewSettings(db: Db, principal: Principal, clientIdParam: string, body: ReviewSettings, now: Date): Promise<ReviewSettings> {
  const clientId = await settingsCompany(db, principal, clientIdParam);
  const set = { holdDeliveryUntilApproved: body.holdDeliveryUntilApproved, updatedBy: principal.username, updatedAt: now };
  await db.insert(reviewSettings).values({ clientId, ...set }).onConflictDoUpdate({ target: reviewSettings.clientId, set });
  return { holdDeliveryUntilApproved: body.holdDeliveryUntilApproved };
}

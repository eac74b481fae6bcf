// Who may read and change a company's retention and receipts (decision 183): its client admins their own; staff
// read any company's. Another company's, or one that does not exist, is 404 for a client admin; anyone else
// gets 403 whatever the company.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientConfigs } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { isStaff } from '../access.ts';
import { isClientAdmin } from '../api-keys/index.ts';

export const RETENTION_MESSAGES = {
  notAdmin: "Only a client admin of the company manages its files' retention",
  clientNotFound: 'Company not found',
  requestNotFound: 'Job request not found',
  notEnded: 'The request has not ended yet: its files are still in use',
  alreadyDeleted: "The request's files are already deleted",
  overMaximum: (max: number) => `fileRetentionDays: the provider keeps files at most ${max} days`,
  futureDate: 'endedBefore: the date must not be in the future',
  receiptNotFound: 'Deletion receipt not found',
} as const;

export interface Company {
  id: number;
  companyName: string;
  fileRetentionDays: number | null;
}

async function loadCompany(db: Db, clientId: number | null): Promise<Company> {
  if (clientId === null) throw notFound(RETENTION_MESSAGES.clientNotFound);
  const [row] = await db
    .select({ id: clientConfigs.id, companyName: clientConfigs.companyName, fileRetentionDays: clientConfigs.fileRetentionDays })
    .from(clientConfigs)
    .where(eq(clientConfigs.id, clientId))
    .limit(1);
  if (!row) throw notFound(RETENTION_MESSAGES.clientNotFound);
  return row;
}

/** The company of the path for a caller who may read (`read`) or change (`admin`) its retention. */
export async function companyFor(db: Db, principal: Principal, clientIdParam: string, mode: 'read' | 'admin'): Promise<Company> {
  const clientId = parseIntegerId(clientIdParam);
  const staffReads = mode === 'read' && isStaff(principal) && !principal.apiKey;
  // A caller with no right to any company's retention learns nothing of which exist.
  if (!staffReads && !isClientAdmin(principal)) throw forbidden(RETENTION_MESSAGES.notAdmin);
  if (!staffReads && principal.clientId !== clientId) throw notFound(RETENTION_MESSAGES.clientNotFound);
  return loadCompany(db, clientId);
}

/** Who asked, as a receipt names them: staff acting as a user by both names. */
export function requesterName(principal: Principal): string {
  return principal.impersonatedBy ? `${principal.impersonatedBy} for ${principal.username}` : principal.username;
}

// When the editors may change a delivered request (decisions 173, 188): once it is completed and not archived;
// while its client asks for changes, only the provider's staff, who fix it before they redeliver — the client
// waits for the redelivery.
import type { Principal } from '../../identity/principal.ts';
import { isStaff } from '../access.ts';
import type { JobRequestRow } from './view.ts';

export function inEditableStatus(principal: Principal, request: Pick<JobRequestRow, 'status' | 'archived'>): boolean {
  return !request.archived && (request.status === 'COMPLETED' || (request.status === 'CHANGES_REQUESTED' && isStaff(principal)));
}

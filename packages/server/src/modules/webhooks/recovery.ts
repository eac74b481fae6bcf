// Recovery of deliveries whose job is gone (docs/decisions/076-crash-recovery.md): a pending delivery the dispatcher
// claimed, or whose retry was due, with no job queued or running, is queued again; it is never abandoned here —
// its own retry window ends it.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Recovery } from '../../jobs/jobs.ts';
import { webhookDeliveries } from '../../db/schema/webhooks.ts';
import type { WebhookDeps } from './deps.ts';

export function webhookRecovery(deps: WebhookDeps): Recovery<{ deliveryId: string }> {
  return {
    async inProgress() {
      const rows = await deps.db
        .select({ id: webhookDeliveries.id, queuedAt: webhookDeliveries.queuedAt, nextAttemptAt: webhookDeliveries.nextAttemptAt })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'pending'), isNotNull(webhookDeliveries.queuedAt)));
      const now = deps.clock.now().getTime();
      return rows
        .filter((r) => !r.nextAttemptAt || r.nextAttemptAt.getTime() <= now)
        .map((r) => ({ data: { deliveryId: r.id }, since: r.nextAttemptAt ?? r.queuedAt!, resend: true }));
    },
    async abandon() {
      // Never: the delivery's retry window decides when it fails.
    },
  };
}

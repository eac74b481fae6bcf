// The e-mail to a company's client admins when one of its webhook endpoints is disabled (decision 136). Plain text,
// as the project's other mails; the URL is the admins' own, the link opens the portal where they enable it again.
import { and, arrayContains, eq } from 'drizzle-orm';
import { userAccounts } from '../../db/schema/identity.ts';
import type { WebhookEndpointRow } from '../../db/schema/webhooks.ts';
import type { WebhookDeps } from './deps.ts';

export async function mailEndpointDisabled(deps: WebhookDeps, endpoint: WebhookEndpointRow): Promise<void> {
  const admins = await deps.db
    .select({ email: userAccounts.email })
    .from(userAccounts)
    .where(and(eq(userAccounts.clientId, endpoint.clientId), arrayContains(userAccounts.roles, ['CLIENT']), eq(userAccounts.isEnabled, true), eq(userAccounts.isFederated, false)));
  if (!admins.length) return;
  const link = `${deps.config.publicUrl}/`;
  await deps.mailer.send({
    to: admins.map((a) => a.email),
    subject: 'A webhook endpoint of your company was disabled',
    text: [
      'Hello,',
      '',
      `The webhook endpoint ${endpoint.url} was disabled: every delivery to it failed for a day.`,
      endpoint.disabledReason ?? '',
      '',
      'Its delivery log shows each attempt and the start of each answer. Once the receiver answers again, enable',
      'the endpoint in account settings → Webhooks and redeliver what it missed.',
      '',
      `Lingua Portal: ${link}`,
    ].join('\n'),
    template: 'webhook-endpoint-disabled',
    meta: { webhookEndpointId: endpoint.id, link },
  });
}

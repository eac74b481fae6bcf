// The e-mail to a company's client admins when one of its webhook endpoints is disabled (decision 136). Plain text,
// as the project's other mails; the URL is the admins' own, the link opens the portal where they enable it again.
// One mail per language the admins chose (decision 190), each addressed to those who read it.
import { and, arrayContains, eq } from 'drizzle-orm';
import { userAccounts } from '../../db/schema/identity.ts';
import type { WebhookEndpointRow } from '../../db/schema/webhooks.ts';
import { languageFor, textsIn, type Language } from '../../texts/index.ts';
import type { WebhookDeps } from './deps.ts';

export async function mailEndpointDisabled(deps: WebhookDeps, endpoint: WebhookEndpointRow): Promise<void> {
  const admins = await deps.db
    .select({ email: userAccounts.email, language: userAccounts.language })
    .from(userAccounts)
    .where(and(eq(userAccounts.clientId, endpoint.clientId), arrayContains(userAccounts.roles, ['CLIENT']), eq(userAccounts.isEnabled, true), eq(userAccounts.isFederated, false)));
  const byLanguage = new Map<Language, string[]>();
  for (const a of admins) {
    const language = languageFor(a.language);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), a.email]);
  }
  const link = `${deps.config.publicUrl}/`;
  for (const [language, to] of byLanguage) {
    const { t } = textsIn(language);
    await deps.mailer.send({
      to,
      subject: t('webhook.subject'),
      text: [
        t('common.greetingNoName'),
        '',
        t('webhook.disabled', { url: endpoint.url }),
        endpoint.disabledReason ?? '',
        '',
        t('webhook.help'),
        '',
        t('common.portalLink', { link }),
      ].join('\n'),
      template: 'webhook-endpoint-disabled',
      meta: { webhookEndpointId: endpoint.id, link },
      language,
    });
  }
}

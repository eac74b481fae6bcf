// The mail's own check for /health: the SMTP server accepts a connection (no mail, no login); without SMTP_URL
// mail stays in the outbox, which is up by definition.
import { urlReachable, type DependencyChecks } from '../lib/health-checks.ts';

export function mailHealthChecks(smtp: { url: string } | undefined): DependencyChecks {
  return async () => {
    if (!smtp) return { smtp: { status: 'up', detail: 'no SMTP_URL: mail kept in the outbox' } };
    const url = new URL(smtp.url);
    return { smtp: await urlReachable(url, url.protocol === 'smtps:' ? 465 : 587) };
  };
}

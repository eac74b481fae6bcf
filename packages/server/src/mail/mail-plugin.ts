// Makes the mailer reachable as `app.mailer` for every module and, when developer pages are on, serves the
// outbox: /dev/outbox for people (newest first, links clickable) and /dev/outbox.json?to= for end-to-end tests
// that read verification codes. With devPages off the routes do not exist (404).
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../db/schema/mail.ts';
import { escapeHtml } from '../lib/html.ts';
import { Mailer } from './mailer.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** How many messages the dev pages show; the outbox itself keeps everything. */
const OUTBOX_PAGE = 200;

// Global (not encapsulated), so the decoration is visible to the modules registered after it.
export const mailPlugin = globalPlugin('mail', async (app: FastifyInstance) => {
  const mailer = new Mailer(app.ctx);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  if (app.ctx.config.devPages) await app.register(outboxRoutes);
});

async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const list = async (to?: string) => {
    const q = app.ctx.db.select().from(mailOutbox);
    const filtered = to ? q.where(sql`lower(${mailOutbox.to}) like ${'%' + to.toLowerCase().replace(/[\\%_]/g, '\\$&') + '%'}`) : q;
    return filtered.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(OUTBOX_PAGE);
  };

  app.get('/dev/outbox.json', async (req) => {
    const { to } = req.query as { to?: string };
    return list(to || undefined);
  });

  app.get('/dev/outbox', async (req, reply) => {
    const { to } = req.query as { to?: string };
    const rows = await list(to || undefined);
    const items = rows
      .map((m) => {
        const status = m.error ? `failed: ${escapeHtml(m.error)}` : m.sentAt ? `sent ${m.sentAt.toISOString()}` : 'stored (no SMTP)';
        // The language it is written in (decision 190), so Arabic reads right to left here as in a mail program.
        const language = typeof m.meta?.language === 'string' ? ` lang="${escapeHtml(m.meta.language)}" dir="auto"` : '';
        return `<article${language}>
  <h2>${escapeHtml(m.subject)}</h2>
  <dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>Created</dt><dd>${m.createdAt.toISOString()}</dd><dt>Status</dt><dd>${status}</dd>${
    m.template ? `<dt>Template</dt><dd>${escapeHtml(m.template)}</dd>` : ''
  }</dl>
  <pre>${linkify(m.text)}</pre>
</article>`;
      })
      .join('\n');
    // The HTML part of a message is not rendered here: it is shown as text so no mail can script this page.
    reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:6px;padding:0 1rem 1rem;margin:1rem 0}dl{display:grid;grid-template-columns:6rem 1fr;gap:.25rem}dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style>
</head><body>
<h1>Outbox</h1>
<p>${rows.length} message(s), newest first.${to ? ` Filtered by “${escapeHtml(to)}”.` : ''}</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
  });
}


/** Escapes the text and turns http(s) URLs into links (opened in a new tab, as a mail client would). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}" target="_blank" rel="noopener noreferrer">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

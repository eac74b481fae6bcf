// The development server's examples of the external sites the home cards open (spec 2 §2): an invoicing site,
// an interpreting-service booking site, and a project system whose link endpoint answers {"authUrl"} as spec 2
// §7 describes. Served only with the demo data and the developer pages on (config.ts externalLinks), so a new
// user meets the three cards working, as they would against the provider's real systems; production has none.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEV_EXAMPLE_PATHS } from '../../config/config.ts';
import { escapeHtml } from '../../lib/html.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px;color:#1a1b1e}p.note{color:#495057;font-size:14px;border-left:3px solid #228be6;padding-left:12px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p class="note">A development example: in production this card opens the site its setting names (README, "Production settings").</p></main></body></html>`;

export async function devExamplesRoutes(app: FastifyInstance): Promise<void> {
  const { seedDemoData, devPages, publicUrl } = app.ctx.config;
  if (!seedDemoData || !devPages) return;
  const html = (title: string, body: string) => async (_req: unknown, reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(page(title, body));
  app.get(DEV_EXAMPLE_PATHS.invoices, html('Invoices', '<p>Your invoices and payments would be listed here, from the provider’s invoicing system.</p>'));
  app.get(DEV_EXAMPLE_PATHS.interpreting, html('Book an interpreter', '<p>The provider’s interpreting-service booking site would open here: on-site, phone and video interpreting.</p>'));
  app.get(DEV_EXAMPLE_PATHS.projectSystem, html('Project system dashboard', '<p>The provider’s project system would open here, signed in through the address its link endpoint gave.</p>'));
  // The MT details link an escalated request to `${PROJECT_SYSTEM_LINK_URL}/projects/{number}` (the portal's route).
  app.get(`${DEV_EXAMPLE_PATHS.projectSystemLink}/projects/:number`, async (req, reply) => {
    const { number } = req.params as { number: string };
    return html(`Project ${number}`, '<p>The human-translation project would open here, in the provider’s project system.</p>')(req, reply);
  });
  // The card GETs this with the project system's own cookies and opens the authUrl it answers (spec 2 §7).
  app.get(DEV_EXAMPLE_PATHS.projectSystemLink, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { authUrl: `${publicUrl}${DEV_EXAMPLE_PATHS.projectSystem}` };
  });
}

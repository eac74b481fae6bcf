// GET /portal-config.json: what the browser needs before it can call anything (API base, OpenID Connect
// authority, client id, scopes). Served by the API server so one build of the portal and widgets runs
// against any deployment.
import type { FastifyInstance } from 'fastify';

/** Spec 1 §1: email, openid, profile and the admin sign-in scope. */
export const PORTAL_SCOPES = ['openid', 'profile', 'email', 'account.admin'];

export function issuerOf(config: { oidcIssuer: string | undefined; publicUrl: string }): string {
  return config.oidcIssuer ?? `${config.publicUrl}/oidc`;
}

export async function portalConfig(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const body = {
    apiBase: `${config.publicUrl}/v1`,
    authority: issuerOf(config),
    clientId: config.oidcClientId,
    scopes: PORTAL_SCOPES,
    // External pages the browser links to; the dashboards' template names a project, quote or job. The home
    // cards' keys are their card ids (spec 1 §6); xtrfDashboard is the endpoint that answers the authUrl.
    links: {
      projectManagement: config.projectManagementUrl,
      ...(config.externalLinks.invoices ? { invoices: config.externalLinks.invoices } : {}),
      ...(config.externalLinks.interpretingService ? { llsInterpretingService: config.externalLinks.interpretingService } : {}),
      ...(config.externalLinks.projectSystemLink ? { xtrfDashboard: config.externalLinks.projectSystemLink } : {}),
    },
    // Spec 2 §7: where the portal posts the visitor-tracking events; absent when unset.
    ...(config.trackingUrl ? { trackingUrl: config.trackingUrl } : {}),
  };
  app.get(
    '/portal-config.json',
    {
      schema: {
        hide: true,
        response: {
          200: {
            type: 'object',
            required: ['apiBase', 'authority', 'clientId', 'scopes'],
            properties: {
              apiBase: { type: 'string' },
              authority: { type: 'string' },
              clientId: { type: 'string' },
              scopes: { type: 'array', items: { type: 'string' } },
              links: { type: 'object', additionalProperties: { type: 'string' } },
              trackingUrl: { type: 'string' },
            },
          },
        },
      },
    },
    // Short cache: the values change only with a redeploy, but a stale authority breaks sign-in.
    async (_req, reply) => reply.header('cache-control', 'public, max-age=60').send(body),
  );
}

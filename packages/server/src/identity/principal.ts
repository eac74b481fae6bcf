// Who is calling: resolved from the bearer ID token by the identity plugin on every /v1 request.
// Routes read `request.principal` (null for anonymous callers) and use requireUser/requireRole, so
// every rule (roles, organisation scope) is enforced on the server.
import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope, UiLanguage } from '@lingua/contract';
import { forbidden, unauthorized } from '../lib/errors.ts';

export interface Principal {
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  applications: string[];
  /** client_configs.id of the caller's organisation, null when not yet assigned. */
  clientId: number | null;
  isFederated: boolean;
  /** The interface language the person chose (users.language, decision 189), for what the server writes them. */
  language?: UiLanguage | null;
  /** Set when an ADMIN acts as this user through the impersonation header: the admin's username. */
  impersonatedBy?: string;
  /** Set when the call is made with a company's API key (identity/api-keys.ts): userId is then the key's id. */
  apiKey?: { id: string; prefix: string; scopes: ApiKeyScope[] };
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function requireUser(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}

export function requireRole(req: FastifyRequest, ...roles: string[]): Principal {
  const p = requireUser(req);
  if (!p.roles.some((r) => roles.includes(r))) throw forbidden();
  return p;
}

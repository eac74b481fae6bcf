// Turns a call of the registry into a Fastify route definition. Pure: no Fastify import, so the contract
// stays free of server dependencies; the server spreads the result into fastify.route({ ...route, handler }).
import type { TSchema } from 'typebox';
import type { AuthMode, CallDefinition, HttpMethod } from './define-call.ts';

export interface FastifyRouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: { [status: number]: TSchema };
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
}

export interface FastifyRouteDefinition {
  method: HttpMethod;
  url: string;
  schema: FastifyRouteSchema;
  config: { operationId: string; auth: AuthMode };
}

/** OpenAPI path template to Fastify (find-my-way) URL: /jobRequests/{jobRequestId} → /jobRequests/:jobRequestId. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

export function toFastifyRoute(call: CallDefinition): FastifyRouteDefinition {
  const schema: FastifyRouteSchema = {
    response: { ...call.response },
    operationId: call.operationId,
    tags: [...call.tags],
    summary: call.summary,
  };
  if (call.description !== undefined) schema.description = call.description;
  if (call.params !== undefined) schema.params = call.params;
  if (call.querystring !== undefined) schema.querystring = call.querystring;
  if (call.body !== undefined) schema.body = call.body;
  if (call.auth === 'required') schema.security = [{ bearerAuth: [] }];
  else if (call.auth === 'optional') schema.security = [{}, { bearerAuth: [] }];
  return {
    method: call.method,
    url: toFastifyPath(call.path),
    schema,
    config: { operationId: call.operationId, auth: call.auth },
  };
}

// One contract call → one Fastify route: validation, serialisation, auth mode and OpenAPI entry come from the call
// definition, so a handler cannot drift from the contract.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { TSchema } from 'typebox';
import {
  toFastifyRoute,
  type CallBody,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type CallResponse,
} from '@lingua/contract';
import { tracing } from '../instrumentation/tracing.ts';

export type CallRequest<C extends CallDefinition> = FastifyRequest<{
  Params: CallParams<C>;
  Querystring: CallQuery<C>;
  Body: CallBody<C>;
}>;

export type CallHandler<C extends CallDefinition> = (
  req: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallResponse<C> | FastifyReply>;

export interface RouteOptions {
  /** The call's own rate limit, replacing the general one for anonymous calls (plugins/rate-limit.ts). */
  rateLimit?: RateLimitOptions;
  /** A looser body schema for calls that answer their own spec messages; same properties, no others. */
  validationBody?: TSchema;
  /** Runs before validation, e.g. to trim a value the limits apply to (spec: names are checked trimmed). */
  preValidation?: preValidationHookHandler;
}

export function route<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RouteOptions = {},
): void {
  const def = toFastifyRoute(call);
  // With tracing on (decided once, at the start), the handler runs in a span named by the call: the HTTP span's
  // child and its statements' parent.
  const traced = tracing();
  if (traced) {
    const plain = handler;
    handler = (req, reply) => traced.inSpan(call.operationId, { 'lingua.operation': call.operationId }, () => plain(req, reply));
  }
  app.route({
    ...def,
    schema: options.validationBody ? { ...def.schema, body: options.validationBody } : def.schema,
    // The auth mode and operation id ride in the route config (read by the identity and rate-limit plugins).
    config: { ...def.config, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) } as FastifyContextConfig,
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: handler as never,
  });
}

export function trimBodyStrings(...names: readonly string[]): preValidationHookHandler {
  return (req, _reply, done) => {
    const body = req.body as Record<string, unknown> | null | undefined;
    if (body && typeof body === 'object') {
      for (const name of names) {
        const value = body[name];
        if (typeof value === 'string') body[name] = value.trim();
      }
    }
    done();
  };
}

/** 204 No Content (spec 1 §7: "A 204 response has no body"). */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.status(204).send();
}

// One contract call → one Fastify route. Validation, response serialisation, the auth mode (read by the
// identity and rate-limit plugins from route config) and the OpenAPI entry all come from the call definition,
// so a handler cannot drift from the contract.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  toFastifyRoute,
  type CallBody,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type CallResponse,
} from '@lingua/contract';

export type CallRequest<C extends CallDefinition> = FastifyRequest<{
  Params: CallParams<C>;
  Querystring: CallQuery<C>;
  Body: CallBody<C>;
}>;

/** A handler returns the success body, or sends through `reply` itself (e.g. 204) and returns the reply. */
export type CallHandler<C extends CallDefinition> = (
  req: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallResponse<C> | FastifyReply>;

export function route<C extends CallDefinition>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  app.route({ ...toFastifyRoute(call), handler: handler as never });
}

/** 204 No Content (spec 1 §7: "A 204 response has no body"). */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.status(204).send();
}

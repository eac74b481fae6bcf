// The shape of one provider API v1 call. The registry in calls.ts is the single description that the server
// (Fastify routes), the OpenAPI document and the browser's typed client are all derived from.
import type { Static, TObject, TSchema } from 'typebox';
import { ErrorBody } from './schemas/common.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// required: a bearer token must be sent; optional: visitors may call it, a token adds the user;
// none: never authenticated by a user token (public, or authenticated some other way).
export type AuthMode = 'required' | 'optional' | 'none';

// Spec 1 §8: the statuses of the error catalogue, plus 409 (quote accept/reject) and 413/429 where used.
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;
export type SuccessStatus = 200 | 201 | 202 | 204;

export interface CallDefinition {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI style, relative to /v1, e.g. /jobRequests/{jobRequestId}. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly auth: AuthMode;
  readonly params?: TObject;
  readonly querystring?: TObject;
  readonly body?: TSchema;
  readonly response: { readonly [status: number]: TSchema };
  /**
   * Media type of the body and of every response with content; default application/json. The punch-out call
   * speaks cXML (text/xml) in both directions, its errors included; the notice stream answers text/event-stream.
   */
  readonly mediaType?: 'application/json' | 'text/xml' | 'text/event-stream';
}

export function defineCall<const C extends CallDefinition>(call: C): C {
  return call;
}

type ErrorResponses<S extends readonly ErrorStatus[]> = { readonly [K in S[number]]: typeof ErrorBody };

/** The error statuses a call can answer with, each with the error body of spec 1 §8. */
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S): ErrorResponses<S> {
  const out: Record<number, typeof ErrorBody> = {};
  for (const status of statuses) out[status] = ErrorBody;
  return out as ErrorResponses<S>;
}

type Successes<C extends CallDefinition> = Extract<keyof C['response'], SuccessStatus>;

/** The static type of a call's success body (a union when it has several success statuses). */
export type CallResponse<C extends CallDefinition> = {
  [S in Successes<C>]: C['response'][S] extends TSchema ? Static<C['response'][S]> : never;
}[Successes<C>];
export type CallBody<C extends CallDefinition> = C['body'] extends TSchema ? Static<C['body']> : undefined;
export type CallParams<C extends CallDefinition> = C['params'] extends TObject
  ? Static<C['params']>
  : undefined;
export type CallQuery<C extends CallDefinition> = C['querystring'] extends TObject
  ? Static<C['querystring']>
  : undefined;

/** Path parameter names in the order they appear in an OpenAPI-style path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

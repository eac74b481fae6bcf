// The log's shape (decision 098, docs/operations.md "The log"): pino JSON lines through Fastify's logger, with
// the request serialized as method, URL, host and remote address only (never headers, so no authorization
// header or cookie), and the URL's query values that are secrets replaced: signed download links carry their
// signature in the query (local store: `signature`; S3: `X-Amz-Signature`, `X-Amz-Credential`), the identity
// provider's redirects an authorization `code`, tokens and state.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { tracing } from './tracing.ts';

const SECRET_QUERY = /sig|signature|credential|token|code|secret|password|key|state|nonce|otp|totp/i;

/** The URL with the values of secret-looking query parameters replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // Kept as sent.
      }
      return eq >= 0 && SECRET_QUERY.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * One line per request, when it is answered: request id (`reqId`), method, route template, the URL (redacted),
 * status and duration — `info`, or `error` when the answer failed. Replaces Fastify's two lines ("incoming
 * request", "request completed"), which carry no route template and split what an operator greps for. A route's
 * `logLevel` (the probes: warn) silences it.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The line is written at the answer, with everything known.
  }

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = { method: req.method, route: req.routeOptions.url ?? 'unmatched', url: redactUrl(req.url), status: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/**
 * Fastify's `logger` option at the given level, writing to `stream` (standard output without it). With tracing on,
 * each line carries `traceId` and `spanId` (instrumentation/tracing.ts).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  const traced = tracing();
  return {
    level,
    ...(stream ? { stream } : {}),
    ...(traced ? { mixin: traced.logFields } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}

// The log (decision 098, docs/operations.md "The log"): pino JSON lines; requests as method, URL, host and address
// only (never headers), with secret query values (signatures, codes, tokens) redacted.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { tracing } from './tracing.ts';

const SECRET_QUERY = /sig|signature|credential|token|code|secret|password|key|state|nonce|otp|totp/i;

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

/** One line per answered request with the route template, replacing Fastify's two lines that split what operators grep. */
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

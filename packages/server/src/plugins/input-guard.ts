// Input refused before any handler, for every route (decision 070), with 400 INVALID_PARAMETER: JSON nested deeper
// than any contract (it overflowed the stack), NUL in any string (PostgreSQL refuses it: a 500), non-finite numbers
// (Ajv coerces 1e309 to Infinity and skips the bounds).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

/** The contract's deepest bodies nest four levels; a UI log's details get room to spare. */
export const JSON_MAX_DEPTH = 32;

const invalid = (message: string) => new HttpError(400, message, 'INVALID_PARAMETER');

/** A linear scan of the text, so a hostile body is refused before any recursive code walks it. */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

type Problem = 'nul' | 'nonFinite';

function firstProblem(value: unknown, kinds: readonly Problem[]): { path: string; kind: Problem } | undefined {
  // Iterative, so that a deep value from any parser cannot overflow the stack here either.
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (a: string, b: string) => (a ? `${a}.${b}` : b);
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (kinds.includes('nul') && v.includes('\u0000')) return { path, kind: 'nul' };
    } else if (typeof v === 'number') {
      if (kinds.includes('nonFinite') && !Number.isFinite(v)) return { path, kind: 'nonFinite' };
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (kinds.includes('nul') && k.includes('\u0000')) return { path: join(path, k.replaceAll('\u0000', '\\0')), kind: 'nul' };
        stack.push({ value: child, path: join(path, k) });
      }
    }
  }
  return undefined;
}

function check(req: FastifyRequest, kinds: readonly Problem[]): void {
  for (const [part, value] of [['params', req.params], ['querystring', req.query], ['body', req.body]] as const) {
    const found = firstProblem(value, kinds);
    if (!found) continue;
    const field = found.path || part;
    throw invalid(found.kind === 'nul' ? `${field} must not contain the NUL character` : `${field} must be a finite number`);
  }
}

export const inputGuard = globalPlugin('input-guard', async (app: FastifyInstance) => {
  // Fastify's own JSON parser (with its __proto__ and constructor poisoning checks), behind the depth bound.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, JSON_MAX_DEPTH)) {
      done(invalid(`The body is nested deeper than ${JSON_MAX_DEPTH} levels`), undefined);
      return;
    }
    parseJson(req, text, done);
  });
  // NUL before validation, so no rule sees one; numbers after, once Ajv has coerced the query's and path's strings.
  app.addHook('preValidation', async (req) => check(req, ['nul']));
  app.addHook('preHandler', async (req) => check(req, ['nonFinite']));
});

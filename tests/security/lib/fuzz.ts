// Contract fuzzing (decision 071): from the TypeBox schemas of every call in the contract, valid-but-extreme
// and invalid requests — wrong types, missing fields, 1 MB strings, NUL and bidi characters, __proto__ keys,
// traversal in names and keys, huge numbers, deep nesting, bad JSON, wrong content types, bad percent-encoding,
// bad Range headers — sent through the real app as real callers. Deterministic for a seed. Every answer is
// judged: no 5xx, every non-2xx in the error body {message, errorCode?} (cXML for the cXML call), no stack trace.
// Shared by tests/security/fuzz.test.ts (fixed seed, the test command's count) and tests/bench/fuzz.ts (more).
import { calls, PLANNED_CALLS, type CallDefinition } from '../../../packages/contract/src/index.ts';
import { seededRandom } from '../../../packages/server/src/lib/seeded-random.ts';
import { downloadPath, requestWithFiles, type LightMyRequestResponse, type StoredRequest, type System } from './system.ts';

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};

/** The seeded generator the fuzzing draws from (mulberry32): a seed replays a run exactly. */
export const prng = seededRandom;

export interface FuzzRequest {
  label: string;
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Demo user whose real token is sent; undefined for a visitor. */
  as?: string | undefined;
  /** The call answers cXML (text/xml), errors included. */
  xml?: boolean;
}

export interface Finding {
  kind: '5xx' | 'body' | 'stack';
  request: string;
  status: number;
  body: string;
}

export interface FuzzTotals {
  requests: number;
  byClass: Record<string, number>;
  calls: number;
  fivexx: number;
  badBodies: number;
  stackTraces: number;
  findings: Finding[];
  ms: number;
}

/** Real values the generator puts in paths, so requests reach the handlers and not only the validators. */
export interface FuzzPools {
  params: Record<string, string[]>;
  /** Signed download URLs (path and query) of stored objects, for Range headers and tampered signatures. */
  downloads: string[];
  actors: Array<string | undefined>;
}

const BIDI = '\u202Eexe.txt\u202C\u2066\u2067\u2068\u2069\u200F';
const TRAVERSAL = ['../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2fetc', '/etc/passwd', 'a/../../b', '....//....//x', 'C:\\x', '\\\\server\\share'];
const HUGE = ['1e309', '-1e309', '9007199254740993', '-9007199254740993', '1e21', '2147483648', '-1', '0', '1.5', 'NaN', '0x10', '１２'];
const STRINGS = ['', ' ', '\u0000', 'a\u0000b', BIDI, '<script>alert(1)</script>', "' OR 1=1 --", '${jndi:ldap://x}', '{{7*7}}', '\uD800', '\uFFFF', '😀'.repeat(100), '%00', '%ff', 'null', 'true', '[]', '{}'];
const CONTENT_TYPES = ['text/plain', 'application/xml', 'text/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/octet-stream', 'application/json, text/plain', 'APPLICATION/JSON', ''];
const RANGES = ['bytes=999999999-', 'bytes=5-1', 'bytes=-0', 'bytes=0-0,1-1,2-2', 'bytes=abc', 'bytes=-99999999999999999999', 'bytes=99999999999999999999-', 'items=0-1', 'bytes=0-', 'bytes=--1', 'bytes= 1-2'];
const BAD_PATHS = ['%ff', '%C0%AE', '%E0%A4%A', '%00', '%2e%2e', '..%2f..%2f', '%', 'a%2Fb', '%u0041', '%EF%BF%BF', 'x'.repeat(1100), 'é', '%F0%9F%98%80'];

/** Percent-encodes; a lone surrogate (valid in a JSON string, not in a URL) becomes U+FFFD first. */
const enc = (v: string) => encodeURIComponent(v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

/** A value the schema accepts (as far as a generator without the call's own rules can tell). */
export function validValue(schema: Schema | undefined, r: () => number, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.anyOf) {
    const options = schema.anyOf.filter((o) => o.type !== 'null');
    return validValue(pick(r, options.length ? options : schema.anyOf), r, depth + 1);
  }
  if ('const' in schema) return schema.const;
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) {
        if ((schema.required ?? []).includes(k) || r() < 0.5) out[k] = validValue(v, r, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, Math.floor(r() * 3));
      return Array.from({ length: n }, () => validValue(schema.items, r, depth + 1));
    }
    case 'string': {
      if (schema.format === 'email') return `fuzz${Math.floor(r() * 1000)}@acme-health.example`;
      if (schema.format === 'date-time') return new Date(Date.UTC(2026, 0, 1 + Math.floor(r() * 300))).toISOString();
      if (schema.format === 'uri') return 'https://files.example/a.pdf';
      const len = Math.max(schema.minLength ?? 0, 1 + Math.floor(r() * 12));
      return 'fuzz-' + 'abcdefghijklmnopqrstuvwxyz'.slice(0, Math.min(len, schema.maxLength ?? 26));
    }
    case 'integer':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 1000, Math.floor(r() * 100)));
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 1000, r() * 100));
    case 'boolean':
      return r() < 0.5;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Every path in a value (for mutating one place of a body). */
function paths(value: unknown, prefix: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

function setAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

function deleteAt(root: unknown, path: Array<string | number>): unknown {
  if (!path.length) return undefined;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (Array.isArray(node)) node.splice(Number(path[path.length - 1]), 1);
  else delete node[path[path.length - 1]!];
  return copy;
}

/** A wrong or extreme value for one place. */
function evilValue(r: () => number): unknown {
  const k = Math.floor(r() * 14);
  switch (k) {
    case 0:
      return 'x'.repeat(1_048_576);
    case 1:
      return pick(r, STRINGS);
    case 2:
      return pick(r, TRAVERSAL);
    case 3:
      return Number(pick(r, HUGE));
    case 4:
      return pick(r, [true, false, null, 0, -1, 1.5, [], {}, [null], { a: 1 }]);
    case 5:
      return `a${'\u0000'}${pick(r, STRINGS)}`;
    case 6:
      return BIDI.repeat(1 + Math.floor(r() * 50));
    case 7:
      return Array.from({ length: 1000 }, () => 'x');
    case 8:
      return { __proto__marker: true, constructor: { prototype: { polluted: true } } };
    case 9:
      return -Number.MAX_VALUE;
    case 10:
      return Number.MAX_SAFE_INTEGER + 2;
    case 11:
      return '2026-02-30T25:61:61Z';
    case 12:
      return 'a'.repeat(256);
    default:
      return pick(r, HUGE);
  }
}

/** JSON text of a body with one mutation: some bodies are only expressible as text (1e309, __proto__, depth). */
function mutatedBody(schema: Schema | undefined, r: () => number): { text: string; what: string } {
  const base = validValue(schema, r);
  const places = paths(base);
  const k = Math.floor(r() * 12);
  switch (k) {
    case 0:
      return { text: JSON.stringify(base), what: 'valid' };
    case 1: {
      const p = pick(r, places);
      return { text: JSON.stringify(deleteAt(base, p) ?? null), what: `missing ${p.join('.')}` };
    }
    case 2: {
      const p = pick(r, places);
      return { text: JSON.stringify(setAt(base, p, evilValue(r))), what: `evil at ${p.join('.') || 'root'}` };
    }
    case 3: {
      const text = JSON.stringify(base);
      return { text: text.startsWith('{') ? `{"__proto__":{"isAdmin":true},${text.slice(1)}` : `{"__proto__":{"x":1}}`, what: '__proto__ key' };
    }
    case 4: {
      const depth = pick(r, [33, 100, 5000, 20000]);
      return { text: `${'['.repeat(depth)}${']'.repeat(depth)}`, what: `nested ${depth}` };
    }
    case 5: {
      const text = JSON.stringify(base);
      return { text: text.slice(0, Math.floor(r() * text.length)), what: 'truncated JSON' };
    }
    case 6: {
      const p = pick(r, places.filter((x) => x.length));
      const text = JSON.stringify(p ? setAt(base, p, 424242) : base);
      return { text: text.replace('424242', pick(r, ['1e309', '-1e309', '1e400', '123456789012345678901234567890', '-0', '1E+999'])), what: `huge number at ${p?.join('.')}` };
    }
    case 7:
      return { text: pick(r, ['null', '[]', '""', '0', 'true', '{}', '"\\u0000"', '[{}]', '{"":""}']), what: 'other JSON' };
    case 8: {
      const p = pick(r, places);
      return { text: JSON.stringify(setAt(base, p, pick(r, TRAVERSAL))), what: `traversal at ${p.join('.')}` };
    }
    case 9:
      return { text: JSON.stringify(base).replace(/"fuzz-[a-z]*"/, JSON.stringify(`fuzz\u0000${BIDI}`)), what: 'NUL and bidi' };
    case 10: {
      const text = JSON.stringify(base);
      return { text: text.startsWith('{') ? `{"constructor":{"prototype":{"x":1}},${text.slice(1)}` : text, what: 'constructor.prototype' };
    }
    default:
      return { text: JSON.stringify(base).replace(/"fuzz-[a-z]*"/, JSON.stringify('x'.repeat(1_048_576))), what: '1 MB string' };
  }
}

function fillPath(call: CallDefinition, r: () => number, pools: FuzzPools): { path: string; what: string } {
  const props = (call.params as Schema | undefined)?.properties ?? {};
  const mutate = r() < 0.35;
  const names = Object.keys(props);
  const target = mutate ? pick(r, names.length ? names : ['']) : '';
  let what = 'real ids';
  const path = call.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const schema = props[name];
    const real = pools.params[name]?.length ? pick(r, pools.params[name]!) : undefined;
    const valid = real ?? String(validValue(schema, r));
    if (name !== target) return enc(valid);
    what = `bad ${name}`;
    const k = Math.floor(r() * 4);
    if (k === 0) return pick(r, BAD_PATHS);
    if (k === 1) return enc(String(evilValue(r)).slice(0, 2000));
    if (k === 2) return enc(pick(r, TRAVERSAL));
    return pick(r, HUGE);
  });
  return { path, what };
}

function fillQuery(call: CallDefinition, r: () => number): { query: string; what: string } {
  const props = (call.querystring as Schema | undefined)?.properties ?? {};
  const parts: string[] = [];
  let what = '';
  for (const [name, schema] of Object.entries(props)) {
    const roll = r();
    if (roll < 0.4) continue;
    if (roll < 0.75) {
      const v = validValue(schema, r);
      parts.push(`${name}=${enc(typeof v === 'object' ? JSON.stringify(v) : String(v))}`);
    } else {
      const k = Math.floor(r() * 6);
      const bad = k === 0 ? pick(r, HUGE) : k === 1 ? pick(r, ['%00', '%ff', '%', '%C0%AE', '%E0%A4%A', 'a%00b']) : k === 2 ? enc('x'.repeat(100_000)) : k === 3 ? `${enc(String(validValue(schema, r)))}&${name}=x` : k === 4 ? enc(pick(r, STRINGS)) : enc(pick(r, ['{"a":' + '['.repeat(500), '{"__proto__":{"x":1}}', '[1,2,3]', '{"status":"' + '\u0000' + '"}']));
      parts.push(`${name}=${bad}`);
      what = `bad ${name}`;
    }
  }
  if (r() < 0.1) {
    parts.push(`${pick(r, ['__proto__', 'constructor', 'x', ''])}[${pick(r, ['a', '', '__proto__'])}]=${pick(r, ['1', '%00', '%ff'])}`);
    what = what || 'unknown query';
  }
  return { query: parts.length ? `?${parts.join('&')}` : '', what };
}

/** The calls the fuzzer sends: every call of the contract the server serves. */
export function fuzzedCalls(): CallDefinition[] {
  return Object.entries(calls)
    .filter(([name]) => !PLANNED_CALLS.has(name as never))
    // A server-sent event stream (the notice stream) never ends, so one inject cannot read its answer; its refusal
    // without a sign-in is in the notices server tests.
    .filter(([, c]) => (c as CallDefinition).mediaType !== 'text/event-stream')
    .map(([, c]) => c as CallDefinition);
}

/** One request: a call, an actor, and what is wrong with it (or nothing, a valid-but-extreme one). */
export function makeRequest(r: () => number, pools: FuzzPools): FuzzRequest {
  const roll = r();
  // About one in twenty targets the object store's own endpoints (signed downloads: Range, signatures).
  if (roll < 0.05 && pools.downloads.length) {
    const url = pick(r, pools.downloads);
    const k = Math.floor(r() * 3);
    if (k === 0) return { label: 'download with Range', call: 'storage download', method: 'GET', url, headers: { range: pick(r, RANGES) } };
    if (k === 1) return { label: 'download with a tampered query', call: 'storage download', method: 'GET', url: url.replace(/(sig|signature|expires)=([^&]*)/i, (_m, k2: string, v: string) => `${k2}=${pick(r, ['', '%00', '%ff', '1e309', v.slice(1), 'x'.repeat(2000)])}`), headers: {} };
    return { label: 'download of a tampered key', call: 'storage download', method: 'GET', url: url.replace(/\/storage\/objects\/[^?]*/, `/storage/objects/${pick(r, BAD_PATHS)}`), headers: {} };
  }
  if (roll < 0.07) {
    return { label: 'upload form', call: 'storage upload', method: 'POST', url: '/storage/upload', headers: { 'content-type': pick(r, ['multipart/form-data; boundary=x', 'multipart/form-data', 'application/json']) }, payload: pick(r, ['--x\r\nContent-Disposition: form-data; name="key"\r\n\r\n../../etc\r\n--x--', '--x\r\n\r\n', '', '{"key":"x"}', '--x\r\nContent-Disposition: form-data; name="file"; filename="../a"\r\n\r\nabc\r\n--x--']) };
  }
  const call = pick(r, fuzzedCalls());
  const as = pick(r, pools.actors);
  const { path, what: pathWhat } = fillPath(call, r, pools);
  const { query, what: queryWhat } = fillQuery(call, r);
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  let bodyWhat = '';
  const xml = call.mediaType === 'text/xml';
  if (call.method !== 'GET' && call.method !== 'DELETE') {
    if (xml) {
      payload = pick(r, ['<cXML><Request/></cXML>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><cXML>&e;</cXML>', '<a>' + '<b>'.repeat(5000), '', 'not xml', `<cXML payloadID="${'\u0000'}"/>`, '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><cXML>&lol2;</cXML>']);
      headers['content-type'] = pick(r, ['text/xml', 'application/xml', 'application/json']);
      bodyWhat = 'cXML';
    } else {
      const body = mutatedBody(call.body as Schema | undefined, r);
      payload = body.text;
      bodyWhat = body.what;
      headers['content-type'] = r() < 0.08 ? pick(r, CONTENT_TYPES) : 'application/json';
      if (headers['content-type'] === '') delete headers['content-type'];
    }
  }
  if (r() < 0.05) headers.authorization = pick(r, ['Bearer x', 'Bearer ' + 'a'.repeat(5000), 'Basic YTpi', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'bearer', '']);
  if (r() < 0.04) headers['x-impersonate-username'] = pick(r, ['admin@lingua.example', 'client@globex.example', 'nobody', ' ', 'x'.repeat(500), "' OR 1=1 --"]);
  if (r() < 0.03) headers.accept = pick(r, ['text/html', 'application/xml', '*/*', 'image/png']);
  const whats = [pathWhat !== 'real ids' ? pathWhat : '', queryWhat, bodyWhat].filter(Boolean).join(', ');
  return { label: whats || 'valid', call: call.operationId, method: call.method, url: `/v1${path}${query}`, headers, ...(payload !== undefined ? { payload } : {}), as, xml };
}

const STACK = /\n\s+at [\w.<>[\] ]+\(|\bat .+\.(?:ts|js|mjs|cjs):\d+:\d+|node_modules\/|Error: .*\n\s+at /;

/** Judges one answer; returns what is wrong with it (nothing when it is right). */
export function judge(req: FuzzRequest, res: LightMyRequestResponse): Finding[] {
  const out: Finding[] = [];
  const request = `${req.method} ${req.url.slice(0, 160)} [${req.label}]${req.as ? ` as ${req.as}` : ''}${req.headers.range ? ` Range: ${req.headers.range}` : ''}`;
  const body = res.body;
  const f = (kind: Finding['kind']) => out.push({ kind, request, status: res.statusCode, body: body.slice(0, 300) });
  if (res.statusCode >= 500) f('5xx');
  if (STACK.test(body)) f('stack');
  if (res.statusCode >= 400) {
    const type = String(res.headers['content-type'] ?? '');
    if (req.xml && type.startsWith('text/xml')) {
      if (!/<cXML[\s>]/.test(body)) f('body');
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      const ok =
        type.startsWith('application/json') &&
        !!parsed &&
        typeof parsed === 'object' &&
        !Array.isArray(parsed) &&
        typeof (parsed as { message?: unknown }).message === 'string' &&
        Object.keys(parsed).every((k) => k === 'message' || (k === 'errorCode' && typeof (parsed as { errorCode?: unknown }).errorCode === 'string'));
      if (!ok) f('body');
    }
  }
  return out;
}

/** Sends `count` requests generated from `seed` and tallies the answers. */
export async function fuzz(s: System, pools: FuzzPools, opts: { seed: number; count: number; onProgress?: (done: number) => void }): Promise<FuzzTotals> {
  const r = prng(opts.seed);
  const totals: FuzzTotals = { requests: 0, byClass: {}, calls: 0, fivexx: 0, badBodies: 0, stackTraces: 0, findings: [], ms: 0 };
  const seen = new Set<string>();
  const started = Date.now();
  for (let i = 0; i < opts.count; i++) {
    const req = makeRequest(r, pools);
    seen.add(req.call);
    // A different address per request: the per-address rate limits are real, and would otherwise answer most
    // anonymous requests with 429 before they reached anything worth trying.
    const remoteAddress = `10.${Math.floor(r() * 250)}.${Math.floor(r() * 250)}.${1 + Math.floor(r() * 250)}`;
    const res = await s.call({ method: req.method, url: req.url, headers: req.headers, ...(req.payload !== undefined ? { payload: req.payload } : {}), as: req.as, remoteAddress });
    totals.requests++;
    const cls = `${Math.floor(res.statusCode / 100)}xx`;
    totals.byClass[cls] = (totals.byClass[cls] ?? 0) + 1;
    for (const finding of judge(req, res)) {
      if (finding.kind === '5xx') totals.fivexx++;
      else if (finding.kind === 'body') totals.badBodies++;
      else totals.stackTraces++;
      if (totals.findings.length < 200) totals.findings.push(finding);
    }
    if (opts.onProgress && (i + 1) % 1000 === 0) opts.onProgress(i + 1);
  }
  totals.calls = seen.size;
  totals.ms = Date.now() - started;
  return totals;
}

/** Real ids, keys and download links of the demo data, gathered through the API as their owners see them. */
export async function gatherPools(s: System): Promise<FuzzPools> {
  const ALICE = 'client@acme-health.example';
  const get = async (url: string, as?: string) => {
    const res = await s.call({ method: 'GET', url, as });
    return res.statusCode === 200 ? (res.json() as unknown) : undefined;
  };
  // Stored objects of every kind the download endpoint treats differently (inline-safe, active, empty).
  const probe = await requestWithFiles(s, ALICE, [
    { fileName: 'notes.txt', content: 'twelve bytes' },
    { fileName: 'page.html', content: '<script>alert(1)</script>' },
    { fileName: 'empty.pdf', content: '' },
  ], 'Fuzz probe');
  const downloads: string[] = [];
  for (const f of probe.files) for (const inline of [false, true]) downloads.push(await downloadPath(s, ALICE, probe, f.fileName, inline));
  const jobs = [probe, ...(((await get('/v1/jobRequests?pageSize=20', ALICE)) as { items?: StoredRequest[] } | undefined)?.items ?? [])];
  const fileKeys = jobs.flatMap((j) => j.files.map((f) => f.fileKey));
  const me = (await get('/v1/userAccount', ALICE)) as { clientConfig?: { id?: string } } | undefined;
  const reports = ((await get('/v1/reports', ALICE)) as Array<{ id: string }> | { items?: Array<{ id: string }> } | undefined) ?? [];
  const reportIds = (Array.isArray(reports) ? reports : (reports.items ?? [])).map((x) => String(x.id));
  const contacts = ((await get('/v1/userAccount/organizationClientContacts', ALICE)) as Array<{ id: string }> | undefined) ?? [];
  return {
    params: {
      jobRequestId: jobs.map((j) => j.id),
      fileKey: fileKeys,
      clientId: [String(me?.clientConfig?.id ?? '1'), '1', '2', '3', '4'],
      reportId: reportIds,
      clientContactId: (Array.isArray(contacts) ? contacts : []).map((c) => String(c.id)),
    },
    downloads,
    actors: [undefined, ALICE, 'employee@acme-health.example', 'client@globex.example', 'admin@lingua.example', 'coordinator@lingua.example'],
  };
}

/** The totals as the suite and the bench print them. */
export function report(t: FuzzTotals, seed: number): string {
  const classes = Object.entries(t.byClass)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const lines = [
    `contract fuzzing (seed ${seed}): ${t.requests} requests over ${t.calls} calls in ${(t.ms / 1000).toFixed(1)} s (${Math.round(t.requests / (t.ms / 1000))}/s)`,
    `  answers: ${classes}`,
    `  5xx: ${t.fivexx}   bodies outside {message, errorCode?}: ${t.badBodies}   stack traces: ${t.stackTraces}   (goal 0 each: ${t.fivexx + t.badBodies + t.stackTraces === 0 ? 'met' : 'NOT met'})`,
  ];
  for (const f of t.findings.slice(0, 25)) lines.push(`  ${f.kind} ${f.status} ${f.request} → ${f.body.replace(/\s+/g, ' ').slice(0, 160)}`);
  return lines.join('\n');
}

// Every setting has an embedded default, so `bash bootstrap.sh start` needs no configuration.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMtConfig, type MtConfig } from './mt-config.ts';
import { loadMediaConfig, type MediaConfig } from './media-config.ts';
import { loadScanConfig, type ScanConfig } from './scan-config.ts';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '@lingua/contract';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Config {
  host: string;
  port: number;
  /** Serve HTTPS with a generated localhost certificate (MSAL refuses a non-https authority). */
  https: boolean;
  /** The origin browsers use; behind a TLS proxy set PUBLIC_URL to the proxy's origin. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; PGlite under dataDir when empty. */
  databaseUrl: string | undefined;
  /** Secret that signs upload policies and download URLs. Generated and kept in dataDir when unset. */
  signingSecret: string | undefined;
  /** SECRETS_KEY seals secrets at rest (TOTP); SECRETS_KEY_PREVIOUS lists keys being rotated out, re-sealed at start. */
  secretsKey: string | undefined;
  secretsKeyPrevious: string[];
  s3: { bucket: string; region: string; endpoint: string | undefined } | undefined;
  smtp: { url: string; from: string } | undefined;
  mailFrom: string;
  intakeEmail: string;
  /** External OpenID Connect issuer; the embedded provider is used when unset. */
  oidcIssuer: string | undefined;
  /** Origins allowed to embed the widgets for every client (WIDGET_ORIGINS), besides each client's own list. */
  widgetOrigins: string[];
  oidcClientId: string;
  seedDemoData: boolean;
  devPages: boolean;
  portalDist: string;
  widgetsDist: string;
  logLevel: string;
  /** Trust X-Forwarded-* (true, or a comma list of proxy addresses/CIDRs) — set when behind a TLS proxy. */
  trustProxy: boolean | string;
  /** Per-IP limit on the calls visitors can make without a token (contract auth 'optional' or 'none'). */
  rateLimit: { publicMax: number; windowMs: number };
  /** Calls one API key may make in the window (decision 133), counted in the database like the limits above. */
  apiKeyRateLimit: { max: number; windowMs: number };
  /** Days a company's audit trail keeps an event (AUDIT_RETENTION_DAYS, decision 182); the purge job removes older ones. */
  auditRetentionDays: number;
  /** The provider's maximum days a request's files are kept after it ends (FILE_RETENTION_MAX_DAYS, decision 183); null: none. */
  fileRetentionMaxDays: number | null;
  /** Webhook deliveries (decision 136); allowNetworks (WEBHOOK_ALLOW_NETWORKS) may be private, plain http only there. */
  webhooks: { allowNetworks: string[]; timeoutMs: number; retryBaseMs: number; retryWindowMs: number; dispatchIntervalMs: number };
  workers: boolean;
  mt: MtConfig;
  media: MediaConfig;
  scan: ScanConfig;
  /** The provider's IANA time zone: "today" and "past due" on the staff dashboards are reckoned in it. */
  providerTimeZone: string;
  /** Link into the provider's project system; {kind} is project, quote or job, {id} its number. */
  projectManagementUrl: string;
  /** Spec 2 §2 home cards to external pages; a card whose setting is unset is not shown. */
  externalLinks: { invoices?: string; interpretingService?: string; projectSystemLink?: string };
  /** Spec 2 §7: where the portal posts its visitor-tracking events (TRACKING_URL); unset: sent nowhere. */
  trackingUrl: string | undefined;
  /** SIGTERM (docs/operations.md "Shutdown"): connections still taken for delayMs, exit non-zero past timeoutMs. */
  shutdown: { delayMs: number; timeoutMs: number };
  /** API calls answer 503 while the event loop is this far behind (LOAD_SHED_DELAY_MS); 0 turns it off. */
  loadShedDelayMs: number;
  metrics: { port: number; host: string } | undefined;
  /** Conversation mail replies (decision 185): SMTP listener and reply-address domain; none without a port. */
  inboundMail: { port: number; host: string; domain: string } | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const https = (env.HTTPS ?? 'true') !== 'false';
  const port = Number(env.PORT ?? 8443);
  const host = env.HOST ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const publicUrl = (env.PUBLIC_URL ?? `${https ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, '');
  return {
    host,
    port,
    https,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    signingSecret: env.SIGNING_SECRET || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    secretsKeyPrevious: (env.SECRETS_KEY_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
    s3: env.S3_BUCKET
      ? { bucket: env.S3_BUCKET, region: env.S3_REGION ?? 'us-east-1', endpoint: env.S3_ENDPOINT || undefined }
      : undefined,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM ?? 'no-reply@lingua.example' } : undefined,
    mailFrom: env.MAIL_FROM ?? 'Lingua Portal <no-reply@lingua.example>',
    intakeEmail: env.INTAKE_EMAIL ?? 'intake@lingua.example',
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'lingua-portal',
    widgetOrigins: parseOrigins(env.WIDGET_ORIGINS),
    seedDemoData: (env.SEED_DEMO_DATA ?? (production ? 'false' : 'true')) !== 'false',
    devPages: (env.DEV_PAGES ?? (production ? 'false' : 'true')) !== 'false',
    portalDist: path.join(REPO_ROOT, 'portal/dist'),
    widgetsDist: path.join(REPO_ROOT, 'packages/widgets/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    providerTimeZone: timeZone(env.PROVIDER_TIME_ZONE ?? 'America/New_York'),
    projectManagementUrl: env.PROJECT_MANAGEMENT_URL ?? 'https://xtrf.lingua.example/{kind}s/{id}',
    externalLinks: externalLinks(env, publicUrl, production),
    trackingUrl: optionalUrl('TRACKING_URL', env.TRACKING_URL, 'url').url,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    rateLimit: { publicMax: Number(env.RATE_LIMIT_PUBLIC_MAX ?? 300), windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000) },
    apiKeyRateLimit: { max: Number(env.RATE_LIMIT_API_KEY_MAX ?? 600), windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000) },
    ...retentionDays(env),
    webhooks: {
      allowNetworks: (env.WEBHOOK_ALLOW_NETWORKS ?? '').split(',').map((n) => n.trim()).filter(Boolean),
      timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000),
      retryBaseMs: Number(env.WEBHOOK_RETRY_BASE_MS ?? 30_000),
      retryWindowMs: Number(env.WEBHOOK_RETRY_WINDOW_MS ?? 86_400_000),
      dispatchIntervalMs: Number(env.WEBHOOK_DISPATCH_INTERVAL_MS ?? 200),
    },
    workers: (env.WORKERS ?? 'true') !== 'false',
    mt: loadMtConfig(env),
    media: loadMediaConfig(env),
    scan: loadScanConfig(env, dataDir, production),
    shutdown: {
      delayMs: wholeNumber(env, 'SHUTDOWN_DELAY_MS', 5_000),
      timeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', 30_000),
    },
    loadShedDelayMs: wholeNumber(env, 'LOAD_SHED_DELAY_MS', 2_000),
    metrics: env.METRICS_PORT ? { port: wholeNumber(env, 'METRICS_PORT', 0), host: env.METRICS_HOST || '127.0.0.1' } : undefined,
    inboundMail: inboundMail(env, publicUrl),
  };
}

function inboundMail(env: NodeJS.ProcessEnv, publicUrl: string): Config['inboundMail'] {
  if (!env.INBOUND_SMTP_PORT) return undefined;
  return { port: wholeNumber(env, 'INBOUND_SMTP_PORT', 0), host: env.INBOUND_SMTP_HOST || '127.0.0.1', domain: env.REPLY_DOMAIN || new URL(publicUrl).hostname };
}

/** The audit trail's days (decision 182) and the provider's maximum for request files (decision 183; unset or 0: none). */
function retentionDays(env: NodeJS.ProcessEnv): Pick<Config, 'auditRetentionDays' | 'fileRetentionMaxDays'> {
  return { auditRetentionDays: wholeNumber(env, 'AUDIT_RETENTION_DAYS', AUDIT_RETENTION_DEFAULT_DAYS), fileRetentionMaxDays: wholeNumber(env, 'FILE_RETENTION_MAX_DAYS', 0) || null };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

function parseTrustProxy(v: string | undefined): boolean | string {
  if (!v || v === 'false') return false;
  return v === 'true' ? true : v;
}

/** Home cards' sites (spec 2 §2); in development an unset one is the dev server's example (modules/dev-examples). */
function externalLinks(env: NodeJS.ProcessEnv, publicUrl: string, production: boolean): Config['externalLinks'] {
  const demo = (env.SEED_DEMO_DATA ?? (production ? 'false' : 'true')) !== 'false' && (env.DEV_PAGES ?? (production ? 'false' : 'true')) !== 'false';
  const example = (path: string) => (demo ? `${publicUrl}${path}` : undefined);
  return {
    ...optionalUrl('INVOICES_URL', env.INVOICES_URL || example(DEV_EXAMPLE_PATHS.invoices), 'invoices'),
    ...optionalUrl('INTERPRETING_SERVICE_URL', env.INTERPRETING_SERVICE_URL || example(DEV_EXAMPLE_PATHS.interpreting), 'interpretingService'),
    ...optionalUrl('PROJECT_SYSTEM_LINK_URL', env.PROJECT_SYSTEM_LINK_URL || example(DEV_EXAMPLE_PATHS.projectSystemLink), 'projectSystemLink'),
  };
}

export const DEV_EXAMPLE_PATHS = {
  invoices: '/dev/examples/invoices',
  interpreting: '/dev/examples/interpreting',
  projectSystemLink: '/dev/examples/project-system/link',
  projectSystem: '/dev/examples/project-system',
} as const;

/** An optional absolute http(s) URL setting, as `{ [key]: url }` or `{}` when unset; a malformed one stops the start. */
function optionalUrl<K extends string>(name: string, value: string | undefined, key: K): Partial<Record<K, string>> {
  if (!value) return {};
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: "${value}" is not an http(s) URL`);
  return { [key]: value } as Partial<Record<K, string>>;
}

/** WIDGET_ORIGINS: origins separated by commas or spaces; each must be exactly `scheme://host[:port]`. */
export function parseOrigins(v: string | undefined): string[] {
  const list = (v ?? '').split(/[\s,]+/).filter(Boolean);
  for (const value of list) {
    let origin: string | undefined;
    try {
      origin = new URL(value).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== value) throw new Error(`WIDGET_ORIGINS: "${value}" is not an origin like https://intranet.example.com`);
  }
  return list;
}

/** A time zone Intl knows; a typo must stop the start, not shift every "due today". */
function timeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    throw new Error(`PROVIDER_TIME_ZONE: unknown time zone ${name}`);
  }
  return name;
}

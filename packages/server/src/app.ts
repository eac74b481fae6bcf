// The composition root: infrastructure first, then the API modules under /v1; tests use `app.inject`.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from './app-context.ts';
import { HttpError, statusMessage } from './lib/errors.ts';
import { frameworkErrorHeaders, securityHeaders } from './plugins/security-headers.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { corsPolicy, frameworkErrorCors } from './plugins/cors.ts';
import { widgetOriginsPlugin } from './plugins/widget-origins.ts';
import { rateLimits } from './plugins/rate-limit.ts';
import { portalConfig } from './plugins/portal-config.ts';
import { openApi } from './plugins/openapi.ts';
import { sendSpaIndex, staticFiles } from './plugins/static-files.ts';
import { storagePlugin } from './storage/storage-plugin.ts';
import { mailPlugin } from './mail/mail-plugin.ts';
import { jobsPlugin } from './jobs/jobs-plugin.ts';
import { jobRequestsModule } from './modules/job-requests/index.ts';
import { machineTranslationModule } from './modules/machine-translation/index.ts';
import { mediaTranslationModule } from './modules/media-translation/index.ts';
import { documentReviewModule } from './modules/document-review/index.ts';
import { qualityModule } from './modules/quality/index.ts';
import { mtPlugin } from './engines/mt/plugin.ts';
import { mediaPlugin } from './engines/media/plugin.ts';
import { scannerPlugin } from './engines/scanner/plugin.ts';
import { tempFilesModule } from './modules/temp-files/index.ts';
import { referenceDataModule } from './modules/reference-data/index.ts';
import { clientConfigsModule } from './modules/client-configs/index.ts';
import { userAccountModule } from './modules/user-account/index.ts';
import { uiLogsModule } from './modules/ui-logs/index.ts';
import { emailVerificationModule } from './modules/email-verification/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { languageGroupsModule } from './modules/language-groups/index.ts';
import { glossariesModule } from './modules/glossaries/index.ts';
import { translationMemoryModule } from './modules/translation-memory/index.ts';
import { organizationUsersModule } from './modules/organization-users/index.ts';
import { quoteRequestsModule } from './modules/quote-requests/index.ts';
import { autoQuotesModule } from './modules/auto-quotes/index.ts';
import { projectsModule } from './modules/projects/index.ts';
import { procurementModule, punchoutReturnPage } from './modules/procurement/index.ts';
import { devExamplesRoutes } from './modules/dev-examples/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { statisticsModule } from './modules/statistics/index.ts';
import { apiKeysModule } from './modules/api-keys/index.ts';
import { webhooksModule } from './modules/webhooks/index.ts';
import { auditTrailModule } from './modules/audit-trail/index.ts';
import { retentionModule } from './modules/retention/index.ts';
import { noticesModule } from './modules/notices/index.ts';
import { conversationsModule } from './modules/conversations/index.ts';
import { identityAccountRoutes } from './modules/identity-account/index.ts';
import { bearerAuth, identityProvider, popupBridge } from './identity/index.ts';
import { Health, healthRoutes, isLoopbackAddress } from './shell/health.ts';
import { dependencyChecks } from './shell/dependency-checks.ts';
import { isStaff } from './modules/access.ts';
import { Lifecycle } from './shell/lifecycle.ts';
import { watchDatabase } from './shell/database-watch.ts';
import type { Metrics } from './instrumentation/metrics.ts';
import { attachCollectors } from './shell/metrics-collectors.ts';
import { loggerOptions, RequestLogController } from './instrumentation/log.ts';
import { loadShedding } from './shell/load-shedding.ts';
import { tracing } from './instrumentation/tracing.ts';
import { UPLOAD_PATH } from './storage/local-store.ts';

export type { AppContext } from './app-context.ts';

/** Messages of the router's refusals; Fastify's own texts repeat the request's path back. */
const FRAMEWORK_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The address is not valid: a part of it is not valid percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long: a part of it exceeds the length allowed',
};

// Fastify's error codes name the framework (FST_ERR_CTP_INVALID_MEDIA_TYPE); a caller gets the API's own
// vocabulary instead, so the answer neither reveals the server's stack nor changes when it is upgraded.
const FRAMEWORK_ERROR_CODES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'INVALID_PATH',
  FST_ERR_MAX_PARAM_LENGTH: 'PATH_TOO_LONG',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
};
const publicErrorCode = (code: string): string => FRAMEWORK_ERROR_CODES[code] ?? code.replace(/^FST_ERR_(CTP_)?/, '');

export type App = FastifyInstance & { withTypeProvider: () => FastifyInstance };

export interface BuildAppOptions {
  logger?: boolean;
  /** Runs on the root instance before any plugin, so its hooks reach every route; tests only. */
  configure?: (app: FastifyInstance) => void;
  https?: { key: string; cert: string };
  /** The process's probes (main.ts); without it the app makes its own, ready at once (tests). */
  health?: Health;
  /** The server main.ts already listens on (probes answer during the start); Fastify makes its own without it. */
  serverFactory?: FastifyServerFactory;
  /** Answer API calls 503 while the event loop is blocked past LOAD_SHED_DELAY_MS (main.ts). */
  shedLoad?: boolean;
  metrics?: Metrics;
  logStream?: { write(line: string): void };
}

/** Every error a route throws, in the error body of spec 1 §8: its own status and code, never an internal message. */
function answerError(err: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  // The error body is plain JSON whatever the route's response schemas say: a call that answers cXML (whose
  // schemas describe a string) would otherwise serialise the object as "[object Object]".
  reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
  if (err instanceof HttpError) {
    return reply.status(err.status).send(err.errorCode ? { message: err.message, errorCode: err.errorCode } : { message: err.message });
  }
  const fe = err as FastifyError;
  if (fe.validation) {
    return reply.status(400).send({ message: validationMessage(fe), errorCode: 'INVALID_PARAMETER' });
  }
  const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
  if (status >= 500) {
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: statusMessage(500) });
  }
  // Fastify's own 4xx (malformed JSON, unsupported media type, body too large) carry a safe message.
  return reply.status(status).send(fe.code ? { message: fe.message || statusMessage(status), errorCode: publicErrorCode(fe.code) } : { message: statusMessage(status) });
}

/** The probes first: they need nothing the other plugins set up, and answer while the process is stopping. */
async function registerProbes(app: FastifyInstance, ctx: AppContext, opts: BuildAppOptions): Promise<Health> {
  const health = opts.health ?? new Health({ dependencies: dependencyChecks(ctx.config), lifecycle: new Lifecycle('ready'), database: watchDatabase(ctx.database, undefined) });
  // The detail of /health names the settings: loopback and signed-in staff only (decision 132). The principal is
  // read when asked, through the identity plugin registered below.
  const mayReadDetail = async (req: FastifyRequest) => isLoopbackAddress(req.ip) || (!!req.headers.authorization && isStaff(await app.principals.principalOf(req)));
  await app.register(healthRoutes, { health, mayReadDetail });
  app.addHook('onRequest', (_req, reply, done) => {
    // Stopping: every answer asks the client to reconnect, which lands it on another process.
    if (health.sources.lifecycle.phase === 'stopping') reply.header('connection', 'close');
    done();
  });
  return health;
}

function watchTheBuiltApp(app: FastifyInstance, ctx: AppContext, health: Health, metrics: Metrics | undefined): void {
  health.sources.objectStore = app.objectStore;
  health.sources.jobQueue = () => app.jobs.state();
  health.sources.mtEngines = () => app.mt.engine.engineLanguages();
  if (metrics) {
    attachCollectors(metrics, { database: ctx.database, jobs: app.jobs });
    app.mt.engine.observe((o) => metrics.observeMtCall(o));
    metrics.instrumentEngine(app.media, `media:${ctx.config.media.engine}`);
  }
}

export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const frameworkHeaders = frameworkErrorHeaders(ctx.config);
  const app = Fastify({
    ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : opts.https ? { https: opts.https } : {}),
    logger: opts.logger ? loggerOptions(ctx.config.logLevel, opts.logStream) : false,
    logController: new RequestLogController(),
    // Ids in paths can be long (base64 client ids, encoded file keys).
    routerOptions: { maxParamLength: 1000 },
    // Only behind a real proxy may X-Forwarded-For name the client: otherwise anyone could dodge the
    // per-IP rate limits and sign-in throttles by sending the header.
    trustProxy: ctx.config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    // Router refusals (bad percent-encoding, over-long parameter) come before any hook: they get the error body here.
    frameworkErrors: (err, req, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      frameworkHeaders(req.raw, reply.raw);
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status >= 500) req.log.error({ err }, 'framework error');
      const body = status >= 500 ? { message: statusMessage(500) } : { message: FRAMEWORK_ERROR_MESSAGES[err.code] ?? statusMessage(status), errorCode: publicErrorCode(err.code) };
      // The widget origins are known once their plugin is registered; this runs only for requests, after that.
      void frameworkErrorCors(app.widgetOrigins, req.raw, reply.raw).then(() => reply.status(status).send(body));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('ctx', ctx);

  app.setErrorHandler(answerError);

  app.setNotFoundHandler((req, reply) => {
    if (sendSpaIndex(app, req, reply)) return;
    return reply.status(404).send({ message: statusMessage(404) });
  });

  opts.configure?.(app);

  const health = await registerProbes(app, ctx, opts);
  opts.metrics?.instrumentHttp(app, UPLOAD_PATH);
  tracing()?.instrument(app);
  // main.ts only: a test's app shares its event loop with PGlite and the test itself, whose pauses are not load.
  if (opts.shedLoad) await app.register(loadShedding, { delayMs: ctx.config.loadShedDelayMs });

  // Infrastructure first (headers, CORS and rate limits must see every later route); the explicit list shows the order.
  const modules: Array<(app: FastifyInstance) => Promise<void>> = [securityHeaders, inputGuard, widgetOriginsPlugin, corsPolicy, rateLimits, identityProvider, popupBridge, bearerAuth, portalConfig, openApi, staticFiles, storagePlugin, mailPlugin, jobsPlugin, mtPlugin, mediaPlugin, scannerPlugin];
  for (const m of modules) await app.register(m);

  const apiModules: Array<(app: FastifyInstance) => Promise<void>> = [identityAccountRoutes, referenceDataModule, clientConfigsModule, userAccountModule, uiLogsModule, tempFilesModule, emailVerificationModule, accountsModule, languageGroupsModule, glossariesModule, translationMemoryModule, organizationUsersModule, quoteRequestsModule, autoQuotesModule, projectsModule, statisticsModule, jobRequestsModule, machineTranslationModule, reportsModule, procurementModule, mediaTranslationModule, documentReviewModule, qualityModule, apiKeysModule, webhooksModule, noticesModule, auditTrailModule, retentionModule, conversationsModule];
  for (const m of apiModules) await app.register(m, { prefix: '/v1' });
  await app.register(punchoutReturnPage);
  await app.register(devExamplesRoutes);
  watchTheBuiltApp(app, ctx, health, opts.metrics);

  return app;
}

interface AjvError {
  keyword: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** "email must match format \"email\"", "address.city is required": the first problem, naming the field. */
function validationMessage(fe: FastifyError): string {
  const first = fe.validation?.[0] as AjvError | undefined;
  const base = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = first?.params?.['missingProperty'];
  const extra = first?.params?.['additionalProperty'];
  const join = (a: string, b: unknown) => (a ? `${a}.${String(b)}` : String(b));
  if (first?.keyword === 'required' && missing !== undefined) return `${join(base, missing)} is required`;
  if (first?.keyword === 'additionalProperties' && extra !== undefined) return `${join(base, extra)} is not allowed`;
  const field = base || fe.validationContext || 'request';
  return `${field} ${first?.message ?? 'is invalid'}`;
}

/**
 * Builds the Fastify instance: platform plugins (security headers, cookies, rate limits, auth,
 * errors, OpenAPI), then one plugin per feature module under /api, then the built web app.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { AppServices } from './app-services.js';
import type { Db } from './db/client.js';
import { keepReadFence } from './db/read-replica.js';
import { aiSandboxRoutes } from './integrations/ai/sandbox-routes.js';
import { googleCalendarSandboxRoutes } from './integrations/google-calendar/sandbox-routes.js';
import { googleDriveSandboxRoutes } from './integrations/google-drive/sandbox-routes.js';
import { microsoftSandboxRoutes } from './integrations/microsoft/sandbox-routes.js';
import { plaidSandboxRoutes } from './integrations/plaid/sandbox-routes.js';
import { stripeSandboxRoutes } from './integrations/stripe/sandbox-routes.js';
import { uscisSandboxRoutes } from './integrations/uscis/sandbox-routes.js';
import { adminToolsRoutes } from './modules/admin-tools/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { registerSecurityMails } from './modules/auth/security-mail.js';
import { registerSignInRetention } from './modules/auth/sign-in-retention.js';
import { registerWelcomeMail } from './modules/auth/welcome-mail.js';
import { plaidBankingRoutes } from './modules/banking/plaid-routes.js';
import { trustReportRoutes } from './modules/banking/reports-routes.js';
import { bankingRoutes } from './modules/banking/routes.js';
import { registerInvoiceJobs } from './modules/billing/invoice-jobs/register.js';
import { invoiceRoutes } from './modules/billing/invoice-routes.js';
import { invoiceShareRoutes } from './modules/billing/invoice-share-routes.js';
import { payLinkUrls } from './modules/billing/pay-link.js';
import { portalInvoiceRoutes } from './modules/billing/portal-invoice-routes.js';
import { savedChargeRoutes } from './modules/billing/saved-charges-routes.js';
import { invoiceSettingsRoutes } from './modules/billing/settings-routes.js';
import { calendarFeedRoutes } from './modules/calendar/feed-routes.js';
import { calendarDeps, googleCalendarRoutes } from './modules/calendar/google-routes.js';
import { registerGoogleCalendarSync } from './modules/calendar/google-sync.js';
import { microsoftDeps, microsoftRoutes } from './modules/calendar/microsoft-routes.js';
import { registerMicrosoftSync } from './modules/calendar/microsoft-sync.js';
import { calendarPushRoutes, pushDeps } from './modules/calendar/push-routes.js';
import { registerCalendarPush } from './modules/calendar/push-service.js';
import { calendarSettingsRoutes } from './modules/calendar/reminder-routes.js';
import { registerCalendarReminders } from './modules/calendar/reminders.js';
import { calendarRoutes } from './modules/calendar/routes.js';
import { caseReceiptHistoryRoutes, caseReceiptSandboxRecheckRoutes } from './modules/case-receipts/history-routes.js';
import { caseReceiptLookupRoutes } from './modules/case-receipts/lookup-routes.js';
import { caseReceiptNoticeRoutes } from './modules/case-receipts/notice-routes.js';
import { registerReceiptRechecks } from './modules/case-receipts/recheck.js';
import { caseReceiptRoutes } from './modules/case-receipts/routes.js';
import { caseRoutes } from './modules/cases/routes.js';
import { clientRecordsRoutes } from './modules/client-records/routes.js';
import { clientRoutes } from './modules/clients/routes.js';
import { contactRoutes } from './modules/contacts/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { documentDirectoryRoutes } from './modules/document-directories/routes.js';
import { documentFillingRoutes } from './modules/document-fillings/routes.js';
import { documentViewRoutes } from './modules/document-views/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { firmRoutes } from './modules/firm/routes.js';
import { firmFormRoutes } from './modules/firm-forms/routes.js';
import { formFillingRoutes } from './modules/form-filling/routes.js';
import { formLinkRoutes } from './modules/form-sending/link-routes.js';
import { portalFormRoutes } from './modules/form-sending/portal-routes.js';
import { registerFormReminders } from './modules/form-sending/reminders.js';
import { formSendingRoutes, sendingDeps } from './modules/form-sending/routes.js';
import { formRoutes } from './modules/forms/routes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { driveDocumentCopier, googleDriveRoutes } from './modules/google-drive/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { onlinePaymentDeps, onlinePaymentRoutes } from './modules/online-payments/routes.js';
import { registerOnlinePaymentJobs } from './modules/online-payments/webhook.js';
import { participantTypeRoutes } from './modules/participant-types/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { portalRoutes } from './modules/portal/routes.js';
import { portalSecondFactorRoutes } from './modules/portal/second-factor-routes.js';
import { portalAccessRoutes } from './modules/portal/staff-routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { registerSubscriptionChecks } from './modules/subscription/renewals.js';
import { subscriptionRoutes } from './modules/subscription/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { templateRoutes } from './modules/templates/routes.js';
import { termsRoutes } from './modules/terms/routes.js';
import { timeEntryRoutes } from './modules/time-entries/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { workflowDraftRoutes } from './modules/workflow-drafts/routes.js';
import { workflowBuilderRoutes } from './modules/workflows/builder-routes.js';
import { workflowRoutes } from './modules/workflows/routes.js';
import { registerOrphanSweep } from './ops/orphan-files.js';
import { authPlugin } from './platform/auth/plugin.js';
import { installErrorHandler } from './platform/errors.js';
import { installInFlight } from './platform/in-flight.js';
import { installInputGuard } from './platform/input-guard.js';
import { loggerOptions, RedactingLogController } from './platform/log-redaction.js';
import { createMetrics, installRequestMetrics } from './platform/metrics/index.js';
import { postgresRateLimitStore, registerRateLimitCleanup } from './platform/rate-limit-store.js';
import { installAddressLimits } from './platform/rate-limits.js';
import { installRequestContext, requestIdOf } from './platform/request-context.js';
import { installUploads } from './platform/uploads/index.js';

export interface BuildOptions {
  /** Where the log goes at `info` instead (the tests' request log); by default stdout at the configured level. */
  logStream?: { write(line: string): void };
}

export async function buildApp(services: AppServices, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logStream
      ? { ...loggerOptions('info'), stream: options.logStream }
      : services.config.env === 'test'
        ? false
        : loggerOptions(services.config.logLevel),
    logController: new RedactingLogController(),
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The caller's X-Request-Id when it is a safe short token, else a UUID; echoed, and carried into jobs and mail.
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  // First, so a request counts from its arrival: shutdown waits for it (server.ts).
  installInFlight(app);
  installRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputGuard(app);

  // helmet's headers, built once. @fastify/helmet built the whole set again for every request (the
  // policy parsed anew each time), about 1.5% of the API's time under load (npm run bench, CPU profile).
  // With live Stripe keys, the card forms load Stripe.js, which talks to Stripe's API and opens its 3-D Secure
  // frames; without them (the sandbox, or no card payments) nothing of Stripe's may load.
  const stripe = services.config.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The invoice PDF is laid out in the browser by react-pdf, whose layout engine is WebAssembly.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...stripe.script],
        frameSrc: ["'self'", ...stripe.frame],
        // Mantine injects its CSS variables in style tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // react-pdf fetches its WebAssembly and the invoice's logo from data: URLs.
        connectSrc: ["'self'", 'data:', ...stripe.connect],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain http on a laptop or LAN; TLS is the load balancer's job in production.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Plaid Link opens in a popup that must keep its opener to hand back the bank connection.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(fastifyCookie);
  // On PostgreSQL the limits count in the database, so every API process shares them (platform/rate-limit-store.ts);
  // PGlite serves one process, whose memory is the plugin's default store.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(services.database.kind === 'postgresql' ? { store: postgresRateLimitStore(services.db) } : {}),
  });
  installAddressLimits(app, services.config);
  // Multipart ("form data") bodies are read by each route with request.parts(); files are opt-in per route.
  await app.register(fastifyMultipart, {
    limits: { fieldSize: 1024 * 1024, fields: 500, fileSize: 20 * 1024 * 1024, files: 10 },
  });
  // Files are streamed to a temporary folder per request, under the process's cap on concurrent uploads.
  installUploads(app, services.uploads);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Counsel API', version: '0.1.0', description: 'Practice management for law firms.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin, { db: services.db, tokens: services.tokens });
  if (services.database.kind === 'postgresql' && services.database.replica) installReadFences(app, services.db);
  // Prometheus metrics (GET /api/metrics) only when METRICS_TOKEN is set; the health module serves them.
  const metrics = services.config.metricsToken ? createMetrics({ ...services, log: app.log }) : null;
  if (metrics) installRequestMetrics(app, metrics);

  // A production deployment serves no sandbox unless SANDBOXES=on (config.ts).
  const sandboxes = services.config.sandboxes;
  const modules = [
    (s: AppServices) => healthRoutes(s, metrics),
    authRoutes,
    termsRoutes,
    userRoutes,
    dashboardRoutes,
    adminToolsRoutes,
    firmRoutes,
    geoRoutes,
    calendarRoutes,
    googleCalendarRoutes,
    // The Calendar sandbox stands in only while Google is not configured and sandboxes are on (DESIGN §5).
    ...(services.config.google || !sandboxes ? [] : [googleCalendarSandboxRoutes]),
    microsoftRoutes,
    // The Microsoft 365 sandbox stands in only while Microsoft is not configured and sandboxes are on.
    ...(services.config.microsoft || !sandboxes ? [] : [microsoftSandboxRoutes]),
    calendarFeedRoutes,
    calendarPushRoutes,
    calendarSettingsRoutes,
    ...caseRoutes,
    // Registered before the receipt's own routes' /case-receipt/:id only for reading order: static paths win anyway.
    caseReceiptNoticeRoutes,
    caseReceiptRoutes,
    caseReceiptLookupRoutes,
    caseReceiptHistoryRoutes,
    clientRecordsRoutes,
    clientRoutes,
    contactRoutes,
    // Documents copy a Drive file through the google-drive module, which stands above them.
    (s: AppServices) => documentRoutes(s, driveDocumentCopier(s)),
    documentDirectoryRoutes,
    documentViewRoutes,
    documentFillingRoutes,
    firmFormRoutes,
    formFillingRoutes,
    formSendingRoutes,
    formLinkRoutes,
    formRoutes,
    googleDriveRoutes,
    // The Drive sandbox stands in only while Google is not configured and sandboxes are on (DESIGN §5).
    ...(services.config.google || !sandboxes ? [] : [googleDriveSandboxRoutes]),
    participantTypeRoutes,
    teamRoutes,
    timeEntryRoutes,
    invoiceRoutes,
    invoiceShareRoutes,
    invoiceSettingsRoutes,
    savedChargeRoutes,
    bankingRoutes,
    plaidBankingRoutes,
    trustReportRoutes,
    // The Plaid sandbox stands in only while Plaid is not configured and sandboxes are on (DESIGN §5).
    ...(services.config.plaid || !sandboxes ? [] : [plaidSandboxRoutes]),
    paymentRoutes,
    onlinePaymentRoutes,
    subscriptionRoutes,
    // The Stripe sandbox stands in only while Stripe is not configured and sandboxes are on (DESIGN §5).
    ...(services.config.stripe || !sandboxes ? [] : [stripeSandboxRoutes]),
    portalAccessRoutes,
    portalRoutes,
    portalSecondFactorRoutes,
    portalFormRoutes,
    portalInvoiceRoutes,
    searchRoutes,
    workflowRoutes,
    workflowBuilderRoutes,
    workflowDraftRoutes,
    // The AI sandbox stands in only while no AI server is configured and sandboxes are on (DESIGN §5).
    ...(services.config.ai || !sandboxes ? [] : [aiSandboxRoutes]),
    templateRoutes,
    // The USCIS sandbox stands in only while USCIS is not configured and sandboxes are on (DESIGN §5).
    ...(services.config.uscis || !sandboxes ? [] : [uscisSandboxRoutes, caseReceiptSandboxRecheckRoutes]),
  ];
  for (const routes of modules) await app.register(routes(services), { prefix: '/api' });
  // A sandbox path not served (its service configured, or sandboxes off) is unknown to anyone, signed in or not.
  app.all('/api/sandbox/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) =>
    reply.status(404).send({ code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );

  if (services.jobs) {
    const { db, jobs, mailer, storage } = services;
    await registerWelcomeMail({ db, jobs, mailer });
    await registerSecurityMails({ db, jobs, mailer, publicOrigin: services.config.publicOrigin });
    await registerSignInRetention({ db, jobs });
    if (services.database.kind === 'postgresql') await registerRateLimitCleanup({ db, jobs });
    await registerInvoiceJobs({ db, jobs, mailer, storage, payLinkUrl: payLinkUrls(services) });
    await registerOrphanSweep({ db, jobs, store: storage.store, log: app.log });
    // Object.assign keeps the deps' provider read at call time.
    await registerOnlinePaymentJobs(Object.assign(onlinePaymentDeps(services, app.log), { jobs }));
    await registerFormReminders({ ...sendingDeps(services, app.log), jobs });
    await registerGoogleCalendarSync({ ...calendarDeps(services), jobs, log: app.log });
    await registerMicrosoftSync({ ...microsoftDeps(services), jobs, log: app.log });
    await registerCalendarPush(Object.assign(pushDeps(services), { jobs, log: app.log }));
    await registerCalendarReminders({ db, mailer, publicOrigin: services.config.publicOrigin, log: app.log, jobs });
    await registerSubscriptionChecks({
      db,
      jobs,
      log: app.log,
      // Read at call time, as the routes do, so a suite can point the provider at the address it listens on.
      get stripe() {
        return services.stripe;
      },
    });
    await registerReceiptRechecks({
      db,
      mailer,
      publicOrigin: services.config.publicOrigin,
      log: app.log,
      jobs,
      // Read at call time, as the lookups do, so a suite can stand another USCIS in.
      get uscis() {
        return services.uscis;
      },
    });
  }

  await serveWebApp(app, services.config.webDist);
  return app;
}

/** The web build's HEIC decoder worker and the policy it runs under (it makes no requests of its own). */
const HEIC_WORKER_FILE = 'heic2any-worker.js';
const HEIC_WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'";
/**
 * Vite names every file under assets/ by a hash of its content, so a returning browser may keep it for a
 * year without asking again: a page then loads its ~100 chunks from cache instead of revalidating each
 * one (measured: a screen's first paint 1 s → see bench). A new build has new names; index.html, which
 * names them, is never cached.
 */
const HASHED_ASSETS_DIR = 'assets';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Unknown /api paths answer a JSON 404. Any other GET is a page of the single-page app, answered
 * with its index.html when the web app has been built (its files are served as they are).
 */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Set per file below.
      cacheControl: false,
      // heic2any's HEIC decoder (apps/web/build/heic-worker-plugin.ts) compiles functions with `new Function`;
      // only its worker file may eval, under a policy of its own, and the pages keep theirs.
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webDist, filePath).split(path.sep)[0] === HASHED_ASSETS_DIR;
        reply.raw.setHeader('cache-control', hashed ? HASHED_ASSET_CACHE : 'public, max-age=0');
        // helmet set the page policy on the raw response; this replaces it for this one file.
        if (path.basename(filePath) === HEIC_WORKER_FILE)
          reply.raw.setHeader('content-security-policy', HEIC_WORKER_CSP);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (hasWebApp && request.method === 'GET' && !isApi) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'not_found', message: `No route ${request.method} ${pathname}` });
  });
}

/** Methods that write nothing: every other one may have, so it moves the caller's read fence (db/read-replica.ts). */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * With a read replica: after a signed-in user's request that may have written, keep their read fence before the
 * answer leaves, so their next read, on any API process, sees the write (db/read-replica.ts).
 */
function installReadFences(app: FastifyInstance, primary: Db): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!request.auth || READ_ONLY_METHODS.has(request.method)) return payload;
    try {
      await keepReadFence(primary, request.auth.firm.id, request.auth.user.id);
    } catch (error) {
      // The write stands: its answer goes out, and the user's next list may lag it by the replication delay.
      request.log.error({ err: error }, 'could not keep the read fence');
    }
    return payload;
  });
}

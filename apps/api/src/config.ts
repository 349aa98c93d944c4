/** Environment, parsed once at start. Everything optional has a default that works on a laptop. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PaidPlanCode } from '@counsel/domain';
import { z } from 'zod';
import { usableCores } from './cpu-count.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/api, whether running from src/ (tsx, tests) or from the bundled dist/. */
const apiRoot = path.resolve(here, '..');
/** The public forms library shipped with the API. */
export const FORMS_ASSETS_DIR = path.join(apiRoot, 'assets', 'forms');

/** More processes than this on one host is a typo, not a plan. */
export const MAX_WORKERS = 256;

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** A streaming replica of DATABASE_URL's database, for the read-heavy lists, exports and reports (db/read-replica.ts). */
  DATABASE_READ_URL: z.string().optional(),
  /** API processes on the port (node:cluster): a count, or `auto` for one per core (within a container's CPU quota). */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(MAX_WORKERS)], {
      error: `a whole number from 1 to ${MAX_WORKERS}, or auto`,
    })
    .default(1),
  /** PostgreSQL connections of the API as a whole, shared out among its processes (db/pool-size.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Counsel <no-reply@counsel.example>'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(true),
  SEED_DEMO: flag.default(true),
  COOKIE_SECURE: flag.optional(),
  TRUST_PROXY: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  APP_URL: z.url().optional(),
  /** on: calendars push their changes to APP_URL's webhooks (Google watch channels, Graph subscriptions). */
  CALENDAR_PUSH: z.enum(['on', 'off']).default('off'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  PASSWORD_RESET_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  MFA_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  PLAID_BASE_URL: z.url().default('https://sandbox.plaid.com'),
  PLAID_CLIENT_ID: z.string().min(1).optional(),
  PLAID_SECRET: z.string().min(1).optional(),
  /** USCIS's own test environment; production is https://api.uscis.gov once USCIS grants production access. */
  USCIS_BASE_URL: z.url().default('https://api-int.uscis.gov'),
  USCIS_CLIENT_ID: z.string().min(1).optional(),
  USCIS_CLIENT_SECRET: z.string().min(1).optional(),
  /** Stripe's secret key (sk_live_... or sk_test_...); its publishable key is the browser's card form's. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** The signing secret (whsec_...) of the Stripe webhook endpoint at APP_URL/api/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** 32 bytes, base64: encrypts stored secrets such as Google refresh tokens (else data/secrets/encryption.key). */
  ENCRYPTION_KEY: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_API_ROOT_URL: z.url().default('https://www.googleapis.com/'),
  /** Microsoft 365 (Entra ID app registration): Outlook calendar and Teams meetings through Graph. */
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  /** The Entra tenant the app signs users in with: common (any work account), organizations or a tenant id. */
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default('common'),
  /** Any OpenAI-compatible chat-completions server (https://api.openai.com/v1, a local model server...). */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Whether the API serves its own stand-ins for unconfigured outside services (DESIGN §5). */
  SANDBOXES: z.enum(['on', 'off']).optional(),
  /** Requests whose files are received at once, per process (platform/uploads). */
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  /** Seconds a request beyond that waits for its turn before a 503; 0 answers it at once. */
  UPLOAD_WAIT_SECONDS: z.coerce.number().min(0).max(600).default(30),
  /** How long SIGTERM waits for in-flight requests and running jobs before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Where uploads are streamed to before they are stored (a folder per request, removed after it). */
  UPLOAD_TMP_DIR: z.string().optional(),
  /** Serves GET /api/metrics (Prometheus) to requests bearing this token; unset, there is no such route. */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().min(16, 'at least 16 characters').optional(),
  ),
  /** With STRIPE_SECRET_KEY: the monthly Stripe price (price_...) of each paid plan (@counsel/domain PAID_PLANS). */
  STRIPE_PRICE_STARTER: z.string().min(1).optional(),
  STRIPE_PRICE_PROFESSIONAL: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS: z.string().min(1).optional(),
});

/** false, true (any proxy), the proxies' addresses and CIDR ranges, or a rule by hop (a hop count). */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: unset or 'false' believes no forwarded header (a client could otherwise forge its
 * address and scheme); 'true' believes any proxy; a number, that many hops; else a comma-separated
 * list of addresses or CIDR ranges, e.g. '10.0.0.0/8,127.0.0.1'.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of databaseUrl for the read-heavy routes (db/read-replica.ts); needs databaseUrl. */
  databaseReadUrl: string | undefined;
  /** API processes serving the port (WORKERS; `auto` is the machine's cores). More than one needs PostgreSQL. */
  workers: number;
  /** PostgreSQL connections of all the API processes together (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: S3Config | undefined;
  seedDemo: boolean;
  /** Every refresh cookie is Secure; without it, those of requests that came over HTTPS are. */
  cookieSecure: boolean;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For/-Proto/-Host are believed. */
  trustProxy: TrustProxy;
  logLevel: string;
  webDist: string;
  /** APP_URL as set (no trailing slash). */
  appUrl: string | undefined;
  /**
   * Where links in mail point: APP_URL (required in production), otherwise the address the server listens
   * on. Never a request's Host header, which the sender of the request chooses.
   */
  publicOrigin: string;
  /**
   * Whether connected calendars are asked to push their changes to the webhooks at publicOrigin
   * (CALENDAR_PUSH=on): only a server Google and Microsoft can reach (APP_URL over HTTPS) or one using the
   * sandboxes. Off, the 5-minute scheduled sync alone brings changes in; on, it stays as the safety net.
   */
  calendarPush: boolean;
  migrationsDir: string;
  /** The public forms library shipped with the API (assets/forms), beside src/ and dist/. */
  formsAssetsDir: string;
  /** Sign-in attempts per minute from one address for one email (staff and portal). */
  loginRateLimit: number;
  /** Sign-in attempts per 15 minutes from one address across all emails (staff and portal together). */
  loginAddressRateLimit: number;
  /** Password-reset requests per 15 minutes from one address across all emails (staff and portal together). */
  passwordResetAddressRateLimit: number;
  /** Second-step codes (POST /auth/mfa/verify) per 15 minutes from one address across all accounts. */
  mfaAddressRateLimit: number;
  /** Plaid's API; unset (no client id and secret) uses the sandbox the API serves at /api/sandbox/plaid. */
  plaid: { baseUrl: string; clientId: string; secret: string } | undefined;
  /** The USCIS Case Status API; unset (no client id and secret) uses the sandbox at /api/sandbox/uscis. */
  uscis: { baseUrl: string; clientId: string; clientSecret: string } | undefined;
  /** Stripe, the payment cards' provider; unset (no secret key) uses the sandbox at /api/sandbox/stripe. */
  stripe: { secretKey: string; publishableKey: string | null } | undefined;
  /** Stripe's webhook signing secret for clients' card payments (the sandbox derives its own). */
  stripeWebhookSecret: string | undefined;
  /** ENCRYPTION_KEY as set; unset, a key kept under dataDir/secrets is used. */
  encryptionKey: string | undefined;
  /** Google's OAuth and Drive API; unset (no client id and secret) uses the sandbox at /api/sandbox/google-drive. */
  google: GoogleConfig | undefined;
  /** Microsoft 365 (Graph); unset uses the sandbox at /api/sandbox/microsoft. */
  microsoft: MicrosoftConfig | undefined;
  /** The AI model server that drafts workflows; unset (no AI_BASE_URL) uses the sandbox at /api/sandbox/ai. */
  ai: AiConfig | undefined;
  /**
   * Whether an unconfigured service is stood in for by the API's own sandbox (SANDBOXES; on unless
   * NODE_ENV is production). Off, its sandbox routes are not served and the feature answers 503.
   */
  sandboxes: boolean;
  uploads: { concurrency: number; waitMs: number; tmpDir: string };
  /**
   * SHUTDOWN_TIMEOUT_MS: on SIGTERM or SIGINT the server stops accepting, finishes its requests and running jobs,
   * closes the database and exits 0; past this bound (or at a second signal) it exits 1 at once.
   */
  shutdownTimeoutMs: number;
  /** METRICS_TOKEN: the bearer token GET /api/metrics asks for; unset, the route is not served. */
  metricsToken: string | undefined;
  /** Each paid plan's Stripe price id (STRIPE_PRICE_<CODE>); the sandbox makes its own prices. */
  stripePlanPrices: Partial<Record<PaidPlanCode, string>>;
}

export interface AiConfig {
  baseUrl: string;
  /** Local servers often need none. */
  apiKey: string | undefined;
  model: string;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  apiRootUrl: string;
}

export interface MicrosoftConfig {
  clientId: string;
  clientSecret: string;
  tenant: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const appUrl = e.APP_URL?.replace(/\/+$/, '');
  if (e.NODE_ENV === 'production' && !appUrl) {
    throw new Error('Invalid environment: APP_URL is required in production (the address links in mail point to)');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL || undefined,
    workers: e.WORKERS === 'auto' ? usableCores() : e.WORKERS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    seedDemo: e.SEED_DEMO,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    // Request logs matter in production; on a laptop they bury the start-up banner.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    webDist: path.resolve(e.WEB_DIST ?? path.join(apiRoot, '..', 'web', 'dist')),
    appUrl,
    publicOrigin: appUrl ?? listeningOrigin(e.HOST, e.PORT),
    calendarPush: e.CALENDAR_PUSH === 'on',
    migrationsDir: path.join(apiRoot, 'drizzle'),
    formsAssetsDir: FORMS_ASSETS_DIR,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: e.LOGIN_ADDRESS_RATE_LIMIT,
    passwordResetAddressRateLimit: e.PASSWORD_RESET_ADDRESS_RATE_LIMIT,
    mfaAddressRateLimit: e.MFA_ADDRESS_RATE_LIMIT,
    plaid:
      e.PLAID_CLIENT_ID && e.PLAID_SECRET
        ? { baseUrl: e.PLAID_BASE_URL, clientId: e.PLAID_CLIENT_ID, secret: e.PLAID_SECRET }
        : undefined,
    uscis:
      e.USCIS_CLIENT_ID && e.USCIS_CLIENT_SECRET
        ? { baseUrl: e.USCIS_BASE_URL, clientId: e.USCIS_CLIENT_ID, clientSecret: e.USCIS_CLIENT_SECRET }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null }
      : undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            apiRootUrl: e.GOOGLE_API_ROOT_URL,
          }
        : undefined,
    microsoft:
      e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
        ? { clientId: e.MICROSOFT_CLIENT_ID, clientSecret: e.MICROSOFT_CLIENT_SECRET, tenant: e.MICROSOFT_TENANT }
        : undefined,
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    // A production deployment serves no stand-in unless asked to (the demo asks).
    sandboxes: e.SANDBOXES ? e.SANDBOXES === 'on' : e.NODE_ENV !== 'production',
    uploads: {
      concurrency: e.UPLOAD_CONCURRENCY,
      waitMs: e.UPLOAD_WAIT_SECONDS * 1000,
      tmpDir: path.resolve(e.UPLOAD_TMP_DIR ?? os.tmpdir()),
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    stripePlanPrices: {
      ...(e.STRIPE_PRICE_STARTER ? { starter: e.STRIPE_PRICE_STARTER } : {}),
      ...(e.STRIPE_PRICE_PROFESSIONAL ? { professional: e.STRIPE_PRICE_PROFESSIONAL } : {}),
      ...(e.STRIPE_PRICE_BUSINESS ? { business: e.STRIPE_PRICE_BUSINESS } : {}),
    },
  };
}

/** The address a browser on this machine reaches the server at: a wildcard or loopback host is localhost. */
export function listeningOrigin(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  const shown = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

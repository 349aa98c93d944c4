/**
 * Test helpers every API suite reuses: an app on its own database (cloned from the migrated
 * template), a firm with an admin, a limited employee, and a small client for calling the API.
 */

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import type { AppServices } from '../app-services.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { createAiProvider } from '../integrations/ai/index.js';
import { injectFetch as aiInjectFetch } from '../integrations/ai/inject-fetch.js';
import { createGoogleCalendarProvider } from '../integrations/google-calendar/index.js';
import { createGoogleDriveProvider } from '../integrations/google-drive/index.js';
import { createMicrosoftProvider } from '../integrations/microsoft/index.js';
import { createPlaidProvider } from '../integrations/plaid/index.js';
import { injectFetch } from '../integrations/plaid/inject-fetch.js';
import { createStripeProvider } from '../integrations/stripe/index.js';
import { createStripePayments } from '../integrations/stripe/payment-intents.js';
import { createUscisProvider } from '../integrations/uscis/index.js';
import { TokenService } from '../platform/auth/tokens.js';
import { startJobQueue } from '../platform/jobs/index.js';
import { createMailer } from '../platform/mail/index.js';
import { SecretBox } from '../platform/secrets.js';
import { createFileStorage } from '../platform/storage/index.js';
import { Uploads } from '../platform/uploads/index.js';
import { withDatabase } from './global-setup.js';
import { openLogFile } from './request-log.js';

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  dataDir: string;
  call: ApiCaller;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start the job queue (off by default: most suites do not need it). */
  jobs?: boolean;
  /** Extra environment for loadConfig, e.g. SMTP_URL or LOGIN_RATE_LIMIT. */
  env?: Record<string, string>;
  /** The clock the modules that take one read (the calendar's past dates): a test may fix "now". */
  now?: () => Date;
  /** Also keeps the app's log lines here (they still go to the run's request log), for a suite that reads them. */
  captureLog?: string[];
  /** A database of the suite's own (a server it started), instead of a copy of the migrated template; closed with the app. */
  database?: Database;
}

async function openTestDatabase() {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const snapshot = fs.readFileSync(testDb.snapshot);
    const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    return { database: await openDatabase({ pglite }), drop: async () => {} };
  }
  const owner = testDb.template.split('_').pop();
  const name = `counsel_test_${owner}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
  const database = await openDatabase({ databaseUrl: withDatabase(testDb.url, name), poolSize: 5 });
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Every suite signs its users in from one address; the limits across emails have their own tests.
    LOGIN_ADDRESS_RATE_LIMIT: '10000',
    PASSWORD_RESET_ADDRESS_RATE_LIMIT: '10000',
    MFA_ADDRESS_RATE_LIMIT: '10000',
    // Each app's own, so a suite can see that no upload leaves a file behind.
    UPLOAD_TMP_DIR: path.join(dataDir, 'upload-tmp'),
    ...options.env,
  });
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await openTestDatabase();
  const jobs = options.jobs ? await startJobQueue(database, { error: () => {} }) : null;
  const secrets = new SecretBox(randomBytes(32));
  const services: AppServices = {
    config,
    database,
    db: database.db,
    tokens: new TokenService(randomBytes(48).toString('base64url')),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir }),
    storage: createFileStorage({ s3: undefined, dataDir }),
    uploads: new Uploads(config.uploads),
    jobs,
    // The real Plaid client against the app's own sandbox, through inject (the app does not listen).
    plaid: createPlaidProvider(
      config,
      secrets,
      injectFetch(() => app),
    ),
    secrets,
    // The sandbox is reached over HTTP: suites that use Drive listen and point it at their port.
    googleDrive: createGoogleDriveProvider(config, secrets),
    googleCalendar: createGoogleCalendarProvider(config, secrets),
    microsoft: createMicrosoftProvider(config, secrets),
    // The real AI client against the app's own sandbox (or AI_BASE_URL when a suite sets it), through inject.
    ai: createAiProvider(config, secrets, config.ai ? undefined : aiInjectFetch(() => app)),
    // The real USCIS client against the app's own sandbox, through inject (client.test.ts goes over a socket).
    uscis: createUscisProvider(config, secrets, config.uscis ? undefined : aiInjectFetch(() => app)),
    // The sandbox is reached over HTTP: suites that add cards listen and point it at their port.
    stripe: createStripeProvider(config, secrets),
    stripePayments: createStripePayments(config, secrets),
    ...(options.now ? { now: options.now } : {}),
  };
  // Every app logs as production does by default, for the run's check that no secret reaches the log.
  const log = openLogFile(inject('requestLogDir'));
  const captured = options.captureLog;
  const logStream = captured
    ? {
        write(line: string) {
          captured.push(line);
          log.stream.write(line);
        },
      }
    : log.stream;
  const app: FastifyInstance = await buildApp(services, { logStream });
  await app.ready();
  return {
    app,
    services,
    dataDir,
    call: apiCaller(app),
    async close() {
      await app.close();
      log.close();
      await jobs?.stop();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely, asserting on shape with expect()
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: Array<{
    name: string;
    value: string;
    path?: string;
    httpOnly?: boolean;
    sameSite?: string;
    secure?: boolean;
    maxAge?: number;
  }>;
}

export type ApiCaller = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options?: CallOptions,
) => Promise<CallResult>;

function apiCaller(app: FastifyInstance): ApiCaller {
  return async (method, url, options = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.cookies ? { cookies: options.cookies } : {}),
    });
    const text = response.body;
    return {
      status: response.statusCode,
      body: text && response.headers['content-type']?.toString().includes('json') ? JSON.parse(text) : text,
      headers: response.headers,
      cookies: response.cookies as CallResult['cookies'],
    };
  };
}

export const TEST_PASSWORD = 'correct horse battery staple';

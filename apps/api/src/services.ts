/** Opens the database and the platform services the app needs, from the configuration. */

import path from 'node:path';
import type { AppServices } from './app-services.js';
import type { Config } from './config.js';
import { usableCores } from './cpu-count.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { processPoolSize } from './db/pool-size.js';
import { createAiProvider } from './integrations/ai/index.js';
import { createGoogleCalendarProvider } from './integrations/google-calendar/index.js';
import { createGoogleDriveProvider } from './integrations/google-drive/index.js';
import { createMicrosoftProvider } from './integrations/microsoft/index.js';
import { createPlaidProvider } from './integrations/plaid/index.js';
import { createStripeProvider } from './integrations/stripe/index.js';
import { createStripePayments } from './integrations/stripe/payment-intents.js';
import { createUscisProvider } from './integrations/uscis/index.js';
import { loadPublicWorkflows } from './modules/workflows/public-library.js';
import { setHashingSlots } from './platform/auth/passwords.js';
import { resolveJwtSecret, TokenService } from './platform/auth/tokens.js';
import { startJobQueue } from './platform/jobs/index.js';
import { createMailer } from './platform/mail/index.js';
import { closeOcr } from './platform/ocr/index.js';
import { closeParsers } from './platform/parsing/pool.js';
import { resolveEncryptionKey, SecretBox } from './platform/secrets.js';
import { createFileStorage } from './platform/storage/index.js';
import { Uploads } from './platform/uploads/index.js';

export async function createServices(
  config: Config,
  log: { error(obj: unknown, msg?: string): void },
  options: { jobs: boolean } = { jobs: true },
): Promise<AppServices> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: processPoolSize(config.databasePoolSize, config.workers),
  });
  await migrateDatabase(database, config.migrationsDir);
  // Password hashing is CPU work: this process's share of the cores the API's processes have.
  setHashingSlots(usableCores() / config.workers);
  await loadPublicWorkflows(database.db);
  const jobs = options.jobs ? await startJobQueue(database, log) : null;
  // The sandboxes' client secrets are derived from this key (integrations/sandbox-credentials.ts).
  const secrets = new SecretBox(resolveEncryptionKey(config.encryptionKey, config.dataDir));
  return {
    config,
    database,
    db: database.db,
    tokens: new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    storage: createFileStorage({ s3: config.s3, dataDir: config.dataDir }),
    uploads: new Uploads(config.uploads),
    jobs,
    plaid: createPlaidProvider(config, secrets),
    secrets,
    googleDrive: createGoogleDriveProvider(config, secrets),
    googleCalendar: createGoogleCalendarProvider(config, secrets),
    microsoft: createMicrosoftProvider(config, secrets),
    ai: createAiProvider(config, secrets),
    uscis: createUscisProvider(config, secrets),
    stripe: createStripeProvider(config, secrets),
    stripePayments: createStripePayments(config, secrets),
  };
}

/** Stops the jobs (waiting for running ones at most `jobsTimeoutMs`), the worker pools, then the database. */
export async function closeServices(services: AppServices, options: { jobsTimeoutMs?: number } = {}): Promise<void> {
  await services.jobs?.stop(options.jobsTimeoutMs === undefined ? {} : { timeoutMs: options.jobsTimeoutMs });
  await closeParsers();
  await closeOcr();
  await services.database.close();
}

/**
 * The services a feature module may use, built once by server.ts (or by the test helpers). A module of
 * its own so that route files depend on it and not on app.ts, which imports them.
 */
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { AiProvider } from './integrations/ai/provider.js';
import type { GoogleCalendarProvider } from './integrations/google-calendar/provider.js';
import type { GoogleDriveProvider } from './integrations/google-drive/provider.js';
import type { MicrosoftCalendarProvider } from './integrations/microsoft/provider.js';
import type { PlaidProvider } from './integrations/plaid/provider.js';
import type { StripePayments } from './integrations/stripe/payment-intents.js';
import type { StripeProvider } from './integrations/stripe/provider.js';
import type { UscisProvider } from './integrations/uscis/provider.js';
import type { TokenService } from './platform/auth/tokens.js';
import type { JobQueue } from './platform/jobs/index.js';
import type { Mailer } from './platform/mail/index.js';
import type { SecretBox } from './platform/secrets.js';
import type { FileStorage } from './platform/storage/index.js';
import type { Uploads } from './platform/uploads/index.js';

/** Everything a module may use. Built once by server.ts (or by the test helpers). */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  storage: FileStorage;
  /** The process's upload slots and temporary folder (platform/uploads). */
  uploads: Uploads;
  /** Null where jobs are not started (most API tests). */
  jobs: JobQueue | null;
  /** Plaid, or the API's own Plaid sandbox when not configured. */
  plaid: PlaidProvider;
  /** Encrypts secrets kept in the database and signs short values (platform/secrets.ts). */
  secrets: SecretBox;
  /**
   * Google Drive, or the API's own Drive sandbox when not configured. Read at call time (not
   * captured at start) so that tests can point it at the address they listen on.
   */
  googleDrive: GoogleDriveProvider;
  /** Google Calendar, or the API's own Calendar sandbox when not configured; read at call time, like googleDrive. */
  googleCalendar: GoogleCalendarProvider;
  /** Microsoft 365 (Outlook calendar, Teams), or the API's own sandbox when not configured; read at call time. */
  microsoft: MicrosoftCalendarProvider;
  /** The AI model server that drafts workflows, or the API's own AI sandbox when not configured. */
  ai: AiProvider;
  /** The USCIS Case Status API, or the API's own USCIS sandbox when not configured; one budget per process. */
  uscis: UscisProvider;
  /** Stripe (payment cards), or the API's own Stripe sandbox when not configured; read at call time, so tests can
   * point it at the address they listen on. */
  stripe: StripeProvider;
  /** Clients paying invoices by card: Stripe's payment intents, or the sandbox's; read at call time, like stripe. */
  stripePayments: StripePayments;
  /** The current instant for rules about past and future dates; tests may fix it. Unset, the system clock. */
  now?: () => Date;
}

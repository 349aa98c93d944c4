/**
 * What is measured. Each read names its API call and, for the raw comparison, the same work done
 * through the API's own code on a logging connection: the request's auth lookup, then the route's
 * service call with the query string parsed by the route's own schema, so the captured SQL is
 * exactly what the server runs for that request.
 */
import path from 'node:path';
import {
  calendarEventsQuery,
  clientListQuery,
  defineAbilityFor,
  invoicesQuery,
  TIME_ENTRIES_PAGE_SIZE,
  timeEntriesQuery,
} from '@counsel/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config.js';
import type { Db } from '../../apps/api/src/db/client.js';
import { refreshTokens } from '../../apps/api/src/db/schema/auth.js';
import { createGoogleCalendarProvider } from '../../apps/api/src/integrations/google-calendar/index.js';
import { createMicrosoftProvider } from '../../apps/api/src/integrations/microsoft/index.js';
import { listFirmInvoices, readInvoice } from '../../apps/api/src/modules/billing/invoice-read.js';
import { type CalendarDeps, listEvents } from '../../apps/api/src/modules/calendar/service.js';
import { listClients } from '../../apps/api/src/modules/clients/service.js';
import { listFirmEntries } from '../../apps/api/src/modules/time-entries/service.js';
import type { AuthContext } from '../../apps/api/src/platform/auth/context.js';
import { findAuthRow } from '../../apps/api/src/platform/auth/repository.js';
import { createMailer } from '../../apps/api/src/platform/mail/index.js';
import { resolveEncryptionKey, SecretBox } from '../../apps/api/src/platform/secrets.js';
import { ADMIN } from './api.js';
import { env } from './env.js';
import type { HttpCall } from './load.js';
import { employeeEmail, MEETING_WINDOW_DAYS, type SeededFirm } from './seed.js';

export interface Read {
  name: string;
  call: Omit<HttpCall, 'token'>;
  /** The request's work through the API's code (auth lookup included). */
  run(db: Db): Promise<unknown>;
  /**
   * Also measured one request at a time, API and raw SQL alike, against `reads.max_p99_over_raw_alone_ms`: the
   * read's budget is the latency the API adds to its queries (issue 39: the calendar within 10 ms of its raw query).
   */
  alone?: boolean;
}

async function authFor(db: Db, firm: SeededFirm): Promise<AuthContext> {
  // The auth lookup checks that the token's session is open: take the admin's newest one (signed in before this).
  const [session] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, firm.adminId), isNull(refreshTokens.revokedAt)))
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  if (!session) throw new Error('The bench admin has no open session');
  const row = await findAuthRow(db, firm.adminId, firm.lawFirmId, session.familyId);
  if (!row) throw new Error('The bench admin is missing');
  return { ...row, ability: defineAbilityFor({ is_admin: row.user.isAdmin, rules: row.user.rules }) };
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export interface ReadTargets {
  invoiceId: number;
  /** The employee whose entries the filtered list asks for. */
  employeeId: number;
  /** A page far from the first, that exists at both sizes of the growth comparison. */
  deepPage: number;
}

export function reads(firm: SeededFirm, targets: ReadTargets): Read[] {
  const { lawFirmId } = firm;
  const entries = (name: string, query: Record<string, string>): Read => ({
    name,
    call: { method: 'GET', path: withQuery(`/api/time_entry/all/${lawFirmId}`, query) },
    run: async (db) => listFirmEntries(db, await authFor(db, firm), lawFirmId, timeEntriesQuery.parse(query)),
  });
  // What the time entries page sends: its page size, and running timers left to the header.
  const page = (n: number) => ({ page: String(n), page_size: String(TIME_ENTRIES_PAGE_SIZE), running: 'false' });
  const filter = { user_id: String(targets.employeeId), from: isoDay(90), to: isoDay(0), billable: 'true' };
  return [
    entries('time entries, page 1', page(1)),
    entries(`time entries, page ${targets.deepPage.toLocaleString('en-US')}`, page(targets.deepPage)),
    entries('time entries, filtered (employee, 90 days, billable)', { ...page(1), ...filter }),
    {
      name: 'one invoice',
      call: { method: 'GET', path: `/api/invoice/${targets.invoiceId}` },
      run: async (db) => readInvoice(db, await authFor(db, firm), targets.invoiceId),
    },
    {
      name: 'client list',
      call: { method: 'GET', path: withQuery(`/api/law-firm/${lawFirmId}/client`, { page: '1' }) },
      run: async (db) => listClients(db, await authFor(db, firm), lawFirmId, clientListQuery.parse({ page: '1' })),
    },
    calendarMonth(firm),
    {
      name: "firm's invoice list",
      call: { method: 'GET', path: withQuery(`/api/invoice/all/${lawFirmId}`, { page: '1' }) },
      run: async (db) => listFirmInvoices(db, await authFor(db, firm), lawFirmId, invoicesQuery.parse({ page: '1' })),
    },
  ];
}

export interface WriteTargets {
  /** Clients with one of their cases, to spread new time entries over. */
  matters: Array<{ clientId: number; caseId: number }>;
  /** Bill invoices with at least $100 outstanding, to spread $1 payments over. */
  invoiceIds: number[];
  employees: number;
}

export interface Write {
  name: string;
  kind: 'write' | 'login';
  /** Whose token the requests carry: the admin's, each employee's in turn, or none (signing in). */
  as: 'admin' | 'staff' | null;
  call: Omit<HttpCall, 'token'>;
}

/** Everyone at the firm: the admin and the 49 employees. */
export const staffEmails = (employees: number) => [
  ADMIN.email,
  ...Array.from({ length: employees - 1 }, (_, i) => employeeEmail(i + 1)),
];

/** Round-robin over a list, one item per request across all connections. */
export function rotating<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

export function writes(firm: SeededFirm, targets: WriteTargets): Write[] {
  const matter = rotating(targets.matters);
  const invoice = rotating(targets.invoiceIds);
  const employee = rotating(staffEmails(targets.employees));
  const today = isoDay(0);
  let minute = 0;
  return [
    {
      name: 'create time entry',
      kind: 'write',
      // Everyone records their own time: 50 people saving at once, not one person 50 times.
      as: 'staff',
      call: {
        method: 'POST',
        path: `/api/time_entry/create/${firm.lawFirmId}`,
        body: () => {
          const { clientId, caseId } = matter();
          // Half an hour of work, ending a minute later each time, within the last week.
          const end = new Date(Date.now() - ((minute++ * 60_000) % (7 * 86_400_000)));
          const start = new Date(end.getTime() - 30 * 60_000);
          return {
            client_id: clientId,
            case_id: caseId,
            description: 'Phone call with the client',
            billable: true,
            hourly_rate: 250,
            start_time: start.toISOString(),
            end_time: end.toISOString(),
          };
        },
      },
    },
    {
      name: 'record payment',
      kind: 'write',
      as: 'admin',
      call: {
        method: 'POST',
        path: '/api/payment/create-record-payment',
        body: () => ({
          invoice_id: invoice(),
          payment_type: 'direct',
          amount: 1,
          payment_date: today,
          office_account_id: firm.officeAccountId,
          description: 'Card payment at the front desk',
        }),
      },
    },
    {
      name: 'login',
      kind: 'login',
      as: null,
      call: {
        method: 'POST',
        path: '/api/auth/login',
        body: () => ({ email: employee(), password: ADMIN.password }),
      },
    },
  ];
}

/** The calendar's month view: the firm's events in the seeded window, as many as the page asks for (100, §9). */
function calendarMonth(firm: SeededFirm): Read {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const query = {
    lawFirmId: String(firm.lawFirmId),
    timeMin: new Date(day.getTime() - MEETING_WINDOW_DAYS.before * 86_400_000).toISOString(),
    timeMax: new Date(day.getTime() + MEETING_WINDOW_DAYS.after * 86_400_000).toISOString(),
    maxResults: '100',
  };
  return {
    name: 'calendar month (every meeting of the firm in its window)',
    alone: true,
    call: { method: 'GET', path: withQuery(`/api/meeting/${firm.adminId}/all-meetings`, query) },
    run: async (db) =>
      listEvents(calendarDeps(db), await authFor(db, firm), firm.adminId, calendarEventsQuery.parse(query), {
        nonce: undefined,
        secure: false,
      }),
  };
}

/**
 * What the calendar's read needs beyond the database, built as the server builds it (the sandbox provider, keys in a
 * temporary folder). The bench admin connects no Google calendar and a read mails nobody, so only the database is
 * read.
 */
function calendarDeps(db: Db): CalendarDeps {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: path.join(env.tmp, 'counsel-bench-calendar') });
  const secrets = new SecretBox(resolveEncryptionKey(config.encryptionKey, config.dataDir));
  return {
    db,
    now: () => new Date(),
    config,
    secrets,
    googleCalendar: createGoogleCalendarProvider(config, secrets),
    microsoft: createMicrosoftProvider(config, secrets),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    publicOrigin: config.publicOrigin,
    log: console,
  };
}

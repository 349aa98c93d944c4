/**
 * Test data for the time entry suites, written straight into the tables (clients and cases have their
 * own features and suites): clients, cases, entries, and a snapshot to prove a refused call changed nothing.
 */
import type { EmployeeRule } from '@counsel/domain';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, cases, clients, timeEntries, users } from '../../db/schema/index.js';
import type { TestApp } from '../app.js';
import type { TestFirm } from '../firms.js';

/** What an employee needs to record time for a client and a case: reading them (else they are not found). */
export const READS_CLIENTS_AND_CASES: EmployeeRule[] = [
  { subject: 'clients', action: 'read' },
  { subject: 'cases', action: 'read' },
];

export async function addClient(t: TestApp, firm: TestFirm, firstName: string, lastName: string): Promise<number> {
  const [row] = await t.services.db
    .insert(clients)
    .values({ lawFirmId: firm.lawFirmId, firstName, lastName, email: `${firstName.toLowerCase()}@client.example` })
    .returning({ id: clients.id });
  return row!.id;
}

export async function addCase(t: TestApp, firm: TestFirm, clientId: number, title: string): Promise<number> {
  const [row] = await t.services.db
    .insert(cases)
    .values({ lawFirmId: firm.lawFirmId, clientId, title })
    .returning({ id: cases.id });
  return row!.id;
}

export async function setDefaultRate(t: TestApp, userId: number, cents: number): Promise<void> {
  await t.services.db.update(users).set({ defaultHourlyRateCents: cents }).where(eq(users.id, userId));
}

export interface EntrySeed {
  userId: number;
  clientId?: number | null;
  caseId?: number | null;
  description?: string;
  rateCents?: number;
  seconds?: number;
  start?: string;
  billable?: boolean;
  invoiced?: boolean;
  running?: boolean;
}

/** An entry written directly (the invoiced flag is only ever set by invoices). */
export async function addEntry(t: TestApp, firm: TestFirm, seed: EntrySeed): Promise<number> {
  const start = new Date(seed.start ?? '2025-03-10T15:00:00Z');
  const seconds = seed.seconds ?? 3600;
  const [row] = await t.services.db
    .insert(timeEntries)
    .values({
      lawFirmId: firm.lawFirmId,
      userId: seed.userId,
      clientId: seed.clientId ?? null,
      caseId: seed.caseId ?? null,
      description: seed.description ?? null,
      billable: seed.billable ?? true,
      invoiced: seed.invoiced ?? false,
      hourlyRateCents: seed.rateCents ?? 20000,
      durationSeconds: seconds,
      startTime: start,
      endTime: new Date(start.getTime() + seconds * 1000),
      running: seed.running ?? false,
    })
    .returning({ id: timeEntries.id });
  return row!.id;
}

export async function markInvoiced(t: TestApp, id: number): Promise<void> {
  await t.services.db.update(timeEntries).set({ invoiced: true }).where(eq(timeEntries.id, id));
}

/** Every entry of a firm and its audit rows: compare before and after a refused call. */
export async function timeTables(t: TestApp, lawFirmId: number) {
  const { db } = t.services;
  const rows = await db.select().from(timeEntries).where(eq(timeEntries.lawFirmId, lawFirmId)).orderBy(timeEntries.id);
  const [audits] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.lawFirmId, lawFirmId), eq(auditLog.entityType, 'time_entry')));
  return { rows, audits: audits!.n };
}

export async function auditsOf(t: TestApp, entryId: number) {
  return t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'time_entry'), eq(auditLog.entityId, String(entryId))))
    .orderBy(auditLog.id);
}

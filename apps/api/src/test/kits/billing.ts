/**
 * Test data for the billing suites, written straight into the tables where another feature owns the
 * row (clients, cases, time entries, plans): a firm on its own plan and a valid bill invoice body
 * (test/invoices.ts, shared with the payment suites), saved charges, a stored logo, and a snapshot of
 * every billing table to prove a refused call changed nothing.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  auditLog,
  charges,
  invoiceCounters,
  invoiceSettings,
  invoices,
  lawFirms,
  savedCharges,
  timeEntries,
} from '../../db/schema/index.js';
import type { TestApp } from '../app.js';
import type { TestFirm } from '../firms.js';

export { billBody, chargeLine, setInvoicesLevel } from '../invoices.js';
export { PNG, storeLogo } from './firm.js';
export { addCase, addClient, addEntry, markInvoiced } from './time-entries.js';

export async function setFirmTimeZone(t: TestApp, firm: TestFirm, timeZone: string) {
  await t.services.db.update(lawFirms).set({ timeZone }).where(eq(lawFirms.id, firm.lawFirmId));
}

export interface SavedChargeSeed {
  description?: string;
  type?: 'Service' | 'Expense';
  amountCents?: number;
  date?: string;
  invoiceId?: number | null;
  createdByUserId?: number | null;
}

export async function addSavedCharge(t: TestApp, firm: TestFirm, seed: SavedChargeSeed = {}): Promise<number> {
  const [row] = await t.services.db
    .insert(savedCharges)
    .values({
      lawFirmId: firm.lawFirmId,
      description: seed.description ?? 'Filing fee',
      type: seed.type ?? 'Expense',
      amountCents: seed.amountCents ?? 4500,
      date: seed.date ?? '2025-03-01',
      invoiceId: seed.invoiceId ?? null,
      createdByUserId: seed.createdByUserId ?? null,
    })
    .returning({ id: savedCharges.id });
  return row!.id;
}

/**
 * Every billing row of a firm, the counter, the time entries' invoice links and the billing audit
 * rows: compare before and after a refused call.
 */
export async function billingTables(t: TestApp, lawFirmId: number) {
  const { db } = t.services;
  const [invoiceRows, chargeRows, settingsRows, savedRows, counterRows, entryRows, audits] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.lawFirmId, lawFirmId)).orderBy(invoices.id),
    db.select().from(charges).where(eq(charges.lawFirmId, lawFirmId)).orderBy(charges.id),
    db.select().from(invoiceSettings).where(eq(invoiceSettings.lawFirmId, lawFirmId)).orderBy(invoiceSettings.id),
    db.select().from(savedCharges).where(eq(savedCharges.lawFirmId, lawFirmId)).orderBy(savedCharges.id),
    db.select().from(invoiceCounters).where(eq(invoiceCounters.lawFirmId, lawFirmId)),
    db
      .select({ id: timeEntries.id, invoiced: timeEntries.invoiced, invoiceId: timeEntries.invoiceId })
      .from(timeEntries)
      .where(eq(timeEntries.lawFirmId, lawFirmId))
      .orderBy(timeEntries.id),
    db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.lawFirmId, lawFirmId),
          inArray(auditLog.entityType, ['invoice', 'invoice_settings', 'invoice_logo', 'saved_charge']),
        ),
      ),
  ]);
  return {
    invoices: invoiceRows,
    charges: chargeRows,
    settings: settingsRows,
    savedCharges: savedRows,
    counters: counterRows,
    timeEntries: entryRows,
    audits: audits[0]!.n,
  };
}

/** The audit rows of one invoice, oldest first. */
export async function invoiceAudits(t: TestApp, invoiceId: number) {
  return t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'invoice'), eq(auditLog.entityId, String(invoiceId))))
    .orderBy(auditLog.id);
}

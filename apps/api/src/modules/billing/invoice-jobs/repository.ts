/**
 * The invoice jobs' queries. The jobs work for every firm, so they first list the firms, then run each
 * query filtered by one firm's id, as every request does. The one exception is the receipt job's first
 * read: it finds a payment by the id it queued itself, and takes the firm from that row.
 */
import { INSTALLMENT_FREQUENCIES, type InstallmentFrequency } from '@counsel/domain';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  cases,
  charges,
  clients,
  type InvoiceNoticeKind,
  invoiceNotices,
  invoiceSettings,
  invoices,
  lawFirms,
  payments,
} from '../../../db/schema/index.js';
import type { InvoiceTotalsValues } from '../invoice-repository.js';
import type { NoticeCandidate } from './notice-plan.js';

export interface NoticeKey {
  lawFirmId: number;
  invoiceId: number;
  kind: InvoiceNoticeKind;
  occurrence: string;
}

/**
 * Records that a notice happens now; true when this call wrote the row (the caller acts), false when
 * it was already there. Under concurrency the second insert waits for the first transaction and then
 * does nothing, so exactly one of two racing jobs acts.
 */
export async function claimNotice(tx: DbOrTx, key: NoticeKey): Promise<boolean> {
  const rows = await tx
    .insert(invoiceNotices)
    .values(key)
    .onConflictDoNothing({ target: [invoiceNotices.invoiceId, invoiceNotices.kind, invoiceNotices.occurrence] })
    .returning({ id: invoiceNotices.id });
  return rows.length > 0;
}

/** Whether the notice already happened (read before the work of preparing it, never instead of the claim). */
export async function noticeExists(db: DbOrTx, key: NoticeKey): Promise<boolean> {
  const [row] = await db
    .select({ id: invoiceNotices.id })
    .from(invoiceNotices)
    .where(
      and(
        eq(invoiceNotices.lawFirmId, key.lawFirmId),
        eq(invoiceNotices.invoiceId, key.invoiceId),
        eq(invoiceNotices.kind, key.kind),
        eq(invoiceNotices.occurrence, key.occurrence),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The notices that already happened for some invoices of a firm. */
export async function noticesOf(db: DbOrTx, lawFirmId: number, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({ invoiceId: invoiceNotices.invoiceId, kind: invoiceNotices.kind, occurrence: invoiceNotices.occurrence })
    .from(invoiceNotices)
    .where(and(eq(invoiceNotices.lawFirmId, lawFirmId), inArray(invoiceNotices.invoiceId, [...invoiceIds])));
}

export async function firmsWithTimeZones(db: DbOrTx) {
  return db.select({ id: lawFirms.id, timeZone: lawFirms.timeZone }).from(lawFirms).orderBy(lawFirms.id);
}

export interface CandidateRow extends NoticeCandidate {
  id: number;
  clientEmail: string | null;
}

const frequencyOf = (value: string): InstallmentFrequency =>
  (INSTALLMENT_FREQUENCIES as readonly string[]).includes(value) ? (value as InstallmentFrequency) : 'DAILY';

/**
 * The firm's invoices that still owe something and have reminders, a late fee or a payment plan
 * switched on in their own settings (or just the one invoice `onlyId`).
 */
export async function noticeCandidates(db: DbOrTx, lawFirmId: number, onlyId?: number): Promise<CandidateRow[]> {
  const conditions = [
    eq(invoices.lawFirmId, lawFirmId),
    gt(invoices.totalCents, invoices.paidCents),
    or(
      eq(invoiceSettings.sendInvoiceReminders, true),
      eq(invoiceSettings.includeLateFee, true),
      eq(invoiceSettings.includeInstallment, true),
    ),
  ];
  if (onlyId !== undefined) conditions.push(eq(invoices.id, onlyId));
  const rows = await db
    .select({
      id: invoices.id,
      type: invoices.type,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      clientEmail: clients.email,
      reminders: invoiceSettings.sendInvoiceReminders,
      lateFee: invoiceSettings.includeLateFee,
      includeInstallment: invoiceSettings.includeInstallment,
      installmentCents: invoiceSettings.installmentAmountCents,
      frequency: invoiceSettings.installmentFrequency,
      startDate: invoiceSettings.installmentStartDate,
    })
    .from(invoices)
    .innerJoin(
      invoiceSettings,
      and(eq(invoiceSettings.invoiceId, invoices.id), eq(invoiceSettings.lawFirmId, lawFirmId)),
    )
    .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.lawFirmId, lawFirmId)))
    .where(and(...conditions))
    .orderBy(invoices.id);
  return rows.map((row) => ({
    id: row.id,
    type: row.type === 'TRUST' ? 'TRUST' : 'BILL',
    dueDate: row.dueDate,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    clientEmail: row.clientEmail?.trim() || null,
    reminders: row.reminders,
    lateFee: row.lateFee,
    installment:
      row.includeInstallment && row.installmentCents && row.startDate
        ? {
            amountCents: row.installmentCents,
            frequency: frequencyOf(row.frequency),
            startDate: row.startDate.slice(0, 10),
          }
        : null,
  }));
}

/** A payment as the receipt job needs it: the firm comes from this row. */
export async function paymentForReceipt(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      lawFirmId: payments.lawFirmId,
      invoiceId: payments.invoiceId,
      status: payments.status,
      amountCents: payments.amountCents,
      paymentDate: payments.paymentDate,
      autoSendReceipt: invoiceSettings.autoSendReceipt,
    })
    .from(payments)
    .leftJoin(
      invoiceSettings,
      and(eq(invoiceSettings.invoiceId, payments.invoiceId), eq(invoiceSettings.lawFirmId, payments.lawFirmId)),
    )
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row ?? null;
}

/** Adds a line at the end of the invoice's lines. */
export async function appendCharge(
  tx: DbOrTx,
  line: Omit<typeof charges.$inferInsert, 'id' | 'position' | 'createdAt' | 'updatedAt'>,
): Promise<number> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${charges.position}), -1)`.mapWith(Number) })
    .from(charges)
    .where(and(eq(charges.invoiceId, line.invoiceId), eq(charges.lawFirmId, line.lawFirmId)));
  const [row] = await tx
    .insert(charges)
    .values({ ...line, position: (last?.position ?? -1) + 1 })
    .returning({ id: charges.id });
  return row!.id;
}

/** Stores recomputed totals (and nothing else) on the invoice. */
export async function storeTotals(tx: DbOrTx, lawFirmId: number, invoiceId: number, totals: InvoiceTotalsValues) {
  await tx
    .update(invoices)
    .set({ ...totals, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.lawFirmId, lawFirmId)));
}

/** The language a client is written to about a trust balance: the matter's, else the firm's documents' (en or ar). */
export async function clientLanguageOf(db: DbOrTx, lawFirmId: number, caseId: number | null): Promise<string> {
  if (caseId !== null) {
    const [matter] = await db
      .select({ language: cases.language })
      .from(cases)
      .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.id, caseId)))
      .limit(1);
    if (matter) return matter.language;
  }
  const [firm] = await db.select({ language: lawFirms.language }).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
  return firm?.language ?? 'en';
}

export async function firmTimeZoneOf(db: DbOrTx, lawFirmId: number): Promise<string> {
  const [firm] = await db.select({ timeZone: lawFirms.timeZone }).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
  return firm?.timeZone ?? 'UTC';
}

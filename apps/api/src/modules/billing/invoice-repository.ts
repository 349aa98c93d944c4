/** Every query of invoices, their numbers and their settings copies; each one is filtered by the firm. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clientFullName, firmCardColumns } from '../../db/firm-lookups.js';
import { builtOnce, preparedQuery } from '../../db/prepared-statements.js';
import {
  cases,
  charges,
  clients,
  invoiceCounters,
  invoiceSettings,
  invoices,
  lawFirms,
  payments,
  timeEntries,
  users,
} from '../../db/schema/index.js';
import type { SettingsValues } from './settings-mapping.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type InvoiceTotalsValues = Pick<
  InvoiceRow,
  'subtotalCents' | 'itemTaxCents' | 'generalTaxCents' | 'discountCents' | 'totalCents'
>;

/** The invoice columns that hold computed totals, from the domain's totals (which carry more). */
export function totalsValues(totals: InvoiceTotalsValues): InvoiceTotalsValues {
  return {
    subtotalCents: totals.subtotalCents,
    itemTaxCents: totals.itemTaxCents,
    generalTaxCents: totals.generalTaxCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
  };
}

/**
 * Bumps the firm's counter and answers the new value, in one statement: concurrent callers each get
 * their own number (the row lock of the upsert serialises them), and the first call creates the row.
 */
export async function bumpInvoiceCounter(db: DbOrTx, lawFirmId: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ lawFirmId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.lawFirmId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

/** The firm's counter as it stands (0 before its first invoice): read, never moved. */
export async function invoiceCounterValue(db: DbOrTx, lawFirmId: number): Promise<number> {
  const [row] = await db
    .select({ lastNumber: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.lawFirmId, lawFirmId));
  return row?.lastNumber ?? 0;
}

/** Whether another invoice of the firm already has this number. */
export async function invoiceNumberTaken(
  db: DbOrTx,
  lawFirmId: number,
  invoiceNumber: string,
  exceptInvoiceId: number | null,
): Promise<boolean> {
  const conditions = [eq(invoices.lawFirmId, lawFirmId), eq(invoices.invoiceNumber, invoiceNumber)];
  if (exceptInvoiceId !== null) conditions.push(ne(invoices.id, exceptInvoiceId));
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The firm's cases among `ids` (missing ids are another firm's or none at all). */
export async function findCases(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: cases.id, clientId: cases.clientId })
    .from(cases)
    .where(and(eq(cases.lawFirmId, lawFirmId), inArray(cases.id, [...ids])));
}

export async function insertInvoice(db: DbOrTx, values: InvoiceValues): Promise<number> {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

export async function updateInvoice(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  values: Omit<InvoiceValues, 'lawFirmId' | 'clientId' | 'type' | 'createdByUserId' | 'paidCents'>,
) {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.lawFirmId, lawFirmId)));
}

/** Writes the invoice's own copy of the settings (one row per invoice). */
export async function saveInvoiceSettings(db: DbOrTx, lawFirmId: number, invoiceId: number, values: SettingsValues) {
  await db
    .insert(invoiceSettings)
    .values({ ...values, lawFirmId, invoiceId })
    .onConflictDoUpdate({
      target: invoiceSettings.invoiceId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** The invoice with its client, firm and matter, in one query; null when it is not the firm's. */
export async function findInvoiceHead(db: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await builtOnce(db, 'invoices.head', () => preparedQuery(invoiceHeadQuery(db))).execute({
    lawFirmId,
    id,
  });
  return row ?? null;
}

/** The invoice with its client, firm and matter; built once (see builtOnce), run with lawFirmId and id. */
function invoiceHeadQuery(db: DbOrTx) {
  const lawFirmId = sql.placeholder('lawFirmId');
  return db
    .select({
      invoice: invoices,
      client: {
        id: clients.id,
        name: clientFullName,
        email: clients.email,
        phoneNumber: clients.phoneNumber,
        street: clients.street,
        city: clients.city,
        state: clients.state,
        postalCode: clients.postalCode,
        country: clients.country,
      },
      firm: firmCardColumns,
      caseId: cases.id,
      caseClientId: cases.clientId,
      caseTitle: cases.title,
    })
    .from(invoices)
    .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.lawFirmId, lawFirmId)))
    .innerJoin(lawFirms, eq(lawFirms.id, invoices.lawFirmId))
    .leftJoin(cases, and(eq(cases.id, invoices.caseId), eq(cases.lawFirmId, lawFirmId)))
    .where(and(eq(invoices.id, sql.placeholder('id')), eq(invoices.lawFirmId, lawFirmId)))
    .limit(1);
}
export type InvoiceHead = NonNullable<Awaited<ReturnType<typeof findInvoiceHead>>>;

/** The invoice's lines in their order, each with its matter's title (and a Trust Payment line's payment status). */
export async function chargesOf(db: DbOrTx, lawFirmId: number, invoiceId: number) {
  return builtOnce(db, 'invoices.charges', () => preparedQuery(chargesQuery(db))).execute({ lawFirmId, invoiceId });
}

function chargesQuery(db: DbOrTx) {
  const lawFirmId = sql.placeholder('lawFirmId');
  return db
    .select({
      charge: charges,
      caseClientId: cases.clientId,
      caseTitle: cases.title,
      paymentStatus: payments.status,
      timeSeconds: timeEntries.durationSeconds,
      timeRateCents: timeEntries.hourlyRateCents,
      timekeeper: users.fullName,
    })
    .from(charges)
    .leftJoin(cases, and(eq(cases.id, charges.caseId), eq(cases.lawFirmId, lawFirmId)))
    .leftJoin(payments, and(eq(payments.id, charges.paymentId), eq(payments.lawFirmId, lawFirmId)))
    .leftJoin(timeEntries, and(eq(timeEntries.id, charges.timeEntryId), eq(timeEntries.lawFirmId, lawFirmId)))
    .leftJoin(users, and(eq(users.id, timeEntries.userId), eq(users.lawFirmId, lawFirmId)))
    .where(and(eq(charges.invoiceId, sql.placeholder('invoiceId')), eq(charges.lawFirmId, lawFirmId)))
    .orderBy(charges.position, charges.id);
}
export type ChargeWithCase = Awaited<ReturnType<typeof chargesOf>>[number];

export async function settingsOfInvoice(db: DbOrTx, lawFirmId: number, invoiceId: number) {
  const query = builtOnce(db, 'invoices.settings', () =>
    preparedQuery(
      db
        .select()
        .from(invoiceSettings)
        .where(
          and(
            eq(invoiceSettings.invoiceId, sql.placeholder('invoiceId')),
            eq(invoiceSettings.lawFirmId, sql.placeholder('lawFirmId')),
          ),
        )
        .limit(1),
    ),
  );
  const [row] = await query.execute({ lawFirmId, invoiceId });
  return row ?? null;
}

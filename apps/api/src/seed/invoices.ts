/**
 * The demo firm's billing: its default invoice settings, saved charges, and bill and trust invoices
 * numbered from the firm's counter, each with its own copy of the settings and totals computed by the
 * domain arithmetic (as the invoice save does; trust invoices are planned in trust-invoices.ts). The time
 * entries an invoice bills are marked invoiced. Runs inside the demo seed's transaction, after the time
 * entries; everything is inserted in a few batches.
 */
import {
  billInvoiceTotals,
  dayIn,
  type InvoiceSettingsFields,
  percentToHundredths,
  type TotalsCharge,
  timeEntryTotalCents,
} from '@counsel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  cases,
  charges,
  clients,
  invoiceCounters,
  invoiceSettings,
  invoices,
  savedCharges,
  timeEntries,
  users,
} from '../db/schema/index.js';
import { formatInvoiceNumber } from '../modules/billing/invoice-numbers.js';
import { totalsValues } from '../modules/billing/invoice-repository.js';
import { settingsValues } from '../modules/billing/settings-mapping.js';
import { DEMO_FIRM } from './demo-data.js';
import {
  DEMO_INVOICE_SETTINGS,
  DEMO_INVOICES,
  DEMO_SAVED_CHARGES,
  DEMO_TRUST_INVOICES,
  type DemoInvoice,
  type DemoTrustInvoice,
} from './invoices-data.js';
import { planTrustInvoices } from './trust-invoices.js';

const DAY = 24 * 60 * 60 * 1000;

/** The firm's calendar day of an instant, YYYY-MM-DD. */
const localDay = (instant: Date) => dayIn(DEMO_FIRM.timeZone, instant);

/** A YYYY-MM-DD day moved by a number of days (calendar arithmetic, no time zone involved). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

type ChargeValues = Omit<typeof charges.$inferInsert, 'invoiceId'>;

/** Each invoice's own settings: the firm's, in the client's language, with its discount, late fee and plan. */
function settingsFor(invoice: DemoInvoice, dateIssued: string): InvoiceSettingsFields {
  const plan = invoice.installments;
  return {
    ...DEMO_INVOICE_SETTINGS,
    language: invoice.language,
    ...(invoice.discount ? { include_discount: true, ...invoice.discount } : {}),
    ...(invoice.lateFee ? { include_late_fee: true, ...invoice.lateFee } : {}),
    ...(plan
      ? {
          include_installment: true,
          installment_amount: plan.amount,
          installment_frequency: plan.frequency,
          installment_start_date: addDays(dateIssued, plan.firstAfterDays),
        }
      : {}),
  };
}

export async function seedInvoices(tx: DbOrTx, lawFirmId: number, now = new Date()): Promise<void> {
  const staff = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.lawFirmId, lawFirmId));
  const userIdByEmail = new Map(staff.map((row) => [row.email, row.id]));
  const clientRows = await tx
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(eq(clients.lawFirmId, lawFirmId));
  const clientIdByEmail = new Map(clientRows.map((row) => [row.email, row.id]));
  const caseRows = await tx
    .select({ id: cases.id, title: cases.title, clientId: cases.clientId })
    .from(cases)
    .where(eq(cases.lawFirmId, lawFirmId));
  const caseByTitle = new Map(caseRows.map((row) => [row.title, row]));
  const entryRows = await tx.select().from(timeEntries).where(eq(timeEntries.lawFirmId, lawFirmId));
  const entryByDescription = new Map(entryRows.map((row) => [row.description, row]));
  // A name that matches nothing is a mistake in invoices-data.ts: fail loudly rather than seed less.
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`demo billing: ${what}`);
    return value;
  };
  const today = localDay(now);
  const clientIdOf = (email: string) => need(clientIdByEmail.get(email), email);
  /** The case of that title, which must be the client's; none without a title. */
  const caseOf = (title: string | undefined, clientId: number) => {
    if (!title) return null;
    const theCase = need(caseByTitle.get(title), title);
    if (theCase.clientId !== clientId) throw new Error(`demo billing: ${title} is not theirs`);
    return theCase;
  };
  const userIdOf = (email: string) => need(userIdByEmail.get(email), email);

  await tx.insert(invoiceSettings).values({ ...settingsValues(DEMO_INVOICE_SETTINGS), lawFirmId, invoiceId: null });
  await tx.insert(savedCharges).values(
    DEMO_SAVED_CHARGES.map((charge) => {
      const createdAt = new Date(now.getTime() - charge.daysAgo * DAY);
      return {
        lawFirmId,
        description: charge.description,
        type: charge.type,
        amountCents: charge.amountCents,
        date: localDay(createdAt),
        createdByUserId: userIdOf(charge.by),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  // Bill and trust invoices share the counter: numbered together in the order they were issued, as the
  // counter would have numbered them (a stable sort: on one day, the bill first).
  const issued = [...DEMO_INVOICES, ...DEMO_TRUST_INVOICES].sort((a, b) => b.issuedDaysAgo - a.issuedDaysAgo);
  const numberOf = (invoice: DemoInvoice | DemoTrustInvoice) => formatInvoiceNumber(issued.indexOf(invoice) + 1);
  const planned = DEMO_INVOICES.map((invoice) => {
    const clientId = clientIdOf(invoice.clientEmail);
    const theCase = caseOf(invoice.caseTitle, clientId);
    const dateIssued = addDays(today, -invoice.issuedDaysAgo);
    const lines: ChargeValues[] = invoice.lines.map((line) => ({
      lawFirmId,
      clientId,
      caseId: theCase?.id ?? null,
      description: line.description,
      amountCents: line.amountCents,
      date: dateIssued,
      type: line.type,
      taxable: line.taxRate !== undefined,
      taxRateHundredths: line.taxRate === undefined ? 0 : percentToHundredths(line.taxRate),
    }));
    const entries = (invoice.timeEntries ?? []).map((description) => {
      const entry = need(entryByDescription.get(description), description);
      if (entry.clientId !== clientId) throw new Error(`demo billing: ${description} is another client's`);
      return entry;
    });
    for (const entry of entries) {
      lines.push({
        lawFirmId,
        clientId,
        caseId: entry.caseId,
        description: entry.description ?? '',
        amountCents: timeEntryTotalCents(entry.hourlyRateCents, entry.durationSeconds),
        date: localDay(entry.startTime),
        type: 'Expense',
        isTimeEntry: true,
        timeEntryId: entry.id,
      });
    }
    const settings = settingsFor(invoice, dateIssued);
    const totals = billInvoiceTotals(
      lines.map(
        (line): TotalsCharge => ({
          amountCents: line.amountCents,
          taxable: line.taxable ?? false,
          taxRateHundredths: line.taxRateHundredths ?? 0,
        }),
      ),
      {
        includeTax: settings.include_tax_rate,
        taxRateHundredths: percentToHundredths(settings.tax_rate ?? 0),
        includeDiscount: settings.include_discount,
        discountType: settings.discount_type,
        discountValue: Math.round((settings.discount_amount ?? 0) * 100),
      },
    );
    const createdAt = new Date(Date.parse(`${dateIssued}T16:00:00Z`));
    const createdByUserId = userIdOf(invoice.by);
    return {
      invoice: {
        lawFirmId,
        clientId,
        caseId: theCase?.id ?? null,
        type: 'BILL',
        title: invoice.title,
        invoiceNumber: numberOf(invoice),
        createdByUserId,
        dueDate: addDays(dateIssued, invoice.dueAfterDays),
        dateIssued,
        ...totalsValues(totals),
        createdAt,
        updatedAt: createdAt,
      },
      settings,
      lines: lines.map((line) => ({ ...line, createdByUserId, createdAt, updatedAt: createdAt })),
      entryIds: entries.map((entry) => entry.id),
    };
  });

  const trust = planTrustInvoices(DEMO_TRUST_INVOICES, {
    lawFirmId,
    today,
    clientIdOf,
    caseIdOf: (title, clientId) => caseOf(title, clientId)?.id ?? null,
    userIdOf,
    numberOf,
  });

  const inserted = await tx
    .insert(invoices)
    .values([...planned, ...trust].map((p) => p.invoice))
    .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
  const idByNumber = new Map(inserted.map((row) => [row.invoiceNumber, row.id]));
  const idOf = (p: { invoice: { invoiceNumber: string } }) => idByNumber.get(p.invoice.invoiceNumber)!;
  const withIds = planned.map((p) => ({ ...p, id: idOf(p) }));

  await tx
    .insert(invoiceSettings)
    .values([...planned, ...trust].map((p) => ({ ...settingsValues(p.settings), lawFirmId, invoiceId: idOf(p) })));
  await tx
    .insert(charges)
    .values(withIds.flatMap((p) => p.lines.map((line, position) => ({ ...line, invoiceId: p.id, position }))));
  for (const p of withIds) {
    if (p.entryIds.length === 0) continue;
    await tx
      .update(timeEntries)
      .set({ invoiced: true, invoiceId: p.id })
      .where(and(eq(timeEntries.lawFirmId, lawFirmId), inArray(timeEntries.id, p.entryIds)));
  }
  // The next number drawn follows the last one used.
  await tx.insert(invoiceCounters).values({ lawFirmId, lastNumber: issued.length });
}

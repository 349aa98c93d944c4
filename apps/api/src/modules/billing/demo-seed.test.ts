import {
  billInvoiceTotals,
  dayIn,
  isBilledCharge,
  percentToHundredths,
  type TotalsSettings,
  timeEntryTotalCents,
  trustInvoiceTotals,
} from '@counsel/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, invoiceCounters, invoiceSettings, invoices, timeEntries } from '../../db/schema/index.js';
import { DEMO_TRUST_INVOICE_PAYMENTS } from '../../seed/banking.js';
import { DEMO_INVOICES, DEMO_SAVED_CHARGES, DEMO_TRUST_INVOICES } from '../../seed/invoices-data.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';
import { runInvoiceDay } from './invoice-jobs/invoice-day.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

const ARABIC = /[\u0600-\u06FF]/;
const todayInHouston = () => dayIn('America/Chicago');

/** The totals settings an invoice's own settings row gives (as totalsSettingsOf does from the body). */
const totalsSettingsOfRow = (settings: typeof invoiceSettings.$inferSelect): TotalsSettings => ({
  includeTax: settings.includeTaxRate,
  taxRateHundredths: settings.taxRateHundredths ?? 0,
  includeDiscount: settings.includeDiscount,
  discountType: settings.discountType as 'FIXED' | 'PERCENTAGE',
  discountValue: settings.discountValue ?? 0,
});

describe('demo billing', () => {
  it('gives the firm default settings of a US immigration practice: no tax, reminders and receipts on', async () => {
    const res = await t.call('GET', `/api/invoice/invoice-settings/${lawFirmId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.invoice_settings).toMatchObject({
      id: expect.any(Number),
      invoice_id: null,
      include_tax_rate: false,
      send_invoice_reminders: true,
      auto_send_receipt: true,
      language: 'English',
      include_footer: true,
    });
    expect(res.body.invoice_settings.footer_text).toContain('Hamdan & Clarke');
  });

  it('has charges waiting to be billed, newest first, one of them in Arabic', async () => {
    const res = await t.call('GET', `/api/invoice/get_saved_charges/${lawFirmId}`, { token });
    expect(res.status).toBe(200);
    const list = res.body.charges as Array<{ description: string; created_at: string; amount: string }>;
    expect(list).toHaveLength(DEMO_SAVED_CHARGES.length);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.some((c) => ARABIC.test(c.description))).toBe(true);
    const times = list.map((c) => Date.parse(c.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.every((c) => Number(c.amount) > 0)).toBe(true);
  });

  it('lists bill and trust invoices for English and Arabic clients: one overdue, the others due later', async () => {
    const res = await t.call('GET', `/api/invoice/all/${lawFirmId}?page_size=100`, { token });
    expect(res.status).toBe(200);
    const items = res.body.items as Array<Record<string, string | number | null>>;
    expect(items).toHaveLength(DEMO_INVOICES.length + DEMO_TRUST_INVOICES.length);
    const bills = items.filter((i) => i.type === 'BILL');
    const trust = items.filter((i) => i.type === 'TRUST');
    expect(bills).toHaveLength(DEMO_INVOICES.length);
    expect(bills.length).toBeGreaterThanOrEqual(6);
    expect(trust).toHaveLength(DEMO_TRUST_INVOICES.length);
    expect(trust.length).toBeGreaterThanOrEqual(2);
    const today = todayInHouston();
    const overdue = items.filter((i) => i.status === 'overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({ type: 'BILL' });
    expect(overdue[0]!.due_date! < today).toBe(true);
    // Seeded payments (seed/banking.ts) make one bill partly paid and one paid, and one trust invoice
    // paid and one partly paid; the rest are owed.
    expect(bills.filter((i) => i.status === 'partial')).toHaveLength(1);
    expect(bills.filter((i) => i.status === 'paid')).toHaveLength(1);
    expect(trust.map((i) => i.status).sort()).toEqual(['paid', 'partial', 'unpaid']);
    for (const item of items.filter((i) => i.status !== 'overdue')) {
      expect(['unpaid', 'partial', 'paid']).toContain(item.status);
      // What is still owed is due later; a paid invoice may have been due before today.
      if (item.status !== 'paid') expect(item.due_date! >= today).toBe(true);
      expect(item.date_issued! <= today).toBe(true);
    }
    expect(items.every((i) => Number(i.total) > 0)).toBe(true);
    expect(items.some((i) => ARABIC.test(String(i.client_name)))).toBe(true);
    expect(items.some((i) => !ARABIC.test(String(i.client_name)))).toBe(true);
    expect(items.some((i) => i.case_id === null)).toBe(true);
    expect(new Set(items.map((i) => i.invoice_number)).size).toBe(items.length);
  });

  it('stores totals that the domain arithmetic gives from each bill’s charges and own settings', async () => {
    const { db } = t.services;
    const all = await db.select().from(invoices).where(eq(invoices.lawFirmId, lawFirmId));
    const settingsRows = await db
      .select()
      .from(invoiceSettings)
      .where(and(eq(invoiceSettings.lawFirmId, lawFirmId), isNotNull(invoiceSettings.invoiceId)));
    expect(settingsRows).toHaveLength(all.length);
    const rows = all.filter((invoice) => invoice.type === 'BILL');
    expect(rows).toHaveLength(DEMO_INVOICES.length);
    let discounted = 0;
    let itemTaxed = 0;
    for (const invoice of rows) {
      const lines = await db.select().from(charges).where(eq(charges.invoiceId, invoice.id));
      const settings = settingsRows.find((s) => s.invoiceId === invoice.id)!;
      expect(lines.length, invoice.invoiceNumber).toBeGreaterThan(0);
      expect(lines.some((l) => l.type === 'Service' || l.isTimeEntry)).toBe(true);
      const totals = billInvoiceTotals(
        lines
          .filter(isBilledCharge)
          .map((l) => ({ amountCents: l.amountCents, taxable: l.taxable, taxRateHundredths: l.taxRateHundredths })),
        totalsSettingsOfRow(settings),
      );
      expect(invoice, invoice.invoiceNumber).toMatchObject({
        subtotalCents: totals.subtotalCents,
        itemTaxCents: totals.itemTaxCents,
        generalTaxCents: totals.generalTaxCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
      });
      expect(invoice.paidCents).toBeLessThanOrEqual(invoice.totalCents);
      // Service lines are never taxed.
      expect(lines.filter((l) => l.type === 'Service').every((l) => !l.taxable)).toBe(true);
      if (totals.discountCents > 0) discounted++;
      if (totals.itemTaxCents > 0) itemTaxed++;
    }
    expect(discounted).toBeGreaterThanOrEqual(1);
    expect(itemTaxed).toBeGreaterThanOrEqual(1);
    // 8.25% of the $180.00 printing line.
    expect(rows.some((r) => r.itemTaxCents === 1485)).toBe(true);
    expect(percentToHundredths(8.25)).toBe(825);
  });

  it('has trust invoices (retainer requests) whose totals are trustInvoiceTotals of their amount and settings', async () => {
    const { db } = t.services;
    const rows = await db
      .select({ invoice: invoices, settings: invoiceSettings })
      .from(invoices)
      .innerJoin(invoiceSettings, eq(invoiceSettings.invoiceId, invoices.id))
      .where(and(eq(invoices.lawFirmId, lawFirmId), eq(invoices.type, 'TRUST')));
    expect(rows).toHaveLength(DEMO_TRUST_INVOICES.length);
    for (const { invoice, settings } of rows) {
      expect(invoice.amountCents, invoice.invoiceNumber).toBeGreaterThan(0);
      const totals = trustInvoiceTotals(invoice.amountCents!, totalsSettingsOfRow(settings));
      expect(invoice, invoice.invoiceNumber).toMatchObject({
        subtotalCents: totals.subtotalCents,
        itemTaxCents: totals.itemTaxCents,
        generalTaxCents: totals.generalTaxCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
      });
      expect(invoice.paidCents).toBeLessThanOrEqual(invoice.totalCents);
      // A trust invoice is one amount: it has no lines of charges.
      expect(await db.select().from(charges).where(eq(charges.invoiceId, invoice.id))).toEqual([]);
    }
    // One in English for a matter, one in Arabic for the client as a whole.
    const matterLevel = rows.find((r) => r.invoice.caseId !== null && r.settings.language === 'English');
    const clientLevel = rows.find((r) => r.invoice.caseId === null && r.settings.language === 'Arabic');
    expect(matterLevel).toBeDefined();
    expect(clientLevel).toBeDefined();
    expect(clientLevel!.invoice.title).toMatch(ARABIC);

    // Read back through the API as trust invoices, with the amount, total and what the payments cover.
    for (const { invoice } of [matterLevel!, clientLevel!]) {
      const res = await t.call('GET', `/api/invoice/${invoice.id}`, { token });
      expect(res.status).toBe(200);
      const paid = DEMO_TRUST_INVOICE_PAYMENTS.filter((p) => p.invoiceTitle === invoice.title).reduce(
        (sum, p) => sum + p.amountCents,
        0,
      );
      expect(res.body.invoice).toMatchObject({
        type: 'TRUST',
        title: invoice.title,
        invoice_number: invoice.invoiceNumber,
        case_id: invoice.caseId,
        amount: invoice.amountCents! / 100,
        total: invoice.totalCents / 100,
        payment_details: { total_paid: paid / 100, outstanding_amount: (invoice.totalCents - paid) / 100 },
      });
      expect(res.body.invoice.charges ?? []).toEqual([]);
      // Saved again unchanged from the trust editor, the server's own arithmetic gives the same total.
      const { invoice_settings: settings, ...read } = res.body.invoice;
      const saved = await t.call('PUT', `/api/invoice/update_invoice/${invoice.id}`, {
        token,
        body: {
          ...settings,
          type: 'TRUST',
          title: read.title,
          invoice_number: read.invoice_number,
          date_issued: read.date_issued,
          due_date: read.due_date,
          level: read.case_id === null ? 'CLIENT' : 'MATTER',
          case_id: read.case_id,
          amount: read.amount.toFixed(2),
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.invoice).toMatchObject({ total: read.total, amount: read.amount });
    }
  });

  it('pays trust invoices into trust, at the invoice’s matter when it has one', async () => {
    const list = await t.call('GET', `/api/invoice/all/${lawFirmId}?page_size=100`, { token });
    for (const seed of DEMO_TRUST_INVOICE_PAYMENTS) {
      const item = list.body.items.find((i: { title: string }) => i.title === seed.invoiceTitle);
      expect(item, seed.invoiceTitle).toMatchObject({ type: 'TRUST' });
      const { invoice } = (await t.call('GET', `/api/invoice/${item.id}`, { token })).body;
      expect(invoice.payments).toEqual([
        expect.objectContaining({ amount: seed.amountCents / 100, payment_type: 'trust', status: 'completed' }),
      ]);
      // The client had no trust money before: the payment is all there is, where the invoice asked for it.
      const balances = (await t.call('GET', `/api/trust/balances/client/${invoice.client_id}`, { token })).body;
      expect(balances.total).toBe(seed.amountCents / 100);
      if (invoice.case_id === null) {
        expect(balances.client_balance).toBe(seed.amountCents / 100);
      } else {
        expect(balances.client_balance).toBe(0);
        expect(balances.matters).toContainEqual(
          expect.objectContaining({ case_id: invoice.case_id, balance: seed.amountCents / 100 }),
        );
      }
    }
  });

  it('numbers bill and trust invoices from one counter, in the order they were issued', async () => {
    const { db } = t.services;
    const rows = await db
      .select({ number: invoices.invoiceNumber, dateIssued: invoices.dateIssued, type: invoices.type })
      .from(invoices)
      .where(eq(invoices.lawFirmId, lawFirmId));
    const byNumber = [...rows].sort((a, b) => a.number.localeCompare(b.number));
    expect(byNumber.map((r) => r.number)).toEqual(rows.map((_, i) => `INV-${String(i + 1).padStart(5, '0')}`));
    const issued = byNumber.map((r) => r.dateIssued);
    expect([...issued].sort()).toEqual(issued);
    // The trust invoices sit among the bills, not after them.
    expect(byNumber.findIndex((r) => r.type === 'TRUST')).toBeLessThan(
      byNumber.findLastIndex((r) => r.type === 'BILL'),
    );
  });

  it('bills some time entries on one invoice, marking them invoiced', async () => {
    const { db } = t.services;
    const billed = await db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.lawFirmId, lawFirmId), eq(timeEntries.invoiced, true)));
    expect(billed.length).toBeGreaterThanOrEqual(1);
    const invoiceId = billed[0]!.invoiceId!;
    expect(billed.every((e) => e.invoiceId === invoiceId)).toBe(true);
    const lines = await db.select().from(charges).where(eq(charges.invoiceId, invoiceId));
    const entryLines = lines.filter((l) => l.isTimeEntry);
    expect(entryLines.map((l) => l.timeEntryId).sort()).toEqual(billed.map((e) => e.id).sort());
    for (const line of entryLines) {
      const entry = billed.find((e) => e.id === line.timeEntryId)!;
      expect(line.amountCents).toBe(timeEntryTotalCents(entry.hourlyRateCents, entry.durationSeconds));
      expect(line.type).toBe('Expense');
      expect(line.clientId).toBe(entry.clientId);
    }
    const listed = await t.call('GET', `/api/time_entry/all/${lawFirmId}?invoiced=true&page_size=100`, { token });
    expect(listed.body.time_entries.map((e: { id: number }) => e.id).sort()).toEqual(billed.map((e) => e.id).sort());
  });

  it('leaves the firm’s counter at the highest number, so the next one is new', async () => {
    const { db } = t.services;
    const rows = await db
      .select({ number: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.lawFirmId, lawFirmId));
    const highest = Math.max(...rows.map((r) => Number(r.number.replace(/^INV-/, ''))));
    const [counter] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.lawFirmId, lawFirmId));
    expect(counter!.lastNumber).toBeGreaterThanOrEqual(highest);
    const next = await t.call('GET', '/api/invoice/generate-invoice-number', { token });
    expect(next.status).toBe(200);
    expect(rows.map((r) => r.number)).not.toContain(next.body.invoice_number);
    expect(next.body.invoice_number).toBe(`INV-${String(highest + 1).padStart(5, '0')}`);
  });

  it('shows the invoice jobs: a late fee on the overdue invoice and a payment plan starting today', async () => {
    const { db } = t.services;
    const settingsRows = await db
      .select({ settings: invoiceSettings, title: invoices.title, id: invoices.id, totalCents: invoices.totalCents })
      .from(invoiceSettings)
      .innerJoin(invoices, eq(invoices.id, invoiceSettings.invoiceId))
      .where(eq(invoiceSettings.lawFirmId, lawFirmId));
    const overdue = settingsRows.find((r) => r.title === 'أتعاب تعديل الوضع القانوني ورسوم التقديم')!;
    expect(overdue.settings).toMatchObject({ includeLateFee: true, lateFeeType: 'FIXED', lateFeeValue: 7500 });
    const plan = settingsRows.find((r) => r.title === 'H-1B extension and amendment')!;
    expect(plan.settings).toMatchObject({ includeInstallment: true, installmentAmountCents: 150_000 });
    expect(plan.settings.installmentStartDate).toBe(todayInHouston());
    expect(settingsRows.every((r) => r.settings.sendInvoiceReminders && r.settings.autoSendReceipt)).toBe(true);

    // The first run of the invoices' day (on start, then hourly): the fee, the overdue reminder, the installment.
    const deps = { db, mailer: t.services.mailer, storage: t.services.storage };
    expect(await runInvoiceDay(deps, new Date())).toEqual({ lateFees: 1, mails: 2 });
    expect(await runInvoiceDay(deps, new Date())).toEqual({ lateFees: 0, mails: 0 });
    const lines = await db.select().from(charges).where(eq(charges.invoiceId, overdue.id));
    expect(lines.at(-1)).toMatchObject({ description: 'رسوم التأخر في السداد', amountCents: 7500, type: 'Service' });
    const [after] = await db.select().from(invoices).where(eq(invoices.id, overdue.id));
    expect(after!.totalCents).toBe(overdue.totalCents + 7500);
    const outbox = await t.services.mailer.listOutbox(lawFirmId, 1, 50);
    const subjects = outbox.items.map((item) => item.subject);
    expect(subjects.some((s) => s.includes('متأخرة السداد'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Installment 1 of 5'))).toBe(true);
  });
});

import { billInvoiceTotals, isBilledCharge, percentToHundredths, timeEntryTotalCents } from '@counsel/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, invoiceCounters, invoiceSettings, invoices, timeEntries } from '../../db/schema/index.js';
import { DEMO_INVOICES, DEMO_SAVED_CHARGES } from '../../seed/invoices-data.js';
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
const todayInHouston = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

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

  it('lists bill invoices for English and Arabic clients: one overdue, the others due later', async () => {
    const res = await t.call('GET', `/api/invoice/all/${lawFirmId}?page_size=100`, { token });
    expect(res.status).toBe(200);
    const items = res.body.items as Array<Record<string, string | number | null>>;
    expect(items).toHaveLength(DEMO_INVOICES.length);
    expect(items.length).toBeGreaterThanOrEqual(6);
    const today = todayInHouston();
    const overdue = items.filter((i) => i.status === 'overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.due_date! < today).toBe(true);
    // Seeded payments (seed/banking.ts) make one invoice partly paid and one paid; the rest are owed.
    expect(items.filter((i) => i.status === 'partial')).toHaveLength(1);
    expect(items.filter((i) => i.status === 'paid')).toHaveLength(1);
    for (const item of items.filter((i) => i.status !== 'overdue')) {
      expect(['unpaid', 'partial', 'paid']).toContain(item.status);
      expect(item.due_date! >= today).toBe(true);
      expect(item.date_issued! <= today).toBe(true);
    }
    expect(items.every((i) => i.type === 'BILL' && Number(i.total) > 0)).toBe(true);
    expect(items.some((i) => ARABIC.test(String(i.client_name)))).toBe(true);
    expect(items.some((i) => !ARABIC.test(String(i.client_name)))).toBe(true);
    expect(items.some((i) => i.case_id === null)).toBe(true);
    expect(new Set(items.map((i) => i.invoice_number)).size).toBe(items.length);
  });

  it('stores totals that the domain arithmetic gives from each invoice’s charges and own settings', async () => {
    const { db } = t.services;
    const rows = await db.select().from(invoices).where(eq(invoices.lawFirmId, lawFirmId));
    const settingsRows = await db
      .select()
      .from(invoiceSettings)
      .where(and(eq(invoiceSettings.lawFirmId, lawFirmId), isNotNull(invoiceSettings.invoiceId)));
    expect(settingsRows).toHaveLength(rows.length);
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
        {
          includeTax: settings.includeTaxRate,
          taxRateHundredths: settings.taxRateHundredths ?? 0,
          includeDiscount: settings.includeDiscount,
          discountType: settings.discountType as 'FIXED' | 'PERCENTAGE',
          discountValue: settings.discountValue ?? 0,
        },
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

/**
 * The invoices' day with a fake clock: runInvoiceDay takes the instant as a parameter, so each test
 * walks an invoice across its due date and runs the day handler as often as it likes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, clients, invoiceNotices, invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient, billBody, invoiceAudits, setFirmTimeZone } from '../../test/kits/billing.js';
import { addMailInvoice, chicago, isPdf, outboxMails, outboxSubjects } from '../../test/kits/billing-mail.js';
import { addBankAccount, recordPayment } from '../../test/kits/payments.js';
import { runInvoiceDay } from './invoice-jobs/invoice-day.js';

let t: TestApp;
let firm: TestFirm;
let maria: number;
let office: number;

const deps = () => ({ db: t.services.db, mailer: t.services.mailer, storage: t.services.storage });
const runAt = (instant: Date) => runInvoiceDay(deps(), instant);

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Deadline Legal LLP');
  await setFirmTimeZone(t, firm, 'America/Chicago');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  office = await addBankAccount(t, firm, 'OFFICE');
});
afterAll(() => t.close());

const LATE_FEE = {
  include_late_fee: true,
  late_fee_type: 'FIXED',
  late_fee_amount: 25,
  late_fee_description: 'Late payment fee',
};

const linesOf = (invoiceId: number) =>
  t.services.db.select().from(charges).where(eq(charges.invoiceId, invoiceId)).orderBy(charges.position);
const getInvoice = async (invoiceId: number) =>
  (await t.call('GET', `/api/invoice/${invoiceId}`, { token: firm.admin.token })).body.invoice;
const noticesOf = (invoiceId: number) =>
  t.services.db
    .select({ kind: invoiceNotices.kind, occurrence: invoiceNotices.occurrence })
    .from(invoiceNotices)
    .where(eq(invoiceNotices.invoiceId, invoiceId))
    .orderBy(invoiceNotices.id);

/** Only the mails about one invoice (the firm's outbox holds every test's). */
const subjectsAbout = async (invoiceNumber: string) =>
  (await outboxSubjects(t, firm.lawFirmId)).filter((subject) => subject.includes(invoiceNumber));

describe('an invoice crossing its due date (due 2025-04-04 in Chicago)', () => {
  let invoice: { id: number; invoiceNumber: string };
  beforeAll(async () => {
    // $100.00 at 16% tax = $116.00, with reminders and a $25 late fee.
    invoice = await addMailInvoice(t, firm, maria, {
      include_tax_rate: true,
      tax_rate: 16,
      send_invoice_reminders: true,
      ...LATE_FEE,
    });
  });

  it('gets the reminder from 3 days before once, however often the day runs', async () => {
    await runAt(chicago('2025-03-31'));
    expect(await subjectsAbout(invoice.invoiceNumber)).toEqual([]);
    await runAt(chicago('2025-04-01', 8));
    await runAt(chicago('2025-04-01', 15));
    await runAt(chicago('2025-04-02'));
    await runAt(chicago('2025-04-03'));
    expect(await subjectsAbout(invoice.invoiceNumber)).toEqual([
      `Reminder: invoice ${invoice.invoiceNumber} is due on Apr 4, 2025`,
    ]);
  });

  it('gets the due-day reminder once on the day, and no late fee before the firm’s midnight', async () => {
    await runAt(chicago('2025-04-04', 9));
    await runAt(chicago('2025-04-04', 9));
    // 23:00 in Chicago is already 5 April in UTC: the invoice is not overdue where the firm is.
    await runAt(chicago('2025-04-04', 23));
    expect(await subjectsAbout(invoice.invoiceNumber)).toEqual([
      `Reminder: invoice ${invoice.invoiceNumber} is due on Apr 4, 2025`,
      `Invoice ${invoice.invoiceNumber} is due today`,
    ]);
    expect(await linesOf(invoice.id)).toHaveLength(1);
  });

  it('gets exactly one late-fee line the first overdue day, with the totals recomputed', async () => {
    const first = await runAt(chicago('2025-04-05', 1));
    expect(first.lateFees).toBe(1);
    await runAt(chicago('2025-04-05', 1));
    await runAt(chicago('2025-04-06'));

    const lines = await linesOf(invoice.id);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      description: 'Late payment fee',
      amountCents: 2500,
      type: 'Service',
      taxable: false,
      taxRateHundredths: 0,
      date: '2025-04-05',
      position: 1,
      clientId: maria,
    });
    // 100 + 25 = 125; 16% general tax on the subtotal = 20.00; total 145.00.
    const read = await getInvoice(invoice.id);
    expect(read.amount_details).toMatchObject({ subtotal: 125, general_tax: 20, total: 145 });
    expect(read.payment_details).toMatchObject({ outstanding_amount: 145, status: 'overdue' });

    const audits = (await invoiceAudits(t, invoice.id)).filter((a) => a.action === 'invoice.late_fee_added');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.userId).toBeNull();
    expect(audits[0]!.details).toMatchObject({ fee_cents: 2500, outstanding_cents: 11_600 });
    expect(audits[0]!.details).toMatchObject({ before: { total_cents: 11_600 }, after: { total_cents: 14_500 } });
    // The fee is not a mail: only the two reminders so far.
    expect(await subjectsAbout(invoice.invoiceNumber)).toHaveLength(2);
  });

  it('gets one overdue reminder from 7 days after, showing what is owed with the fee, with the PDF', async () => {
    await runAt(chicago('2025-04-10'));
    expect(await subjectsAbout(invoice.invoiceNumber)).toHaveLength(2);
    await runAt(chicago('2025-04-11'));
    await runAt(chicago('2025-04-11', 16));
    await runAt(chicago('2025-04-20'));
    const mails = (await outboxMails(t, firm.lawFirmId)).filter((m) => m.subject?.includes(invoice.invoiceNumber));
    expect(mails.map((m) => m.subject)).toEqual([
      `Reminder: invoice ${invoice.invoiceNumber} is due on Apr 4, 2025`,
      `Invoice ${invoice.invoiceNumber} is due today`,
      `Invoice ${invoice.invoiceNumber} is overdue`,
    ]);
    const overdue = mails[2]!;
    expect(overdue.to).toBe('maria@client.example');
    expect(overdue.text).toContain('was due on Apr 4, 2025 and is now overdue');
    expect(overdue.text).toContain('Amount outstanding: $145.00');
    expect(overdue.attachments.map((a) => a.filename)).toEqual([`invoice_${invoice.invoiceNumber}.pdf`]);
    expect(isPdf(overdue.attachments[0]!.content)).toBe(true);
    expect(await noticesOf(invoice.id)).toEqual([
      { kind: 'reminder_before', occurrence: '2025-04-04' },
      { kind: 'reminder_due', occurrence: '2025-04-04' },
      { kind: 'late_fee', occurrence: 'once' },
      { kind: 'reminder_after', occurrence: '2025-04-04' },
    ]);
  });

  it('re-arms the reminders for a new due date, keeps the fee line through a save, and never adds a second', async () => {
    const before = await getInvoice(invoice.id);
    const res = await t.call('PUT', `/api/invoice/update_invoice/${invoice.id}`, {
      token: firm.admin.token,
      body: billBody({
        ...before.invoice_settings,
        id: undefined,
        charges: before.charges,
        due_date: '2025-05-01',
        date_issued: before.date_issued,
      }),
    });
    expect(res.status).toBe(200);
    // The screen's save recomputes the same total the job stored.
    expect(res.body.invoice.total).toBe(145);

    await runAt(chicago('2025-04-28'));
    await runAt(chicago('2025-05-02'));
    await runAt(chicago('2025-05-03'));
    expect(await linesOf(invoice.id)).toHaveLength(2);
    expect((await subjectsAbout(invoice.invoiceNumber)).slice(3)).toEqual([
      `Reminder: invoice ${invoice.invoiceNumber} is due on May 1, 2025`,
    ]);
  });
});

describe('late fees', () => {
  it('takes a PERCENTAGE of what is outstanding after payments, rounded half away from zero', async () => {
    const invoice = await addMailInvoice(
      t,
      firm,
      maria,
      { ...LATE_FEE, late_fee_type: 'PERCENTAGE', late_fee_amount: 10, due_date: '2025-04-04' },
      '150.05',
    );
    const paid = await recordPayment(t, firm, {
      invoice_id: invoice.id,
      invoice_type: 'bill',
      payment_type: 'direct',
      amount: 50,
      office_account_id: office,
    });
    expect(paid.status).toBe(201);
    await runAt(chicago('2025-04-05'));
    await runAt(chicago('2025-04-06'));
    // 10% of the $100.05 outstanding = 10.005 → $10.01.
    const lines = await linesOf(invoice.id);
    expect(lines.map((l) => l.amountCents)).toEqual([15_005, 1001]);
    const read = await getInvoice(invoice.id);
    expect(read.amount_details).toMatchObject({ subtotal: 160.06, total: 160.06 });
    expect(read.payment_details).toMatchObject({ total_paid: 50, outstanding_amount: 110.06 });
  });

  it('adds nothing to a paid invoice, nor to a trust invoice, nor without the setting', async () => {
    const paidInvoice = await addMailInvoice(t, firm, maria, LATE_FEE);
    await recordPayment(t, firm, {
      invoice_id: paidInvoice.id,
      invoice_type: 'bill',
      payment_type: 'direct',
      amount: 100,
      office_account_id: office,
    });
    const plain = await addMailInvoice(t, firm, maria, { send_invoice_reminders: false });
    const { charges: _lines, ...settings } = billBody(LATE_FEE);
    const trustRes = await t.call('POST', `/api/invoice/create_invoice/client/${maria}`, {
      token: firm.admin.token,
      body: { ...settings, type: 'TRUST', title: null, amount: '300.00', total: null },
    });
    expect(trustRes.status).toBe(201);
    const trustId = trustRes.body.invoice.id as number;

    await runAt(chicago('2025-04-05'));
    expect(await linesOf(paidInvoice.id)).toHaveLength(1);
    expect(await linesOf(plain.id)).toHaveLength(1);
    expect(await linesOf(trustId)).toHaveLength(0);
    const [trustRow] = await t.services.db.select().from(invoices).where(eq(invoices.id, trustId));
    // $300.00 at 16% tax, as created: no fee line and no fee in the total.
    expect(trustRow!.totalCents).toBe(34_800);
    for (const id of [paidInvoice.id, plain.id, trustId]) expect(await noticesOf(id)).toEqual([]);
  });

  it('acts on each firm’s own day: a Dubai firm’s invoice is overdue while a Chicago one is still due today', async () => {
    const dubai = await registerFirm(t, 'Dubai Legal');
    await setFirmTimeZone(t, dubai, 'Asia/Dubai');
    const client = await addClient(t, dubai, 'Karim', 'Saleh');
    const theirs = await addMailInvoice(t, dubai, client, LATE_FEE);
    const ours = await addMailInvoice(t, firm, maria, LATE_FEE);
    // 16:00 on 4 April in Chicago is 01:00 on 5 April in Dubai.
    await runAt(chicago('2025-04-04', 16));
    expect(await linesOf(theirs.id)).toHaveLength(2);
    expect(await linesOf(ours.id)).toHaveLength(1);
  });
});

describe('reminders', () => {
  it('go to trust invoices too, and wait for a client without an address until one is added', async () => {
    const nadia = await addClient(t, firm, 'Nadia', 'Noemail');
    await t.services.db.update(clients).set({ email: null }).where(eq(clients.id, nadia));
    const invoice = await addMailInvoice(t, firm, nadia, { send_invoice_reminders: true });
    await runAt(chicago('2025-04-01'));
    expect(await subjectsAbout(invoice.invoiceNumber)).toEqual([]);
    expect(await noticesOf(invoice.id)).toEqual([]);

    await t.services.db.update(clients).set({ email: 'nadia@client.example' }).where(eq(clients.id, nadia));
    await runAt(chicago('2025-04-02'));
    expect(await subjectsAbout(invoice.invoiceNumber)).toEqual([
      `Reminder: invoice ${invoice.invoiceNumber} is due on Apr 4, 2025`,
    ]);

    const { charges: _lines, ...settings } = billBody({ send_invoice_reminders: true, language: 'Arabic' });
    const trustRes = await t.call('POST', `/api/invoice/create_invoice/client/${nadia}`, {
      token: firm.admin.token,
      body: { ...settings, type: 'TRUST', title: null, amount: '300.00', total: null },
    });
    const trustNumber = trustRes.body.invoice.invoice_number as string;
    await runAt(chicago('2025-04-04'));
    await runAt(chicago('2025-04-04', 18));
    const mails = (await outboxMails(t, firm.lawFirmId)).filter((m) => m.subject?.includes(trustNumber));
    expect(mails.map((m) => m.subject)).toEqual([`تستحق الفاتورة رقم ${trustNumber} اليوم`]);
    expect(mails[0]!.attachments[0]!.filename).toBe('trust_invoice.pdf');
  });

  it('stop once the invoice is paid', async () => {
    const invoice = await addMailInvoice(t, firm, maria, { send_invoice_reminders: true });
    await recordPayment(t, firm, {
      invoice_id: invoice.id,
      invoice_type: 'bill',
      payment_type: 'direct',
      amount: 100,
      office_account_id: office,
    });
    for (const day of ['2025-04-01', '2025-04-04', '2025-04-11']) await runAt(chicago(day));
    expect(await subjectsAbout(invoice.invoiceNumber)).toEqual([]);
  });
});

describe('installment reminders', () => {
  it('go out on each installment’s day, once, unless the payments already cover it', async () => {
    // $300.00 in three weekly payments of $100.00 from 10 April: 10, 17 and 24 April.
    const invoice = await addMailInvoice(
      t,
      firm,
      maria,
      {
        include_installment: true,
        installment_amount: 100,
        installment_frequency: 'WEEKLY',
        installment_start_date: '2025-04-10',
        due_date: '2025-05-31',
      },
      '300.00',
    );
    await runAt(chicago('2025-04-09'));
    await runAt(chicago('2025-04-10'));
    await runAt(chicago('2025-04-10', 20));
    await runAt(chicago('2025-04-11'));
    // Two installments paid before the second one's day: no notice for it.
    await recordPayment(t, firm, {
      invoice_id: invoice.id,
      invoice_type: 'bill',
      payment_type: 'direct',
      amount: 200,
      office_account_id: office,
    });
    await runAt(chicago('2025-04-17'));
    await runAt(chicago('2025-04-24'));
    await runAt(chicago('2025-04-24', 12));

    const mails = (await outboxMails(t, firm.lawFirmId)).filter((m) => m.subject?.includes(invoice.invoiceNumber));
    expect(mails.map((m) => m.subject)).toEqual([
      `Installment 1 of 3 for invoice ${invoice.invoiceNumber} is due today`,
      `Installment 3 of 3 for invoice ${invoice.invoiceNumber} is due today`,
    ]);
    expect(mails[0]!.text).toContain('Installment amount: $100.00');
    expect(mails[0]!.text).toContain('Balance outstanding on the invoice: $300.00');
    expect(mails[1]!.text).toContain('Balance outstanding on the invoice: $100.00');
    expect(await noticesOf(invoice.id)).toEqual([
      { kind: 'installment', occurrence: '1' },
      { kind: 'installment', occurrence: '3' },
    ]);
  });
});

describe('the notices table', () => {
  it('refuses a second row for the same invoice, kind and occurrence', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const row = { lawFirmId: firm.lawFirmId, invoiceId: invoice.id, kind: 'receipt' as const, occurrence: '7' };
    await t.services.db.insert(invoiceNotices).values(row);
    await expect(t.services.db.insert(invoiceNotices).values(row)).rejects.toThrow();
    const rows = await t.services.db
      .select()
      .from(invoiceNotices)
      .where(and(eq(invoiceNotices.invoiceId, invoice.id), eq(invoiceNotices.kind, 'receipt')));
    expect(rows).toHaveLength(1);
  });
});

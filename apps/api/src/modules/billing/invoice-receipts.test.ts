import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceNotices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient } from '../../test/kits/billing.js';
import { addMailInvoice, isPdf, outboxMails } from '../../test/kits/billing-mail.js';
import { addBankAccount, deletePayment, recordPayment } from '../../test/kits/payments.js';
import { PAYMENT_RECORDED_JOB } from '../payments/recorded-job.js';
import { sendReceipt } from './invoice-jobs/receipt.js';

/** Waits for `check` to answer something, looking every 200 ms for at most ~30 s (never a timed assertion). */
async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const payDirect = (t: TestApp, firm: TestFirm, invoiceId: number, amount: number, office: number) =>
  recordPayment(t, firm, {
    invoice_id: invoiceId,
    invoice_type: 'bill',
    payment_type: 'direct',
    amount,
    office_account_id: office,
    payment_date: '2025-03-12',
  });

describe('receipts (the job handler, with the queue off)', () => {
  let t: TestApp;
  let firm: TestFirm;
  let maria: number;
  let office: number;
  const deps = () => ({ db: t.services.db, mailer: t.services.mailer, storage: t.services.storage });
  const receipts = async () =>
    (await outboxMails(t, firm.lawFirmId)).filter((mail) => mail.subject?.startsWith('Receipt'));

  beforeAll(async () => {
    t = await createTestApp();
    firm = await registerFirm(t, 'Receipts Legal');
    maria = await addClient(t, firm, 'Maria', 'Gomez');
    office = await addBankAccount(t, firm, 'OFFICE');
  });
  afterAll(() => t.close());

  it('records payments without a job queue, and mails one receipt per payment however often the job runs', async () => {
    const invoice = await addMailInvoice(t, firm, maria, { auto_send_receipt: true });
    const first = await payDirect(t, firm, invoice.id, 40, office);
    const second = await payDirect(t, firm, invoice.id, 60, office);
    expect([first.status, second.status]).toEqual([201, 201]);
    const firstId = first.body.data.payment.id as number;
    const secondId = second.body.data.payment.id as number;

    expect(await sendReceipt(deps(), firstId)).toBe(true);
    expect(await sendReceipt(deps(), firstId)).toBe(false);
    expect(await sendReceipt(deps(), secondId)).toBe(true);
    expect(await sendReceipt(deps(), secondId)).toBe(false);

    const mails = await receipts();
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(`Receipt for your payment on invoice ${invoice.invoiceNumber}`);
    expect(mails[0]!.to).toBe('maria@client.example');
    expect(mails[0]!.text).toContain('We received your payment of $40.00 on Mar 12, 2025');
    expect(mails[1]!.text).toContain('We received your payment of $60.00 on Mar 12, 2025');
    // Both receipts were sent after both payments: what remains is what remains now.
    expect(mails[1]!.text).toContain('The invoice is now paid in full.');
    expect(mails[0]!.attachments[0]!.filename).toBe(`invoice_${invoice.invoiceNumber}.pdf`);
    expect(isPdf(mails[0]!.attachments[0]!.content)).toBe(true);

    const notices = await t.services.db
      .select({ kind: invoiceNotices.kind, occurrence: invoiceNotices.occurrence })
      .from(invoiceNotices)
      .where(eq(invoiceNotices.invoiceId, invoice.id))
      .orderBy(invoiceNotices.id);
    expect(notices).toEqual([
      { kind: 'receipt', occurrence: String(firstId) },
      { kind: 'receipt', occurrence: String(secondId) },
    ]);
  });

  it('says what remains after a partial payment', async () => {
    const invoice = await addMailInvoice(t, firm, maria, { auto_send_receipt: true }, '250.00');
    const paid = await payDirect(t, firm, invoice.id, 100, office);
    expect(await sendReceipt(deps(), paid.body.data.payment.id)).toBe(true);
    const mail = (await receipts()).at(-1)!;
    expect(mail.text).toContain('Remaining balance: $150.00');
  });

  it('sends none when auto_send_receipt is off, for a canceled payment, or for a payment of no invoice', async () => {
    const before = (await receipts()).length;
    const off = await addMailInvoice(t, firm, maria, { auto_send_receipt: false });
    const offPayment = await payDirect(t, firm, off.id, 10, office);
    expect(await sendReceipt(deps(), offPayment.body.data.payment.id)).toBe(false);

    const on = await addMailInvoice(t, firm, maria, { auto_send_receipt: true });
    const canceled = await payDirect(t, firm, on.id, 10, office);
    expect((await deletePayment(t, firm, canceled.body.data.payment.id)).status).toBe(200);
    expect(await sendReceipt(deps(), canceled.body.data.payment.id)).toBe(false);

    const loose = await recordPayment(t, firm, {
      level: 'CLIENT',
      client_id: maria,
      payment_type: 'direct',
      amount: 10,
      office_account_id: office,
    });
    expect(loose.status).toBe(201);
    expect(await sendReceipt(deps(), loose.body.data.payment.id)).toBe(false);
    expect(await sendReceipt(deps(), 999_999)).toBe(false);

    expect((await receipts()).length).toBe(before);
  });
});

describe('receipts through the job queue (pg-boss workers running)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: true });
  });
  afterAll(() => t.close());

  it('records a payment and the worker mails the receipt to the client', async () => {
    const firm = await registerFirm(t, 'Queue Legal');
    const client = await addClient(t, firm, 'Omar', 'Haddad');
    const office = await addBankAccount(t, firm, 'OFFICE');
    const invoice = await addMailInvoice(t, firm, client, { auto_send_receipt: true });
    const paid = await payDirect(t, firm, invoice.id, 25, office);
    expect(paid.status).toBe(201);

    const receipt = await eventually(async () => {
      const mails = await outboxMails(t, firm.lawFirmId);
      return mails.find((mail) => mail.subject?.startsWith('Receipt'));
    }, 'the receipt');
    expect(receipt.to).toBe('omar@client.example');
    expect(receipt.subject).toBe(`Receipt for your payment on invoice ${invoice.invoiceNumber}`);
    expect(receipt.text).toContain('$25.00');
    expect(receipt.text).toContain('Remaining balance: $75.00');
    expect(isPdf(receipt.attachments[0]!.content)).toBe(true);
  });

  it('queues a receipt job only for a payment on an invoice that sends receipts', async () => {
    const firm = await registerFirm(t, 'Quiet Legal');
    const client = await addClient(t, firm, 'Layla', 'Hamdan');
    const office = await addBankAccount(t, firm, 'OFFICE');
    const quiet = await addMailInvoice(t, firm, client, { auto_send_receipt: false });
    const receipting = await addMailInvoice(t, firm, client, { auto_send_receipt: true });
    const send = vi.spyOn(t.services.jobs!, 'send');
    try {
      const unreceipted = await payDirect(t, firm, quiet.id, 10, office);
      const receipted = await payDirect(t, firm, receipting.id, 10, office);
      expect([unreceipted.status, receipted.status]).toEqual([201, 201]);
      const receiptJobs = send.mock.calls.filter(([name]) => name === PAYMENT_RECORDED_JOB).map(([, data]) => data);
      expect(receiptJobs).toEqual([{ payment_id: receipted.body.data.payment.id }]);
    } finally {
      send.mockRestore();
    }
  });
});

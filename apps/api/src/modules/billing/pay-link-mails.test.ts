/** The invoice mails carry the invoice's pay link while something is owed, in the invoice's language. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLinks } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient, setFirmTimeZone } from '../../test/kits/billing.js';
import { addMailInvoice, chicago, outboxMails } from '../../test/kits/billing-mail.js';
import { addBankAccount, recordPayment } from '../../test/kits/payments.js';
import { runInvoiceDay } from './invoice-jobs/invoice-day.js';
import { payLinkUrls } from './pay-link.js';

let t: TestApp;
let firm: TestFirm;
let maria: number;
let office: number;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://counsel.example' } });
  firm = await registerFirm(t, 'Pay Link Mail LLP');
  await setFirmTimeZone(t, firm, 'America/Chicago');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  office = await addBankAccount(t, firm, 'OFFICE');
});
afterAll(() => t.close());

const share = (invoiceId: number) =>
  t.call('POST', `/api/invoice/${invoiceId}/share`, { token: firm.admin.token, body: { message: 'Your invoice' } });
const lastMail = async () => (await outboxMails(t, firm.lawFirmId)).at(-1)!;
const staffLink = async (invoiceId: number) =>
  (await t.call('GET', `/api/invoice/${invoiceId}/pay-link`, { token: firm.admin.token })).body.url as string;

describe('the pay link in invoice mails', () => {
  it('is in the shared invoice, the same link the staff see, in English and in Arabic', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    expect((await share(invoice.id)).status).toBe(200);
    const url = await staffLink(invoice.id);
    expect(url).toMatch(/^https:\/\/counsel\.example\/pay\//);
    expect((await lastMail()).text).toContain(`Pay online by card: ${url}`);

    const arabic = await addMailInvoice(t, firm, maria, { language: 'Arabic' });
    await share(arabic.id);
    expect((await lastMail()).text).toContain(`للدفع عبر الإنترنت بالبطاقة: ${await staffLink(arabic.id)}`);
  });

  it('is left out once the invoice is paid, and no link is made for it', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const paid = await recordPayment(t, firm, {
      invoice_id: invoice.id,
      payment_type: 'direct',
      amount: 100,
      office_account_id: office,
    });
    expect(paid.status).toBe(201);
    await share(invoice.id);
    expect((await lastMail()).text).not.toContain('Pay online');
    expect(await t.services.db.select().from(payLinks).where(eq(payLinks.invoiceId, invoice.id))).toEqual([]);
  });

  it('is in the reminders the invoice day sends', async () => {
    const invoice = await addMailInvoice(t, firm, maria, { send_invoice_reminders: true });
    const deps = {
      db: t.services.db,
      mailer: t.services.mailer,
      storage: t.services.storage,
      payLinkUrl: payLinkUrls(t.services),
    };
    await runInvoiceDay(deps, chicago('2025-04-01'));
    const reminder = (await outboxMails(t, firm.lawFirmId)).find((m) => m.subject?.includes(invoice.invoiceNumber));
    expect(reminder?.subject).toContain('Reminder');
    expect(reminder?.text).toContain(`Pay online by card: ${await staffLink(invoice.id)}`);
  });
});

import { MAX_SHARE_MESSAGE, shareInvoiceResponse } from '@counsel/domain';
import { documentMoney } from '@counsel/invoice-document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addClient, invoiceAudits, setInvoicesLevel } from '../../test/kits/billing.js';
import { addMailInvoice, isPdf, outboxMails } from '../../test/kits/billing-mail.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let noEmail: number;
let reader: TestUser;
let creator: TestUser;
let manager: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Share Legal LLP');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  noEmail = await addClient(t, firm, 'Nadia', 'Noemail');
  await t.services.db.update(clients).set({ email: null }).where(eq(clients.id, noEmail));
  reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
  creator = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'create' }] });
  manager = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'manage' }] });
  nobody = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
});
afterAll(() => t.close());

const share = (invoiceId: number, body: unknown, token = firm.admin.token) =>
  t.call('POST', `/api/invoice/${invoiceId}/share`, { token, body });

describe('sharing an invoice by mail', () => {
  it('mails the client the message, the amount due and the due date, with the PDF attached', async () => {
    const invoice = await addMailInvoice(t, firm, maria, { include_tax_rate: true, tax_rate: 16 }, '250.00');
    const res = await share(invoice.id, { message: '  Please find our invoice for the asylum filing.  ' });
    expect(res.status).toBe(200);
    expect(shareInvoiceResponse.parse(res.body)).toEqual({ code: 'invoice_shared', sent_to: 'maria@client.example' });

    const mails = await outboxMails(t, firm.lawFirmId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe('maria@client.example');
    expect(mail!.subject).toBe(`Invoice ${invoice.invoiceNumber} from Share Legal LLP`);
    expect(mail!.text).toContain('Please find our invoice for the asylum filing.');
    // 250.00 + 16% tax, nothing paid yet.
    expect(mail!.text).toContain('Amount due: $290.00');
    expect(mail!.text).toContain('Due date: Apr 4, 2025');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe(`invoice_${invoice.invoiceNumber}.pdf`);
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(isPdf(mail!.attachments[0]!.content)).toBe(true);

    const audits = await invoiceAudits(t, invoice.id);
    const shared = audits.filter((a) => a.action === 'invoice.shared');
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ userId: firm.admin.id, lawFirmId: firm.lawFirmId });
    expect(shared[0]!.details).toMatchObject({ sent_to: 'maria@client.example', to_client_address: true });
  });

  it('sends to another address when one is given, and writes an Arabic invoice’s mail in Arabic', async () => {
    const invoice = await addMailInvoice(t, firm, maria, { language: 'Arabic' });
    const res = await share(invoice.id, { message: 'مرفق الفاتورة', email: ' Accounts@Family.Example ' });
    expect(res.status).toBe(200);
    expect(res.body.sent_to).toBe('accounts@family.example');
    const mail = (await outboxMails(t, firm.lawFirmId)).at(-1)!;
    expect(mail.to).toBe('accounts@family.example');
    expect(mail.subject).toBe(`الفاتورة رقم ${invoice.invoiceNumber} من Share Legal LLP`);
    expect(mail.text).toContain('مرفق الفاتورة');
    expect(mail.text).toContain(`المبلغ المستحق: ${documentMoney(10_000, 'Arabic')}`);
    expect(isPdf(mail.attachments[0]!.content)).toBe(true);
  });

  it('lets an employee who may create invoices share them with the client', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const res = await share(invoice.id, { message: 'Your invoice' }, creator.token);
    expect(res.status).toBe(200);
    // The client's own address, typed again in other letters, is still the client's.
    const typed = await share(invoice.id, { message: 'Your invoice', email: 'Maria@Client.Example' }, creator.token);
    expect(typed.status).toBe(200);
    expect(typed.body.sent_to).toBe('maria@client.example');
  });

  it('answers 422 client_email_missing when the client has no address and none is given', async () => {
    const invoice = await addMailInvoice(t, firm, noEmail);
    const before = (await outboxMails(t, firm.lawFirmId)).length;
    const res = await share(invoice.id, { message: 'Your invoice' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('client_email_missing');
    expect((await outboxMails(t, firm.lawFirmId)).length).toBe(before);
    expect((await invoiceAudits(t, invoice.id)).some((a) => a.action === 'invoice.shared')).toBe(false);

    const given = await share(invoice.id, { message: 'Your invoice', email: 'nadia@home.example', extra: 1 });
    expect(given.status).toBe(200);
    expect(given.body.sent_to).toBe('nadia@home.example');
  });

  it('refuses a bad body with 400 and sends nothing', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const before = (await outboxMails(t, firm.lawFirmId)).length;
    for (const body of [
      {},
      { message: '   ' },
      { message: 'x'.repeat(MAX_SHARE_MESSAGE + 1) },
      { message: 'Hello', email: 'not-an-address' },
      { message: 42 },
    ]) {
      const res = await share(invoice.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await share(invoice.id, { message: 'x'.repeat(MAX_SHARE_MESSAGE) })).status).toBe(200);
    expect((await outboxMails(t, firm.lawFirmId)).length).toBe(before + 1);
  });
});

describe('who may share', () => {
  it('answers 404 for another firm’s invoice (and for no invoice at all)', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const res = await share(invoice.id, { message: 'Hello' }, otherFirm.admin.token);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect(await outboxMails(t, otherFirm.lawFirmId)).toHaveLength(0);
    expect((await share(999_999, { message: 'Hello' })).status).toBe(404);
  });

  it('answers 403 to an employee who may only read invoices, and sends nothing', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const before = (await outboxMails(t, firm.lawFirmId)).length;
    const res = await share(invoice.id, { message: 'Hello' }, reader.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    const elsewhere = await share(invoice.id, { message: 'Hello', email: 'me@home.example' }, reader.token);
    expect(elsewhere.status).toBe(403);
    expect((await outboxMails(t, firm.lawFirmId)).length).toBe(before);
  });

  it('sends to an address other than the client’s only with manage on invoices', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const before = (await outboxMails(t, firm.lawFirmId)).length;
    const res = await share(invoice.id, { message: 'Hello', email: 'me@home.example' }, creator.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await outboxMails(t, firm.lawFirmId)).length).toBe(before);

    const managed = await share(invoice.id, { message: 'Hello', email: 'accounts@family.example' }, manager.token);
    expect(managed.status).toBe(200);
    expect(managed.body.sent_to).toBe('accounts@family.example');
  });

  it('answers 403 without the permission to read invoices', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const res = await share(invoice.id, { message: 'Hello' }, nobody.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('answers 403 plan_upgrade_required when the plan does not give full invoice access', async () => {
    const planFirm = await registerFirm(t, 'Read Only Plan LLP');
    const client = await addClient(t, planFirm, 'Paula', 'Plan');
    const invoice = await addMailInvoice(t, planFirm, client);
    await setInvoicesLevel(t, planFirm, 'READ_ONLY');
    const res = await share(invoice.id, { message: 'Hello' }, planFirm.admin.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('plan_upgrade_required');
    expect(await outboxMails(t, planFirm.lawFirmId)).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const res = await t.call('POST', `/api/invoice/${invoice.id}/share`, { body: { message: 'Hello' } });
    expect(res.status).toBe(401);
  });
});

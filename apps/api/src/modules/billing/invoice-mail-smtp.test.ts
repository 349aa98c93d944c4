/**
 * Invoice mail over a real SMTP conversation (SMTP_URL set): a reminder from the invoices' day reaches
 * the server with its PDF, and a share the server refuses answers 502 with nothing recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient, invoiceAudits, setFirmTimeZone } from '../../test/kits/billing.js';
import { addMailInvoice, chicago, isPdf } from '../../test/kits/billing-mail.js';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test/mail.js';
import { runInvoiceDay } from './invoice-jobs/invoice-day.js';

const REFUSED = 'refused@client.example';
let peer: SmtpPeer;
let t: TestApp;
let firm: TestFirm;
let maria: number;

beforeAll(async () => {
  peer = await startSmtpPeer({ refuse: [REFUSED] });
  t = await createTestApp({ env: { SMTP_URL: peer.url } });
  firm = await registerFirm(t, 'Smtp Legal LLP');
  await setFirmTimeZone(t, firm, 'America/Chicago');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('invoice mail over SMTP', () => {
  it('delivers the due-day reminder with the invoice PDF attached, once', async () => {
    const invoice = await addMailInvoice(t, firm, maria, { send_invoice_reminders: true, language: 'Arabic' });
    const deps = { db: t.services.db, mailer: t.services.mailer, storage: t.services.storage };
    expect(await runInvoiceDay(deps, chicago('2025-04-04'))).toMatchObject({ mails: 1 });
    expect(await runInvoiceDay(deps, chicago('2025-04-04', 15))).toMatchObject({ mails: 0 });

    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.rcptTo).toEqual(['maria@client.example']);
    const mail = readMail(peer.received[0]!.raw);
    expect(mail.subject).toBe(`تستحق الفاتورة رقم ${invoice.invoiceNumber} اليوم`);
    expect(mail.text).toContain('مرحبًا Maria Gomez،');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`invoice_${invoice.invoiceNumber}.pdf`);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(isPdf(mail.attachments[0]!.content)).toBe(true);
    expect(mail.attachments[0]!.content.length).toBeGreaterThan(1000);
    // Mail that went out over SMTP is not kept in the outbox.
    expect((await t.services.mailer.listOutbox(firm.lawFirmId, 1, 10)).total).toBe(0);
  });

  it('answers 502 mail_not_sent when the server refuses the address, and records no share', async () => {
    const invoice = await addMailInvoice(t, firm, maria);
    const before = peer.received.length;
    const res = await t.call('POST', `/api/invoice/${invoice.id}/share`, {
      token: firm.admin.token,
      body: { message: 'Your invoice', email: REFUSED },
    });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('mail_not_sent');
    expect(peer.received.length).toBe(before);
    expect((await invoiceAudits(t, invoice.id)).some((a) => a.action === 'invoice.shared')).toBe(false);

    const ok = await t.call('POST', `/api/invoice/${invoice.id}/share`, {
      token: firm.admin.token,
      body: { message: 'Your invoice' },
    });
    expect(ok.status).toBe(200);
    expect(peer.received.length).toBe(before + 1);
  });
});

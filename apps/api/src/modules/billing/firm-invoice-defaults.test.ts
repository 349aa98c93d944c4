/**
 * What a firm's profile gives its invoices: an Arabic firm's invoices are in Arabic (settings, default
 * titles, the mailed PDF), amounts are in the firm's currency, phone numbers print as the firm's
 * country writes them, and the firm's logo is the invoices' logo until the settings choose another.
 */
import { pdfjsLines } from '@counsel/invoice-document/pdf-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, lawFirms } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient, billBody, storeLogo } from '../../test/kits/billing.js';
import { addMailInvoice, outboxMails } from '../../test/kits/billing-mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function firmWith(profile: Partial<typeof lawFirms.$inferInsert>): Promise<{ firm: TestFirm; client: number }> {
  const firm = await registerFirm(t, 'مكتب الحداد للمحاماة');
  if (Object.keys(profile).length > 0) {
    await t.services.db.update(lawFirms).set(profile).where(eq(lawFirms.id, firm.lawFirmId));
  }
  const client = await addClient(t, firm, 'Maria', 'Gomez');
  await t.services.db.update(clients).set({ phoneNumber: '+16505550199' }).where(eq(clients.id, client));
  return { firm, client };
}

const settingsOf = (firm: TestFirm) =>
  t.call('GET', `/api/invoice/invoice-settings/${firm.lawFirmId}`, { token: firm.admin.token });

async function sharedPdfText(firm: TestFirm, invoiceId: number, direction: 'ltr' | 'rtl') {
  const res = await t.call('POST', `/api/invoice/${invoiceId}/share`, {
    token: firm.admin.token,
    body: { message: 'Our invoice.' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = (await outboxMails(t, firm.lawFirmId)).at(-1)!;
  const lines = await pdfjsLines(new Uint8Array(mail.attachments[0]!.content), direction);
  return {
    mail,
    text: lines
      .join('\n')
      .replace(/[\u200B\u200E\u200F]/g, '')
      .replace(/\u00A0/g, ' '),
  };
}

describe('a firm whose language is Arabic', () => {
  it('defaults its invoice settings to Arabic, names untitled invoices in Arabic and mails Arabic PDFs', async () => {
    const { firm, client } = await firmWith({ language: 'ar' });
    const settings = await settingsOf(firm);
    expect(settings.status).toBe(200);
    expect(settings.body.invoice_settings.language).toBe('Arabic');

    const bill = await t.call('POST', `/api/invoice/create_invoice/client/${client}`, {
      token: firm.admin.token,
      body: billBody({ title: '', language: 'Arabic' }),
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(bill.body.invoice.title).toBe('فاتورة');
    const trust = await t.call('POST', `/api/invoice/create_invoice/client/${client}`, {
      token: firm.admin.token,
      body: { ...billBody({ language: 'Arabic' }), title: null, type: 'TRUST', charges: undefined, amount: '500.00' },
    });
    expect(trust.status, JSON.stringify(trust.body)).toBe(201);
    expect(trust.body.invoice.title).toBe('فاتورة أمانة');

    const { mail, text } = await sharedPdfText(firm, bill.body.invoice.id, 'rtl');
    expect(mail.subject).toContain('الفاتورة رقم');
    expect(text).toContain('فاتورة');
    expect(text).toContain('الخدمات والرسوم');
    expect(text).not.toContain('Services & Charges');
  });

  it('keeps English for a firm whose language is English, and a title someone typed', async () => {
    const { firm, client } = await firmWith({ language: 'en' });
    expect((await settingsOf(firm)).body.invoice_settings.language).toBe('English');
    const bill = await t.call('POST', `/api/invoice/create_invoice/client/${client}`, {
      token: firm.admin.token,
      body: billBody({ title: 'Spring filings', language: 'Arabic' }),
    });
    expect(bill.body.invoice.title).toBe('Spring filings');
  });
});

describe('an invoice of a firm that keeps its books in euros', () => {
  it('shows euros in the mail and the PDF, and phone numbers as the firm’s country writes them', async () => {
    const { firm, client } = await firmWith({ currency: 'EUR', countryId: 'US', phoneNumber: '+14155550134' });
    const invoice = await addMailInvoice(t, firm, client, {}, '250.00');
    const read = await t.call('GET', `/api/invoice/${invoice.id}`, { token: firm.admin.token });
    expect(read.body.invoice.law_firm.currency).toBe('EUR');
    const { mail, text } = await sharedPdfText(firm, invoice.id, 'ltr');
    expect(mail.text).toContain('Amount due: €250.00');
    expect(text).toContain('€250.00');
    expect(text).not.toContain('$');
    expect(text).toContain('(415) 555-0134');
    expect(text).toContain('(650) 555-0199');
    expect(text).not.toContain('+14155550134');
  });
});

describe('the firm’s logo', () => {
  it('is the invoices’ logo while the settings have none of their own', async () => {
    const { firm, client } = await firmWith({});
    const logo = await storeLogo(t, firm.lawFirmId, 'profile-logo.png');
    await t.services.db.update(lawFirms).set({ logo }).where(eq(lawFirms.id, firm.lawFirmId));
    const settings = (await settingsOf(firm)).body.invoice_settings;
    expect([settings.include_logo, settings.logo]).toEqual([true, logo]);

    // The invoice screens start from these settings: the invoice keeps the firm's logo.
    const invoice = await addMailInvoice(t, firm, client, { include_logo: settings.include_logo, logo: settings.logo });
    const res = await t.call('POST', `/api/invoice/${invoice.id}/share`, {
      token: firm.admin.token,
      body: { message: 'Our invoice.' },
    });
    expect(res.status).toBe(200);
    const pdf = (await outboxMails(t, firm.lawFirmId)).at(-1)!.attachments[0]!.content;
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('is left out when the settings turn the logo off', async () => {
    const { firm, client } = await firmWith({});
    const logo = await storeLogo(t, firm.lawFirmId, 'profile-logo.png');
    await t.services.db.update(lawFirms).set({ logo }).where(eq(lawFirms.id, firm.lawFirmId));
    const invoice = await addMailInvoice(t, firm, client, { include_logo: false, logo: null });
    await t.call('POST', `/api/invoice/${invoice.id}/share`, {
      token: firm.admin.token,
      body: { message: 'Our invoice.' },
    });
    const pdf = (await outboxMails(t, firm.lawFirmId)).at(-1)!.attachments[0]!.content;
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });
});

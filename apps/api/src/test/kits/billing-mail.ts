/**
 * For the invoice mail suites: the firm's outbox read back as mails (with the shared MIME reader of
 * test/mail.ts), bill invoices made through the API with the mail settings the suites need, and a
 * clock at a firm's hour.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../app.js';
import type { TestFirm } from '../firms.js';
import { type ReadMail, readMail } from '../mail.js';
import { billBody, chargeLine } from './billing.js';

/** The firm's outbox as mails, oldest first (the outbox lists newest first). */
export async function outboxMails(t: TestApp, lawFirmId: number): Promise<ReadMail[]> {
  const page = await t.services.mailer.listOutbox(lawFirmId, 1, 100);
  const folder = path.join(t.dataDir, 'mail', String(lawFirmId));
  return page.items.map((item) => readMail(fs.readFileSync(path.join(folder, `${item.id}.eml`), 'utf8'))).reverse();
}

/** The subjects in the firm's outbox, oldest first. */
export async function outboxSubjects(t: TestApp, lawFirmId: number): Promise<string[]> {
  const page = await t.services.mailer.listOutbox(lawFirmId, 1, 100);
  return page.items.map((item) => item.subject).reverse();
}

/** A bill invoice made through the API: one Service line (tax off unless the settings say so). */
export async function addMailInvoice(
  t: TestApp,
  firm: TestFirm,
  clientId: number,
  settings: Record<string, unknown> = {},
  amount = '100.00',
): Promise<{ id: number; invoiceNumber: string }> {
  const res = await t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, {
    token: firm.admin.token,
    body: billBody({
      charges: [chargeLine({ amount })],
      include_tax_rate: false,
      tax_rate: null,
      total: null,
      ...settings,
    }),
  });
  if (res.status !== 201) throw new Error(`invoice failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.invoice.id, invoiceNumber: res.body.invoice.invoice_number };
}

/** The instant of `hour` o'clock on `day` in Chicago during daylight time (UTC−5). */
export const chicago = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-05:00`);

export const isPdf = (content: Buffer) => content.subarray(0, 5).toString('latin1') === '%PDF-';

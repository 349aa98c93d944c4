/**
 * Mailing a notice about an invoice at most once. The work that can fail slowly or be thrown away (the
 * read, the PDF) is done first; the transaction holds only the claim of the notice and the send, so a
 * send that fails rolls the claim back and the job's retry sends it, and a claim that finds the row
 * already there sends nothing.
 */
import type { Invoice } from '@counsel/domain';
import type { Db } from '../../../db/client.js';
import type { Mailer } from '../../../platform/mail/index.js';
import type { FileStorage } from '../../../platform/storage/index.js';
import { type InvoiceMail, invoiceFacts, invoiceMailText } from '../invoice-mail-text.js';
import { invoicePdfAttachment } from '../invoice-pdf.js';
import { type PayLinkUrl, payUrlForMail } from '../pay-link.js';
import { claimNotice, type NoticeKey, noticeExists } from './repository.js';

export interface InvoiceJobDeps {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  /** Makes the invoice's pay link, which reminders and installment notices carry while something is owed. */
  payLinkUrl?: PayLinkUrl;
}

/** True when this call sent the mail. A client without an address is skipped with no notice written. */
export async function mailNoticeOnce(
  deps: InvoiceJobDeps,
  key: NoticeKey,
  invoice: Invoice,
  mail: InvoiceMail,
): Promise<boolean> {
  const to = invoice.client.email?.trim();
  // No row is written, so the notice still goes out once the client has an address.
  if (!to) return false;
  if (await noticeExists(deps.db, key)) return false;
  const payUrl = mail.kind === 'receipt' ? null : await payUrlForMail(deps.payLinkUrl, invoice);
  const { subject, text } = invoiceMailText(invoiceFacts(invoice, payUrl), mail);
  const attachment = await invoicePdfAttachment(deps, invoice);
  return deps.db.transaction(async (tx) => {
    if (!(await claimNotice(tx, key))) return false;
    await deps.mailer.send({ lawFirmId: key.lawFirmId, to: [to], subject, text, attachments: [attachment] });
    return true;
  });
}

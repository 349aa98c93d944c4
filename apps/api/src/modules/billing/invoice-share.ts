/**
 * Sharing an invoice by mail: the client (or the address given) gets the sender's message, what is
 * owed and by when, in the invoice's language, with the invoice's PDF attached. Sending is part of
 * the request, so the screen learns at once whether the mail went out; the audit log keeps who sent
 * it where.
 */
import {
  CLIENT_EMAIL_MISSING_MESSAGE,
  INVOICE_ERRORS,
  type ShareInvoiceResponse,
  type shareInvoiceRequest,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, forbidden, ruleBroken } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { assertCan } from '../../platform/permissions.js';
import { assertInvoicesFullAccess } from '../../platform/plans.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { invoiceFacts, invoiceMailText } from './invoice-mail-text.js';
import { invoicePdfAttachment } from './invoice-pdf.js';
import { readInvoice } from './invoice-read.js';
import { type PayLinkUrl, payUrlForMail } from './pay-link.js';

type ShareBody = z.output<typeof shareInvoiceRequest>;

export interface ShareDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Makes the invoice's pay link, which the mail carries while something is owed. */
  payLinkUrl?: PayLinkUrl;
}

export const MAIL_NOT_SENT_MESSAGE = 'The mail could not be sent. Please try again.';

export async function shareInvoice(
  deps: ShareDeps,
  auth: AuthContext,
  invoiceId: number,
  body: ShareBody,
  ip?: string,
): Promise<ShareInvoiceResponse> {
  // Mailing an invoice out of the firm is an invoice write, not a read: reading alone must not let an
  // employee send a client's invoice anywhere.
  assertCan(auth, 'create', 'invoices');
  // Sending an invoice is one of the invoice writes the plan gates (billing.md §5).
  assertInvoicesFullAccess(auth);
  const lawFirmId = auth.firm.id;
  const invoice = await readInvoice(deps.db, auth, invoiceId);
  const clientEmail = invoice.client.email?.trim().toLowerCase() ?? null;
  const to = body.email ?? clientEmail;
  // Any other recipient than the client's own address needs manage on invoices.
  if (to && to !== clientEmail && !auth.ability.can('manage', 'invoices')) {
    throw forbidden('Only someone who manages invoices may send one to an address other than the client’s.');
  }
  if (!to) throw ruleBroken(INVOICE_ERRORS.clientEmailMissing, CLIENT_EMAIL_MISSING_MESSAGE);

  const payUrl = await payUrlForMail(deps.payLinkUrl, invoice);
  const { subject, text } = invoiceMailText(invoiceFacts(invoice, payUrl), { kind: 'share', message: body.message });
  const attachment = await invoicePdfAttachment(deps, invoice);
  try {
    await deps.mailer.send({ lawFirmId, to: [to], subject, text, attachments: [attachment] });
  } catch {
    // The SMTP server refused or could not be reached: nothing was sent and nothing is recorded.
    throw new AppError(502, 'mail_not_sent', MAIL_NOT_SENT_MESSAGE);
  }
  await recordAudit(deps.db, {
    lawFirmId,
    userId: auth.user.id,
    action: 'invoice.shared',
    entityType: 'invoice',
    entityId: invoiceId,
    details: {
      invoice_number: invoice.invoice_number,
      sent_to: to,
      to_client_address: to === clientEmail,
      attachment: attachment.filename,
    },
    ...(ip ? { ip } : {}),
  });
  return { code: 'invoice_shared', sent_to: to };
}

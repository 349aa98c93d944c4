/**
 * The pay link an invoice mail carries (clients paying online by card): made by the online-payments module on first
 * need, and put in the share mail, the reminders and the installment notices only while something is left to pay.
 * A seam in the deps, so a suite (or a process) without it sends the mails as before.
 */
import type { Invoice } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../platform/secrets.js';
import { payLinkUrlFor } from '../online-payments/pay-links.js';

export type PayLinkUrl = (lawFirmId: number, invoiceId: number) => Promise<string>;

export const payLinkUrls =
  (services: { db: Db; secrets: SecretBox; config: { publicOrigin: string } }): PayLinkUrl =>
  (lawFirmId, invoiceId) =>
    payLinkUrlFor(
      { db: services.db, secrets: services.secrets, publicOrigin: services.config.publicOrigin },
      lawFirmId,
      invoiceId,
    );

/** The link for a mail about the invoice, or null when it is paid (or no link maker was given). */
export async function payUrlForMail(payLinkUrl: PayLinkUrl | undefined, invoice: Invoice): Promise<string | null> {
  if (!payLinkUrl || invoice.payment_details.outstanding_amount <= 0) return null;
  return payLinkUrl(invoice.law_firm_id, invoice.id);
}

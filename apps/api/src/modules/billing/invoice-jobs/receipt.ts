/**
 * Receipts (DESIGN §4): billing subscribes to the `payment.recorded` job that payments publish once a
 * payment on an invoice commits (payments/recorded-job.ts, register.ts), and mails the client what was
 * paid, when, and what remains, with the invoice's PDF, when that invoice's auto_send_receipt is on.
 * Once per payment (the notice's occurrence is the payment's id). A payment canceled before the job
 * runs gets no receipt.
 */
import { readFirmInvoice } from '../invoice-read.js';
import { type InvoiceJobDeps, mailNoticeOnce } from './notice-mail.js';
import { paymentForReceipt } from './repository.js';

/** True when this call mailed the receipt. */
export async function sendReceipt(deps: InvoiceJobDeps, paymentId: number, now = new Date()): Promise<boolean> {
  const payment = await paymentForReceipt(deps.db, paymentId);
  if (!payment || payment.invoiceId === null || payment.status !== 'completed' || !payment.autoSendReceipt) {
    return false;
  }
  const invoice = await readFirmInvoice(deps.db, payment.lawFirmId, payment.invoiceId, now);
  return mailNoticeOnce(
    deps,
    { lawFirmId: payment.lawFirmId, invoiceId: payment.invoiceId, kind: 'receipt', occurrence: String(payment.id) },
    invoice,
    { kind: 'receipt', amountCents: payment.amountCents, paymentDate: payment.paymentDate },
  );
}

/**
 * Receipts (DESIGN §4): after a payment on an invoice commits, a job mails the client what was paid,
 * when, and what remains, with the invoice's PDF, when that invoice's auto_send_receipt is on. Once per
 * payment (the notice's occurrence is the payment's id). A payment canceled before the job runs gets
 * no receipt.
 */
import type { JobQueue } from '../../../platform/jobs/index.js';
import { readFirmInvoice } from '../invoice-read.js';
import { type InvoiceJobDeps, mailNoticeOnce } from './notice-mail.js';
import { paymentForReceipt } from './repository.js';

export const INVOICE_RECEIPT_JOB = 'invoices.receipt';

export interface ReceiptJob {
  payment_id: number;
}

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

/**
 * Queues the receipt of a committed payment. Never throws: the payment is recorded whatever happens
 * here, and failing the request would invite the person to record it a second time.
 */
export async function queueReceipt(
  jobs: JobQueue,
  paymentId: number,
  log: { error(obj: unknown, msg?: string): void },
): Promise<void> {
  try {
    const job: ReceiptJob = { payment_id: paymentId };
    await jobs.send(INVOICE_RECEIPT_JOB, job, { singletonKey: `receipt-${paymentId}` });
  } catch (error) {
    log.error({ err: error, payment_id: paymentId }, 'could not queue the payment receipt');
  }
}

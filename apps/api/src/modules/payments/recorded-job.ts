/**
 * The `payment.recorded` job: payments publish it once a payment on an invoice has committed, and the
 * modules that act on a payment subscribe to it (billing mails the receipt, billing/invoice-jobs/
 * receipt.ts). Payments so never call into billing; billing depends on payments, not the reverse.
 */
import type { JobQueue } from '../../platform/jobs/index.js';

export const PAYMENT_RECORDED_JOB = 'payment.recorded';

export interface PaymentRecordedJob {
  payment_id: number;
}

/**
 * Publishes a committed payment, once per payment. Never throws: the payment is recorded whatever
 * happens here, and failing the request would invite the person to record it a second time.
 */
export async function publishPaymentRecorded(
  jobs: JobQueue,
  paymentId: number,
  log: { error(obj: unknown, msg?: string): void },
): Promise<void> {
  try {
    const job: PaymentRecordedJob = { payment_id: paymentId };
    await jobs.send(PAYMENT_RECORDED_JOB, job, { singletonKey: `payment-recorded-${paymentId}` });
  } catch (error) {
    log.error({ err: error, payment_id: paymentId }, 'could not publish the recorded payment');
  }
}

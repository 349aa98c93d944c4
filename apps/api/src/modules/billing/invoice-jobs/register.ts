/** The invoice jobs' workers and schedule, registered by app.ts when the job queue runs. */
import type { JobQueue } from '../../../platform/jobs/index.js';
import { PAYMENT_RECORDED_JOB, type PaymentRecordedJob } from '../../payments/recorded-job.js';
import { registerReplenishmentJob } from '../trust-replenishment.js';
import { INVOICE_DAY_CRON, INVOICE_DAY_JOB, runInvoiceDay } from './invoice-day.js';
import type { InvoiceJobDeps } from './notice-mail.js';
import { sendReceipt } from './receipt.js';

/** The receipt job's name before payments published `payment.recorded`: its jobs queued before an upgrade still run. */
const QUEUED_RECEIPT_JOB = 'invoices.receipt';

export async function registerInvoiceJobs(deps: InvoiceJobDeps & { jobs: JobQueue }): Promise<void> {
  const { jobs } = deps;
  await jobs.work(INVOICE_DAY_JOB, async () => {
    await runInvoiceDay(deps, new Date());
  });
  // Billing subscribes to the payments it is told of and mails their receipts.
  const mailReceipt = async ({ payment_id }: PaymentRecordedJob) => {
    await sendReceipt(deps, payment_id);
  };
  await jobs.work<PaymentRecordedJob>(PAYMENT_RECORDED_JOB, mailReceipt);
  await jobs.work<PaymentRecordedJob>(QUEUED_RECEIPT_JOB, mailReceipt);
  // And to the withdrawals from trust, asking for an evergreen retainer's replenishment.
  await registerReplenishmentJob(deps);
  // pg-boss keeps one schedule per name across every API process, so each hour runs once.
  await jobs.schedule(INVOICE_DAY_JOB, INVOICE_DAY_CRON);
  // And once now, so a server that was down catches up without waiting for the top of the hour.
  await jobs.send(INVOICE_DAY_JOB, {}, { singletonKey: 'on-start' });
}

/** The invoice jobs' workers and schedule, registered by app.ts when the job queue runs. */
import type { JobQueue } from '../../../platform/jobs/index.js';
import { INVOICE_DAY_CRON, INVOICE_DAY_JOB, runInvoiceDay } from './invoice-day.js';
import type { InvoiceJobDeps } from './notice-mail.js';
import { INVOICE_RECEIPT_JOB, type ReceiptJob, sendReceipt } from './receipt.js';

export async function registerInvoiceJobs(deps: InvoiceJobDeps & { jobs: JobQueue }): Promise<void> {
  const { jobs } = deps;
  await jobs.work(INVOICE_DAY_JOB, async () => {
    await runInvoiceDay(deps, new Date());
  });
  await jobs.work<ReceiptJob>(INVOICE_RECEIPT_JOB, async ({ payment_id }) => {
    await sendReceipt(deps, payment_id);
  });
  // pg-boss keeps one schedule per name across every API process, so each hour runs once.
  await jobs.schedule(INVOICE_DAY_JOB, INVOICE_DAY_CRON);
  // And once now, so a server that was down catches up without waiting for the top of the hour.
  await jobs.send(INVOICE_DAY_JOB, {}, { singletonKey: 'on-start' });
}

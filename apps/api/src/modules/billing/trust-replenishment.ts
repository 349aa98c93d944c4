/**
 * Evergreen retainers: billing subscribes to `trust.withdrawn` (payments/trust-withdrawn-job.ts) and, when the
 * withdrawal left the client's (or the matter's) trust balance under its floor (banking/trust-floors.ts), asks the
 * client for what brings it back: a trust invoice of that amount, written under the floor's row lock with the
 * floor's request noted in the same transaction (so two withdrawals at once ask once), then mailed in the client's
 * language with the invoice's PDF and its pay link. Once per crossing: not again until the balance was back at or
 * above the floor.
 */
import {
  DEFAULT_INVOICE_SETTINGS,
  dayIn,
  defaultInvoiceTitle,
  type InvoiceSettingsFields,
  trustInvoiceTotals,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { noteReplenishmentRequested, replenishmentDue } from '../banking/trust-floors.js';
import { TRUST_WITHDRAWN_JOB, type TrustWithdrawnJob } from '../payments/trust-withdrawn-job.js';
import { type InvoiceJobDeps, mailNoticeOnce } from './invoice-jobs/notice-mail.js';
import { clientLanguageOf, firmTimeZoneOf } from './invoice-jobs/repository.js';
import { drawFreeNumber } from './invoice-numbers.js';
import { readFirmInvoice } from './invoice-read.js';
import * as repo from './invoice-repository.js';
import { totalsSettingsOf } from './invoice-service.js';
import { settingsValues } from './settings-mapping.js';

/** A request is due in this many days. */
const DUE_IN_DAYS = 7;

const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** True when this call asked the client to replenish. */
export async function requestReplenishment(deps: InvoiceJobDeps, job: TrustWithdrawnJob, now = new Date()) {
  const level = { lawFirmId: job.law_firm_id, clientId: job.client_id, caseId: job.case_id };
  const made = await createRequest(deps.db, level, now);
  if (!made) return false;
  const invoice = await readFirmInvoice(deps.db, level.lawFirmId, made.invoiceId, now);
  return mailNoticeOnce(
    deps,
    { lawFirmId: level.lawFirmId, invoiceId: made.invoiceId, kind: 'replenishment', occurrence: 'request' },
    invoice,
    { kind: 'replenishment', floorCents: made.floorCents, balanceCents: made.balanceCents },
  );
}

async function createRequest(db: Db, level: { lawFirmId: number; clientId: number; caseId: number | null }, now: Date) {
  return db.transaction(async (tx) => {
    const due = await replenishmentDue(tx, level);
    if (!due) return null;
    const { lawFirmId, clientId, caseId } = level;
    const language = (await clientLanguageOf(tx, lawFirmId, caseId)) === 'ar' ? 'Arabic' : 'English';
    // A deposit into trust: no tax, no discount, no late fee; the client's language.
    const settings: InvoiceSettingsFields = {
      ...DEFAULT_INVOICE_SETTINGS,
      include_tax_rate: false,
      tax_rate: 0,
      language,
    };
    const totals = repo.totalsValues(trustInvoiceTotals(due.neededCents, totalsSettingsOf(settings)));
    const today = dayIn(await firmTimeZoneOf(tx, lawFirmId), now);
    const invoiceNumber = await drawFreeNumber(tx, lawFirmId);
    const invoiceId = await repo.insertInvoice(tx, {
      lawFirmId,
      clientId,
      caseId,
      type: 'TRUST',
      title: defaultInvoiceTitle('TRUST', language),
      invoiceNumber,
      createdByUserId: null,
      dueDate: plusDays(today, DUE_IN_DAYS),
      dateIssued: today,
      amountCents: due.neededCents,
      ...totals,
    });
    await repo.saveInvoiceSettings(tx, lawFirmId, invoiceId, settingsValues(settings));
    await noteReplenishmentRequested(tx, due.floorId, invoiceId, now);
    await recordAudit(tx, {
      lawFirmId,
      userId: null,
      action: 'invoice.replenishment_requested',
      entityType: 'invoice',
      entityId: invoiceId,
      details: {
        type: 'TRUST',
        invoice_number: invoiceNumber,
        client_id: clientId,
        case_id: caseId,
        floor_cents: due.floorCents,
        balance_cents: due.balanceCents,
        amount_cents: due.neededCents,
      },
    });
    return { invoiceId, floorCents: due.floorCents, balanceCents: due.balanceCents };
  });
}

export async function registerReplenishmentJob(deps: InvoiceJobDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.work<TrustWithdrawnJob>(TRUST_WITHDRAWN_JOB, async (job) => {
    await requestReplenishment(deps, job);
  });
}

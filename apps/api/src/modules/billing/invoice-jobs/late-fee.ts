/**
 * The automatic late fee (DESIGN §4 "Late fees"): the first time the job finds a BILL invoice with
 * include_late_fee overdue, it adds one Service line (not taxable) of the fee, FIXED cents or a
 * PERCENTAGE of what is outstanding at that moment, and stores the totals recomputed by the domain
 * arithmetic, all under the invoice's row lock, so no payment or save lands in between.
 *
 * Afterwards the line is an ordinary line of the invoice: the screen shows it and may edit or remove
 * it (removing it waives the fee; it is never added again, its notice row stays), and the totals treat
 * it like any other Service line, so general tax and a PERCENTAGE discount apply to the subtotal that
 * includes it and a later save computes the same total. The discount can never come to exceed the
 * subtotal this way: a FIXED discount stays as it was while the subtotal only grows, and a PERCENTAGE
 * one grows with the subtotal but stays a share of it.
 */
import { billInvoiceTotals, isBilledCharge, percentOf } from '@counsel/domain';
import type { Db } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit.js';
import * as repo from '../invoice-repository.js';
import { totalsSettingsOf } from '../invoice-service.js';
import { lockInvoiceForUpdate } from '../invoice-update-guard.js';
import { settingsFields } from '../settings-mapping.js';
import { LATE_FEE_OCCURRENCE } from './notice-plan.js';
import { appendCharge, claimNotice, storeTotals } from './repository.js';

/** The line's description when the settings have none (they require one, older rows may not). */
export const LATE_FEE_FALLBACK_DESCRIPTION = { English: 'Late fee', Arabic: 'رسوم التأخير' } as const;

type SettingsRow = NonNullable<Awaited<ReturnType<typeof repo.settingsOfInvoice>>>;

/** late_fee_value is cents when FIXED and hundredths of a percent when PERCENTAGE. */
export function lateFeeCents(settings: Pick<SettingsRow, 'lateFeeType' | 'lateFeeValue'>, outstandingCents: number) {
  const value = settings.lateFeeValue ?? 0;
  return settings.lateFeeType === 'PERCENTAGE' ? percentOf(outstandingCents, value) : value;
}

const totalsDetails = (totals: repo.InvoiceTotalsValues) => ({
  subtotal_cents: totals.subtotalCents,
  general_tax_cents: totals.generalTaxCents,
  discount_cents: totals.discountCents,
  total_cents: totals.totalCents,
});

/**
 * Adds the late fee if it is due and was never added; true when this call added it. `today` is the
 * firm's day (YYYY-MM-DD). Everything is checked again under the lock: the job's list may be stale.
 */
export async function addLateFee(db: Db, lawFirmId: number, invoiceId: number, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { current } = await lockInvoiceForUpdate(tx, lawFirmId, invoiceId, { type: 'BILL' });
    const row = await repo.settingsOfInvoice(tx, lawFirmId, invoiceId);
    const outstandingCents = current.totalCents - current.paidCents;
    if (!row?.includeLateFee || outstandingCents <= 0 || current.dueDate >= today) return false;
    if (!(await claimNotice(tx, { lawFirmId, invoiceId, kind: 'late_fee', occurrence: LATE_FEE_OCCURRENCE }))) {
      return false;
    }
    const feeCents = lateFeeCents(row, outstandingCents);
    // A fee that rounds to nothing adds no line; it still was the invoice's one late fee.
    if (feeCents <= 0) return false;

    const settings = settingsFields(row);
    const chargeId = await appendCharge(tx, {
      lawFirmId,
      invoiceId,
      clientId: current.clientId,
      caseId: current.caseId,
      description: settings.late_fee_description?.trim() || LATE_FEE_FALLBACK_DESCRIPTION[settings.language],
      amountCents: feeCents,
      date: today,
      type: 'Service',
      taxable: false,
      taxRateHundredths: 0,
      createdByUserId: null,
    });
    const lines = await repo.chargesOf(tx, lawFirmId, invoiceId);
    const totals = billInvoiceTotals(
      lines
        .map(({ charge }) => charge)
        .filter(isBilledCharge)
        .map((charge) => ({
          amountCents: charge.amountCents,
          taxable: charge.taxable,
          taxRateHundredths: charge.taxRateHundredths,
        })),
      totalsSettingsOf(settings),
    );
    const after = repo.totalsValues(totals);
    await storeTotals(tx, lawFirmId, invoiceId, after);
    await recordAudit(tx, {
      lawFirmId,
      userId: null,
      action: 'invoice.late_fee_added',
      entityType: 'invoice',
      entityId: invoiceId,
      details: {
        invoice_number: current.invoiceNumber,
        charge_id: chargeId,
        late_fee_type: settings.late_fee_type,
        late_fee_amount: settings.late_fee_amount,
        fee_cents: feeCents,
        outstanding_cents: outstandingCents,
        before: totalsDetails(current),
        after: totalsDetails(after),
      },
    });
    return true;
  });
}

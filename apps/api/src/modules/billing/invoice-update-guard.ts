/**
 * What every invoice update checks once its row is locked, whatever the invoice's type: it stays with
 * its client and its type, a new number is free, and the new total still covers what has been paid
 * (the lock means no payment can land between this check and the write).
 */
import { INVOICE_ERRORS, type InvoiceType } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { lockInvoice } from '../../db/locks.js';
import { ruleBroken, validationFailed } from '../../platform/errors.js';
import { found } from '../../platform/tenancy.js';
import { numberTaken } from './invoice-numbers.js';
import * as repo from './invoice-repository.js';

export const CLIENT_MISMATCH_MESSAGE = "The client does not match the invoice's client";
export const TOTAL_BELOW_PAID_MESSAGE = 'The new total is less than what has already been paid on this invoice';
export const WRONG_TYPE_MESSAGE: Record<InvoiceType, string> = {
  BILL: 'This invoice is not a bill invoice',
  TRUST: 'This invoice is not a trust invoice',
};

export async function lockInvoiceForUpdate(
  tx: DbOrTx,
  lawFirmId: number,
  invoiceId: number,
  update: { type: InvoiceType; clientId?: number | null; invoiceNumber?: number | string | null },
) {
  const current = found(await lockInvoice(tx, lawFirmId, invoiceId), 'Invoice');
  // An invoice stays with its client: what it bills was checked against that client.
  if (update.clientId != null && update.clientId !== current.clientId) {
    throw validationFailed({ client_id: CLIENT_MISMATCH_MESSAGE });
  }
  if (current.type !== update.type) throw validationFailed({ type: WRONG_TYPE_MESSAGE[update.type] });
  const invoiceNumber = update.invoiceNumber == null ? current.invoiceNumber : String(update.invoiceNumber);
  if (
    invoiceNumber !== current.invoiceNumber &&
    (await repo.invoiceNumberTaken(tx, lawFirmId, invoiceNumber, invoiceId))
  ) {
    throw numberTaken();
  }
  return { current, invoiceNumber };
}

export function assertTotalCoversPaid(totalCents: number, paidCents: number): void {
  if (totalCents < paidCents) {
    throw ruleBroken(INVOICE_ERRORS.totalBelowPaid, TOTAL_BELOW_PAID_MESSAGE, {
      total: totalCents / 100,
      total_paid: paidCents / 100,
    });
  }
}

/**
 * Invoice numbers: unique per firm (a unique index), drawn from a per-firm counter that is safe under
 * concurrent requests, formatted INV-00042. A number is taken when an invoice is saved, never when a
 * screen asks which one comes next.
 */

import { INVOICE_ERRORS, INVOICE_NUMBER_TAKEN_MESSAGE } from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { assertInvoicesFullAccess } from '../../platform/plans.js';
import * as repo from './invoice-repository.js';

const INVOICE_NUMBER_INDEX = 'invoices_firm_number_uq';

/** INV-00042: the prefix and five digits (more once a firm passes 99,999 invoices). */
export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(5, '0')}`;

export const numberTaken = () => new AppError(409, INVOICE_ERRORS.numberTaken, INVOICE_NUMBER_TAKEN_MESSAGE);

/**
 * The next number of the firm's counter that no invoice uses yet (a number typed by hand may have
 * taken one ahead of the counter). Called by the save that uses it, in its transaction.
 */
export async function drawFreeNumber(db: DbOrTx, lawFirmId: number): Promise<string> {
  for (;;) {
    const candidate = formatInvoiceNumber(await repo.bumpInvoiceCounter(db, lawFirmId));
    if (!(await repo.invoiceNumberTaken(db, lawFirmId, candidate, null))) return candidate;
  }
}

/**
 * The number a save without one would get now, reserving nothing: opening an invoice screen shows it,
 * and only the save takes a number (drawFreeNumber, in the save's transaction), so numbers stay gapless
 * however many screens are opened and closed. Two screens open at once show the same number; the
 * second to save gets the next one (the screens send no number while the field shows the suggestion).
 */
export async function peekFreeNumber(db: DbOrTx, lawFirmId: number): Promise<string> {
  let next = (await repo.invoiceCounterValue(db, lawFirmId)) + 1;
  while (await repo.invoiceNumberTaken(db, lawFirmId, formatInvoiceNumber(next), null)) next++;
  return formatInvoiceNumber(next);
}

export async function generateInvoiceNumber(db: Db, auth: AuthContext) {
  assertCan(auth, 'create', 'invoices');
  assertInvoicesFullAccess(auth);
  return { invoice_number: await peekFreeNumber(db, auth.firm.id) };
}

/** Two saves racing for one number: the loser answers as if it had seen the winner's invoice. */
export async function guardNumber<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, INVOICE_NUMBER_INDEX)) throw numberTaken();
    throw error;
  }
}

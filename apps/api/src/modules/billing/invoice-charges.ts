/**
 * The rules of an invoice's lines: what each line may be, which matter it belongs to, and what it
 * bills (a time entry, a saved charge) or lists (a payment). A line bills a time entry or a saved
 * charge only while it is on the invoice: a save marks what its lines bill and frees what the invoice
 * no longer lists.
 */
import {
  type ChargeType,
  type chargeInput,
  INVOICE_ERRORS,
  isBilledCharge,
  percentToHundredths,
  TIME_ENTRY_INVOICED_MESSAGE,
  type TotalsCharge,
  TRUST_PAYMENT_CHARGE,
} from '@counsel/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, notFound, ruleBroken, validationFailed } from '../../platform/errors.js';
import * as chargesRepo from './invoice-charges-repository.js';
import * as repo from './invoice-repository.js';

type ChargeLine = z.output<typeof chargeInput>;

export const CASE_OF_OTHER_CLIENT_MESSAGE = 'This matter belongs to another client';
export const CHARGE_OUTSIDE_CASE_MESSAGE = "A charge belongs to a matter other than the invoice's";
export const TIME_ENTRY_OF_OTHER_CLIENT_MESSAGE = 'This time entry is for another client';
export const TIME_ENTRY_RUNNING_MESSAGE = 'This time entry is still running; stop its timer first';
export const SAVED_CHARGE_BILLED_MESSAGE = 'This saved charge is already on another invoice';
export const PAYMENT_ID_REQUIRED = 'A trust payment line needs the payment it lists';
export const PAYMENT_OF_OTHER_CLIENT_MESSAGE = 'This payment was made by another client';
export const PAYMENT_CANCELED_MESSAGE = 'This payment was canceled';
export const PAYMENT_LISTED_MESSAGE = 'This payment is already listed on another invoice';
export const PAYMENT_ON_THIS_INVOICE_MESSAGE = 'This payment pays this invoice; it already shows under its payments';
export const TIME_ENTRY_ID_REQUIRED = 'A time entry line needs the time entry it bills';
export const LINKED_TWICE = 'This line is on the invoice twice';

export interface PreparedCharge {
  /** The line's id when it was already on this invoice (kept stable); null for a new line. */
  keepId: number | null;
  keepCreatedAt: Date | null;
  keepCreatedBy: number | null;
  description: string;
  amountCents: number;
  date: string;
  type: ChargeType;
  caseId: number | null;
  taxable: boolean;
  taxRateHundredths: number;
  timeEntryId: number | null;
  savedChargeId: number | null;
  /** Trust Payment lines only. */
  paymentId: number | null;
  /**
   * The payment id the line was sent with, whatever its type: one a line of another type names is not
   * listed, but must still be the firm's (404 otherwise, never dropped without a word).
   */
  namedPaymentId: number | null;
}

export interface InvoiceScope {
  /** Null while the invoice is being created. */
  id: number | null;
  clientId: number;
  caseId: number | null;
}

/**
 * What the lines mean before any lookup. Only Expense lines are taxed and an untaxed line has rate 0
 * (normalised, not refused: the screen may send a stale rate). A Trust Payment line names its payment
 * and bills nothing else; other lines list no payment.
 */
export function normaliseCharges(lines: readonly ChargeLine[]): PreparedCharge[] {
  const seenEntries = new Set<number>();
  const seenSaved = new Set<number>();
  const seenPayments = new Set<number>();
  const seenLines = new Set<number>();
  return lines.map((line, index) => {
    const listsPayment = line.type === TRUST_PAYMENT_CHARGE;
    const paymentId = listsPayment ? (line.payment_id ?? null) : null;
    if (listsPayment) {
      if (paymentId === null) throw validationFailed({ [`charges.${index}.payment_id`]: PAYMENT_ID_REQUIRED });
      if (seenPayments.has(paymentId)) throw validationFailed({ [`charges.${index}.payment_id`]: LINKED_TWICE });
      seenPayments.add(paymentId);
    }
    const timeEntryId = listsPayment ? null : (line.time_entry_id ?? null);
    if (line.is_time_entry && timeEntryId === null) {
      throw validationFailed({ [`charges.${index}.time_entry_id`]: TIME_ENTRY_ID_REQUIRED });
    }
    if (timeEntryId !== null) {
      if (seenEntries.has(timeEntryId)) throw validationFailed({ [`charges.${index}.time_entry_id`]: LINKED_TWICE });
      seenEntries.add(timeEntryId);
    }
    const savedChargeId = listsPayment ? null : (line.saved_charge_id ?? null);
    if (savedChargeId !== null) {
      if (seenSaved.has(savedChargeId)) throw validationFailed({ [`charges.${index}.saved_charge_id`]: LINKED_TWICE });
      seenSaved.add(savedChargeId);
    }
    const taxable = line.type === 'Expense' && line.taxable;
    // A line id sent twice (a copied line) keeps its id once; the copy becomes a new line.
    const keepId = line.id != null && !seenLines.has(line.id) ? line.id : null;
    if (keepId !== null) seenLines.add(keepId);
    return {
      keepId,
      keepCreatedAt: null,
      keepCreatedBy: null,
      description: line.description,
      amountCents: line.amount,
      date: line.date,
      type: line.type,
      caseId: line.case_id ?? null,
      taxable,
      taxRateHundredths: taxable ? percentToHundredths(line.taxRate ?? 0) : 0,
      timeEntryId,
      savedChargeId,
      paymentId,
      namedPaymentId: line.payment_id ?? null,
    };
  });
}

/** The lines the totals count: Trust Payment lines only list money already paid. */
export const totalsChargesOf = (prepared: readonly PreparedCharge[]): TotalsCharge[] =>
  prepared.filter(isBilledCharge).map((line) => ({
    amountCents: line.amountCents,
    taxable: line.taxable,
    taxRateHundredths: line.taxRateHundredths,
  }));

const idsOf = (values: ReadonlyArray<number | null>) => [...new Set(values.filter((v): v is number => v !== null))];

/**
 * Checks what the lines point at, in the firm and for this invoice, and settles each line's matter.
 * Locks the time entries and saved charges the lines bill until the save commits.
 */
export async function checkChargeLinks(
  tx: DbOrTx,
  lawFirmId: number,
  invoice: InvoiceScope,
  lines: PreparedCharge[],
): Promise<PreparedCharge[]> {
  // A line id of another firm answers 404; one of another invoice of this firm becomes a new line.
  const known = new Map(
    (await chargesRepo.findCharges(tx, lawFirmId, idsOf(lines.map((l) => l.keepId)))).map((c) => [c.id, c]),
  );
  const withIds = lines.map((line) => {
    if (line.keepId === null) return line;
    const charge = known.get(line.keepId);
    if (!charge) throw notFound('Charge');
    return charge.invoiceId === invoice.id
      ? { ...line, keepCreatedAt: charge.createdAt, keepCreatedBy: charge.createdByUserId }
      : { ...line, keepId: null };
  });
  const alreadyListed = new Set(
    [...known.values()].flatMap((c) => (c.invoiceId === invoice.id && c.paymentId !== null ? [c.paymentId] : [])),
  );
  const withPayments = await checkListedPayments(tx, lawFirmId, invoice, withIds, alreadyListed);

  const entryIds = idsOf(withPayments.map((l) => l.timeEntryId));
  const entries = new Map((await chargesRepo.lockTimeEntries(tx, lawFirmId, entryIds)).map((e) => [e.id, e]));
  const withEntries = withPayments.map((line) => {
    if (line.timeEntryId === null) return line;
    const entry = entries.get(line.timeEntryId);
    if (!entry) throw notFound('Time entry');
    const details = { time_entry_id: entry.id };
    if (entry.running) throw ruleBroken(INVOICE_ERRORS.timeEntryRunning, TIME_ENTRY_RUNNING_MESSAGE, details);
    if (entry.clientId !== invoice.clientId) {
      throw ruleBroken(INVOICE_ERRORS.timeEntryOfOtherClient, TIME_ENTRY_OF_OTHER_CLIENT_MESSAGE, details);
    }
    // Invoiced without this invoice's id (including an entry flagged with no invoice) is someone else's.
    if (entry.invoiced && (invoice.id === null || entry.invoiceId !== invoice.id)) {
      throw new AppError(409, INVOICE_ERRORS.timeEntryInvoiced, TIME_ENTRY_INVOICED_MESSAGE, { details });
    }
    // A line sent without a matter bills the entry's matter.
    return line.caseId === null ? { ...line, caseId: entry.caseId } : line;
  });

  const caseIds = idsOf(withEntries.map((l) => l.caseId));
  const matters = new Map((await repo.findCases(tx, lawFirmId, caseIds)).map((c) => [c.id, c]));
  const withCases = withEntries.map((line) => {
    if (line.caseId === null) return invoice.caseId === null ? line : { ...line, caseId: invoice.caseId };
    const matter = matters.get(line.caseId);
    if (!matter) throw notFound('Case');
    const details = { case_id: matter.id };
    if (matter.clientId !== invoice.clientId) {
      throw ruleBroken(INVOICE_ERRORS.caseOfOtherClient, CASE_OF_OTHER_CLIENT_MESSAGE, details);
    }
    if (invoice.caseId !== null && matter.id !== invoice.caseId) {
      throw ruleBroken(INVOICE_ERRORS.chargeOutsideCase, CHARGE_OUTSIDE_CASE_MESSAGE, details);
    }
    return line;
  });

  const savedIds = idsOf(withCases.map((l) => l.savedChargeId));
  const saved = new Map((await chargesRepo.lockSavedCharges(tx, lawFirmId, savedIds)).map((s) => [s.id, s]));
  for (const id of savedIds) {
    const row = saved.get(id);
    if (!row) throw notFound('Saved charge');
    if (row.invoiceId !== null && row.invoiceId !== invoice.id) {
      throw new AppError(409, INVOICE_ERRORS.savedChargeBilled, SAVED_CHARGE_BILLED_MESSAGE, {
        details: { saved_charge_id: id },
      });
    }
  }
  return withCases;
}

/**
 * Trust Payment lines take their amount and date from the payment they list, and its matter when it
 * has one. The payment must be the invoice's client's, completed (a line listed before the payment
 * was canceled may stay), not a payment of this very invoice, and listed by no other invoice.
 */
async function checkListedPayments(
  tx: DbOrTx,
  lawFirmId: number,
  invoice: InvoiceScope,
  lines: PreparedCharge[],
  alreadyListed: ReadonlySet<number>,
): Promise<PreparedCharge[]> {
  const namedIds = idsOf(lines.flatMap((l) => [l.paymentId, l.namedPaymentId]));
  if (namedIds.length === 0) return lines;
  const found = new Map((await chargesRepo.findPayments(tx, lawFirmId, namedIds)).map((p) => [p.id, p]));
  if (namedIds.some((id) => !found.has(id))) throw notFound('Payment');
  const paymentIds = idsOf(lines.map((l) => l.paymentId));
  const elsewhere = await chargesRepo.paymentsListedElsewhere(tx, lawFirmId, invoice.id, paymentIds);
  return lines.map((line) => {
    if (line.paymentId === null) return line;
    const payment = found.get(line.paymentId);
    if (!payment) throw notFound('Payment');
    const details = { payment_id: payment.id };
    if (payment.clientId !== invoice.clientId) {
      throw ruleBroken(INVOICE_ERRORS.paymentOfOtherClient, PAYMENT_OF_OTHER_CLIENT_MESSAGE, details);
    }
    if (invoice.id !== null && payment.invoiceId === invoice.id) {
      throw ruleBroken(INVOICE_ERRORS.paymentOnThisInvoice, PAYMENT_ON_THIS_INVOICE_MESSAGE, details);
    }
    if (payment.status !== 'completed' && !alreadyListed.has(payment.id)) {
      throw ruleBroken(INVOICE_ERRORS.paymentCanceled, PAYMENT_CANCELED_MESSAGE, details);
    }
    if (elsewhere.has(payment.id)) throw paymentListed(payment.id);
    return {
      ...line,
      amountCents: payment.amountCents,
      date: payment.paymentDate,
      caseId: payment.caseId ?? line.caseId,
    };
  });
}

/** The unique index that lets a payment be listed by one invoice at most. */
const PAYMENT_LISTING_INDEX = 'charges_payment_uq';

/** Two invoices racing to list one payment: the loser answers as if it had seen the winner's line. */
export async function guardListedPayments<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, PAYMENT_LISTING_INDEX)) throw paymentListed();
    throw error;
  }
}

export const paymentListed = (paymentId?: number) =>
  new AppError(409, INVOICE_ERRORS.paymentListed, PAYMENT_LISTED_MESSAGE, {
    ...(paymentId === undefined ? {} : { details: { payment_id: paymentId } }),
  });

/**
 * Writes the lines of a checked save: replaces the invoice's lines, frees the entries and saved charges
 * it no longer bills, and marks the ones it does.
 */
export async function writeCharges(
  tx: DbOrTx,
  lawFirmId: number,
  invoice: { id: number; clientId: number },
  userId: number,
  lines: readonly PreparedCharge[],
): Promise<void> {
  await chargesRepo.replaceCharges(
    tx,
    lawFirmId,
    invoice.id,
    lines.map((line) => ({
      ...(line.keepId !== null ? { id: line.keepId } : {}),
      ...(line.keepCreatedAt ? { createdAt: line.keepCreatedAt } : {}),
      clientId: invoice.clientId,
      caseId: line.caseId,
      description: line.description,
      amountCents: line.amountCents,
      date: line.date,
      type: line.type,
      taxable: line.taxable,
      taxRateHundredths: line.taxRateHundredths,
      isTimeEntry: line.timeEntryId !== null,
      timeEntryId: line.timeEntryId,
      savedChargeId: line.savedChargeId,
      paymentId: line.paymentId,
      createdByUserId: line.keepId !== null ? line.keepCreatedBy : userId,
    })),
  );
  const entryIds = idsOf(lines.map((l) => l.timeEntryId));
  const savedIds = idsOf(lines.map((l) => l.savedChargeId));
  await chargesRepo.freeTimeEntries(tx, lawFirmId, invoice.id, entryIds);
  await chargesRepo.markTimeEntriesInvoiced(tx, lawFirmId, invoice.id, entryIds);
  await chargesRepo.freeSavedCharges(tx, lawFirmId, invoice.id, savedIds);
  await chargesRepo.markSavedChargesBilled(tx, lawFirmId, invoice.id, savedIds);
}

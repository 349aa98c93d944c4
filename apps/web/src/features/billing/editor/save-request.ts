/**
 * Saving the bill invoice (billing.md §5, §7): what the screen checks first, the body it sends
 * (`SaveBillInvoiceRequest`: settings flat, charges with amount text, the screen's total in dollars)
 * and which translated text an API failure shows.
 */

import { centsToAmountText, defaultInvoiceTitle, INVOICE_ERRORS, type SaveBillInvoiceRequest } from '@counsel/domain';
import { isApiError } from '../../../lib/api';
import { amountCents, chargeProblems, rateOf } from './charge-rules';
import { type EditorState, editorTotals } from './editor-state';
import { invoiceNumberToSend } from './suggested-number';

export type SaveProblem =
  | 'chargesRequired'
  | 'datesRequired'
  | 'dueBeforeIssued'
  | 'chargesIncomplete'
  | 'discountExceedsSubtotal';

/** The first reason the screen refuses to send the invoice, or null. */
export function saveProblem(state: EditorState): SaveProblem | null {
  if (state.charges.length === 0) return 'chargesRequired';
  if (!state.dateIssued || !state.dueDate) return 'datesRequired';
  if (state.dueDate < state.dateIssued) return 'dueBeforeIssued';
  if (state.charges.some((charge) => chargeProblems(charge).length > 0)) return 'chargesIncomplete';
  if (editorTotals(state).error) return 'discountExceedsSubtotal';
  return null;
}

export interface SaveContext {
  clientId: number;
  lawFirmId: number;
  userId: number;
  /** Sent only when the invoice belongs to a case (opened from one, or saved with one). */
  caseId: number | null;
  matterName: (caseId: number) => string | null;
}

export function saveRequest(state: EditorState, context: SaveContext): SaveBillInvoiceRequest {
  const totals = editorTotals(state).totals;
  return {
    ...state.settings,
    title: state.title.trim() || defaultInvoiceTitle('BILL', state.settings.language),
    type: 'BILL',
    due_date: state.dueDate,
    date_issued: state.dateIssued,
    created_by_user_id: context.userId,
    invoice_number: invoiceNumberToSend(state.invoiceNumber, state.suggestedNumber),
    client_id: context.clientId,
    law_firm_id: context.lawFirmId,
    ...(context.caseId === null ? {} : { case_id: context.caseId }),
    charges: state.charges.map((charge) => ({
      id: charge.id,
      description: charge.description.trim(),
      amount: centsToAmountText(amountCents(charge) ?? 0),
      date: charge.date,
      type: charge.type,
      matterName: charge.case_id === null ? null : context.matterName(charge.case_id),
      case_id: charge.case_id,
      client_id: context.clientId,
      is_time_entry: charge.is_time_entry,
      time_entry_id: charge.time_entry_id,
      saved_charge_id: charge.saved_charge_id,
      payment_id: charge.payment_id,
      taxable: charge.type !== 'Service' && charge.taxable,
      taxRate: rateOf(charge),
    })),
    total: totals ? totals.totalCents / 100 : null,
  };
}

/** Codes of the save calls that have their own translated text under `errors.` of the namespace. */
const KNOWN_CODES = new Set<string>([
  ...Object.values(INVOICE_ERRORS),
  'validation_failed',
  'plan_upgrade_required',
  'forbidden',
  'not_found',
]);

/** The translation key (in `invoiceEditor`) of why a save failed. */
export function saveErrorKey(error: unknown): string {
  if (isApiError(error) && KNOWN_CODES.has(error.code)) return `errors.${error.code}`;
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.unknown';
}

/** `charges.3.amount` → the 4th line and its field; other field names stay on the invoice. */
export function chargeFieldOf(field: string): { index: number; field: string } | null {
  const match = /^charges\.(\d+)(?:\.(\w+))?/.exec(field);
  return match ? { index: Number(match[1]), field: match[2] ?? '' } : null;
}

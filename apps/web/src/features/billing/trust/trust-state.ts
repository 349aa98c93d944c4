/**
 * The trust invoice screen's state (billing.md screen 2, §4, §5): the level tabs and their reset rules,
 * the amount as typed (digits and a dot, rounded to two decimals on leaving), the checks of a save in
 * the spec's order and the body it sends.
 */

import {
  DiscountExceedsSubtotalError,
  defaultInvoiceTitle,
  type Invoice,
  type InvoiceSettingsFields,
  type InvoiceTotals,
  parseAmountToCents,
  type SaveTrustInvoiceRequest,
  type TrustInvoiceLevel,
  trustInvoiceTotals,
} from '@counsel/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { localDay } from '../../../lib/local-day';
import { totalsSettingsOf } from '../editor/charge-rules';
import { settingsFieldsOf } from '../editor/editor-state';
import { invoiceNumberToSend } from '../editor/suggested-number';

export interface TrustState {
  level: TrustInvoiceLevel;
  clientId: number | null;
  caseId: number | null;
  /** The amount as typed. */
  amount: string;
  invoiceNumber: string;
  /** The number the server suggested for a new invoice: not sent back while the field still shows it. */
  suggestedNumber: string | null;
  title: string;
  dateIssued: string;
  dueDate: string;
  settings: InvoiceSettingsFields;
}

/** What the screen was opened for: the address's client and case, and whether it edits. */
export interface TrustScope {
  routeClientId: number;
  editing: boolean;
}

export type TrustAction =
  | { type: 'setLevel'; level: TrustInvoiceLevel; scope: TrustScope }
  | { type: 'setClient'; clientId: number | null }
  | { type: 'setCase'; caseId: number | null; clientId?: number | null }
  | { type: 'setAmount'; text: string }
  | { type: 'roundAmount' }
  | { type: 'setField'; field: 'invoiceNumber' | 'title' | 'dateIssued' | 'dueDate'; value: string }
  | { type: 'numberGenerated'; value: string }
  | { type: 'setSettings'; settings: InvoiceSettingsFields };

/** What the amount input keeps: digits and the first dot ("1a2.3.4" → "12.34"). */
export function keepAmountCharacters(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}

/** The amount rounded half up to two decimals ("12.345" → "12.35", "7" → "7.00"); nothing stays nothing. */
export function roundAmountText(text: string): string {
  const kept = keepAmountCharacters(text);
  if (kept === '' || kept === '.') return '';
  const [whole = '', fraction = ''] = kept.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function newTrustState(input: {
  settings: InvoiceSettingsFields;
  clientId: number;
  caseId: number | null;
  now: Date;
}): TrustState {
  return {
    level: input.caseId !== null ? 'MATTER' : 'CLIENT',
    clientId: input.clientId,
    caseId: input.caseId,
    amount: '',
    invoiceNumber: '',
    suggestedNumber: null,
    title: defaultInvoiceTitle('TRUST', input.settings.language),
    dateIssued: localDay(input.now),
    dueDate: localDay(input.now),
    settings: settingsFieldsOf(input.settings),
  };
}

/** A saved trust invoice as the screen edits it: its stored base amount exactly; empty dates become today. */
export function savedTrustState(invoice: Invoice, now: Date): TrustState {
  return {
    level: invoice.case_id !== null ? 'MATTER' : 'CLIENT',
    clientId: invoice.client_id,
    caseId: invoice.case_id,
    amount: invoice.amount === null ? '' : invoice.amount.toFixed(2),
    invoiceNumber: invoice.invoice_number,
    suggestedNumber: null,
    title: invoice.title,
    dateIssued: invoice.date_issued || localDay(now),
    dueDate: invoice.due_date || localDay(now),
    settings: settingsFieldsOf(invoice.invoice_settings),
  };
}

export function trustReducer(state: TrustState, action: TrustAction): TrustState {
  switch (action.type) {
    case 'setLevel': {
      if (action.level === state.level) return state;
      // §4: switching level resets the amount and the matter; creating, Client level takes the
      // screen's client again and Matter level waits for the matter to name one.
      const next = { ...state, level: action.level, amount: '', caseId: null };
      if (action.scope.editing) return next;
      return { ...next, clientId: action.level === 'CLIENT' ? action.scope.routeClientId : null };
    }
    case 'setClient':
      return { ...state, clientId: action.clientId };
    case 'setCase':
      return {
        ...state,
        caseId: action.caseId,
        clientId: action.clientId === undefined ? state.clientId : action.clientId,
      };
    case 'setAmount':
      return { ...state, amount: keepAmountCharacters(action.text) };
    case 'roundAmount':
      return { ...state, amount: roundAmountText(state.amount) };
    case 'setField':
      return { ...state, [action.field]: action.value };
    case 'numberGenerated':
      return state.invoiceNumber ? state : { ...state, invoiceNumber: action.value, suggestedNumber: action.value };
    case 'setSettings':
      return { ...state, settings: settingsFieldsOf(action.settings) };
  }
}

export const amountCentsOf = (state: Pick<TrustState, 'amount'>): number | null =>
  parseAmountToCents(roundAmountText(state.amount));

/** The live totals; a discount above the amount comes back as null. */
export function trustTotals(state: TrustState): InvoiceTotals | null {
  try {
    return trustInvoiceTotals(amountCentsOf(state) ?? 0, totalsSettingsOf(state.settings));
  } catch (error) {
    if (error instanceof DiscountExceedsSubtotalError) return null;
    throw error;
  }
}

/**
 * The checks of a save in the spec's order (§5): a positive amount, the matter (Matter level) or the
 * client (Client level), the due date, the date issued. Each broken one is an issue with its toast's
 * text; the screen toasts the first.
 */
export function trustFormSchema(t: TFunction) {
  const common = {
    amount: z.string().refine((amount) => (amountCentsOf({ amount }) ?? 0) > 0, { error: t('toasts.amount') }),
  };
  const dates = {
    dueDate: z.string().min(1, { error: t('toasts.dueDate') }),
    dateIssued: z.string().min(1, { error: t('toasts.dateIssued') }),
  };
  return z.discriminatedUnion('level', [
    z.looseObject({
      level: z.literal('CLIENT'),
      ...common,
      clientId: z.number({ error: t('toasts.client') }),
      ...dates,
    }),
    z.looseObject({
      level: z.literal('MATTER'),
      ...common,
      caseId: z.number({ error: t('toasts.matter') }),
      ...dates,
    }),
  ]);
}

/** The save body: the base amount with two decimals, the screen's discount and total (the server recomputes). */
export function trustSaveRequest(state: TrustState, totals: InvoiceTotals | null): SaveTrustInvoiceRequest {
  return {
    ...state.settings,
    type: 'TRUST',
    title: state.title.trim() || defaultInvoiceTitle('TRUST', state.settings.language),
    invoice_number: invoiceNumberToSend(state.invoiceNumber, state.suggestedNumber),
    client_id: state.clientId,
    level: state.level,
    case_id: state.level === 'MATTER' ? state.caseId : null,
    due_date: state.dueDate,
    date_issued: state.dateIssued,
    amount: roundAmountText(state.amount),
    discount: { amount: totals ? totals.discountCents / 100 : null },
    total: totals ? totals.totalCents / 100 : null,
  };
}

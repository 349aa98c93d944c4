/**
 * The bill invoice screen's state (billing.md screen 1) as a reducer: the header fields, the invoice's
 * own settings, the matters added on the matters tab and every charge line. Pure, so the rules are
 * tested without rendering.
 */
import {
  type ChargeType,
  type Invoice,
  type InvoiceSettingsFields,
  invoiceSettingsFields,
  isBilledCharge,
  tryBillInvoiceTotals,
} from '@counsel/domain';
import { localDay } from '../../../lib/local-day';
import {
  amountCents,
  type EditorCharge,
  type NewCharge,
  newChargeKey,
  savedInvoiceLine,
  totalsChargeOf,
  totalsSettingsOf,
  withRateLeft,
  withTaxable,
  withType,
} from './charge-rules';

export interface EditorMatter {
  id: number;
  /** Known when the matter came with a title (a saved invoice); else the client's cases name it. */
  title: string | null;
}

export interface EditorState {
  invoiceNumber: string;
  /** The number the server suggested for a new invoice (GET /invoice/generate-invoice-number). */
  suggestedNumber: string | null;
  title: string;
  /** YYYY-MM-DD. */
  dateIssued: string;
  dueDate: string;
  settings: InvoiceSettingsFields;
  /** The sections of the matters tab, in the order they were added. */
  matters: EditorMatter[];
  charges: EditorCharge[];
}

export type HeaderField = 'invoiceNumber' | 'title' | 'dateIssued' | 'dueDate';

export type EditorAction =
  | { type: 'setField'; field: HeaderField; value: string }
  /** The generated number arrives after the screen opened: it fills the field unless someone typed. */
  | { type: 'numberGenerated'; value: string }
  | { type: 'setSettings'; settings: InvoiceSettingsFields }
  | { type: 'addMatter'; matter: EditorMatter }
  | { type: 'removeMatter'; caseId: number }
  | { type: 'addCharges'; charges: NewCharge[]; matterTitles?: Record<number, string> }
  | { type: 'editCharge'; key: string; patch: Partial<Pick<EditorCharge, 'description' | 'amount' | 'date'>> }
  | { type: 'setChargeType'; key: string; chargeType: ChargeType }
  | { type: 'setTaxable'; key: string; taxable: boolean }
  | { type: 'setTaxRate'; key: string; taxRate: number | string }
  | { type: 'leaveTaxRate'; key: string }
  | { type: 'removeCharge'; key: string };

export const DUE_IN_DAYS = 30;

/** Only the fields of the settings (an invoice's or the firm's answer carries ids and dates too). */
export function settingsFieldsOf(settings: InvoiceSettingsFields): InvoiceSettingsFields {
  const fields = {} as Record<string, unknown>;
  for (const key of Object.keys(invoiceSettingsFields.shape))
    fields[key] = settings[key as keyof InvoiceSettingsFields];
  return fields as unknown as InvoiceSettingsFields;
}

export function newInvoiceState(input: { settings: InvoiceSettingsFields; title: string; now: Date }): EditorState {
  return {
    invoiceNumber: '',
    suggestedNumber: null,
    title: input.title,
    dateIssued: localDay(input.now),
    dueDate: localDay(input.now, DUE_IN_DAYS),
    settings: settingsFieldsOf(input.settings),
    matters: [],
    charges: [],
  };
}

export function savedInvoiceState(invoice: Invoice): EditorState {
  const titles = new Map(invoice.case.map((item) => [item.id, item.title]));
  const matterIds = [
    ...new Set(invoice.charges.flatMap((charge) => (charge.case_id === null ? [] : [charge.case_id]))),
  ];
  return {
    invoiceNumber: invoice.invoice_number,
    suggestedNumber: null,
    title: invoice.title,
    dateIssued: invoice.date_issued.slice(0, 10),
    dueDate: invoice.due_date.slice(0, 10),
    settings: settingsFieldsOf(invoice.invoice_settings),
    matters: matterIds.map((id) => ({ id, title: titles.get(id) ?? null })),
    charges: invoice.charges.map(savedInvoiceLine),
  };
}

const mapCharge = (state: EditorState, key: string, change: (charge: EditorCharge) => EditorCharge): EditorState => ({
  ...state,
  charges: state.charges.map((charge) => (charge.key === key ? change(charge) : charge)),
});

/** Adds the sections that new lines need (a time entry lands under its own matter). */
function withMattersFor(state: EditorState, charges: NewCharge[], titles: Record<number, string> = {}): EditorMatter[] {
  const matters = [...state.matters];
  for (const charge of charges) {
    if (charge.case_id !== null && !matters.some((matter) => matter.id === charge.case_id)) {
      matters.push({ id: charge.case_id, title: titles[charge.case_id] ?? null });
    }
  }
  return matters;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'setField':
      return { ...state, [action.field]: action.value };
    case 'numberGenerated':
      return state.invoiceNumber ? state : { ...state, invoiceNumber: action.value, suggestedNumber: action.value };
    case 'setSettings':
      return { ...state, settings: settingsFieldsOf(action.settings) };
    case 'addMatter':
      return state.matters.some((matter) => matter.id === action.matter.id)
        ? state
        : { ...state, matters: [...state.matters, action.matter] };
    case 'removeMatter':
      return {
        ...state,
        matters: state.matters.filter((matter) => matter.id !== action.caseId),
        charges: state.charges.filter((charge) => charge.case_id !== action.caseId),
      };
    case 'addCharges':
      return {
        ...state,
        matters: withMattersFor(state, action.charges, action.matterTitles),
        charges: [...state.charges, ...action.charges.map((charge) => ({ ...charge, key: newChargeKey() }))],
      };
    case 'editCharge':
      return mapCharge(state, action.key, (charge) => ({ ...charge, ...action.patch }));
    case 'setChargeType':
      return mapCharge(state, action.key, (charge) => withType(charge, action.chargeType));
    case 'setTaxable':
      return mapCharge(state, action.key, (charge) => withTaxable(charge, action.taxable, state.settings.tax_rate));
    case 'setTaxRate':
      return mapCharge(state, action.key, (charge) => ({ ...charge, taxRate: action.taxRate }));
    case 'leaveTaxRate':
      return mapCharge(state, action.key, withRateLeft);
    case 'removeCharge':
      return { ...state, charges: state.charges.filter((charge) => charge.key !== action.key) };
  }
}

/**
 * The live totals (§5); a discount above the subtotal comes back as the error to show. Trust Payment
 * lines list money already paid and count toward nothing.
 */
export function editorTotals(state: Pick<EditorState, 'charges' | 'settings'>) {
  return tryBillInvoiceTotals(
    state.charges.filter(isBilledCharge).map(totalsChargeOf),
    totalsSettingsOf(state.settings),
  );
}

/** What the Trust Payment lines list, in cents (shown beside the totals, never in them). */
export function listedPaymentsCents(state: Pick<EditorState, 'charges'>): number {
  return state.charges
    .filter((charge) => !isBilledCharge(charge))
    .reduce((sum, charge) => sum + (amountCents(charge) ?? 0), 0);
}

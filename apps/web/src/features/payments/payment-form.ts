/**
 * The record-payment modal's values, which accounts they need, the checks before sending, and the
 * body of POST /payment/create-record-payment (billing.md §3 Payment record, DESIGN §4).
 */
import {
  type PaymentClientCheck,
  type PaymentType,
  paymentClientCheck,
  type RecordPaymentRequest,
} from '@counsel/domain';

/** The invoice a payment is tied to, amounts in dollars as the invoice reads them. */
export interface PaymentInvoice {
  id: number;
  type: 'BILL' | 'TRUST';
  total: number;
  outstanding: number;
  client_id: number;
  case_id: number | null;
}

export type PaymentLevel = 'CLIENT' | 'MATTER';
export type TrustLevel = 'CLIENT_TRUST' | 'MATTER_TRUST';

export interface PaymentFormValues {
  level: PaymentLevel;
  clientId: number | null;
  caseId: number | null;
  paymentType: PaymentType;
  /** Which of the client's trust balances pays a bill invoice (payment type trust). */
  trustLevel: TrustLevel;
  trustAccountId: number | null;
  officeAccountId: number | null;
  paymentDate: string;
  /** Dollars as typed ('' when empty). */
  amount: number | '';
  description: string;
}

export const toCents = (dollars: number) => Math.round(dollars * 100);

export function initialValues(input: { invoice: PaymentInvoice | null; clientId: number | null; today: string }) {
  const { invoice } = input;
  return {
    level: 'CLIENT',
    clientId: invoice?.client_id ?? input.clientId,
    caseId: invoice?.case_id ?? null,
    paymentType: 'direct',
    trustLevel: invoice?.case_id ? 'MATTER_TRUST' : 'CLIENT_TRUST',
    trustAccountId: null,
    officeAccountId: null,
    paymentDate: input.today,
    amount: '',
    description: '',
  } satisfies PaymentFormValues as PaymentFormValues;
}

/**
 * Where the money goes (DESIGN §4): a trust invoice, or a trust payment without an invoice, deposits into
 * trust; a trust payment of a bill moves it from trust to the office; a direct payment lands in the office.
 */
export function accountsNeeded(invoice: PaymentInvoice | null, paymentType: PaymentType) {
  if (invoice?.type === 'TRUST') return { trust: true, office: false, fromTrust: false };
  if (paymentType === 'direct') return { trust: false, office: true, fromTrust: false };
  return invoice ? { trust: true, office: true, fromTrust: true } : { trust: true, office: false, fromTrust: false };
}

/** The modal's own check (§8 client side), first problem first. */
export function checkPayment(values: PaymentFormValues, invoice: PaymentInvoice | null): PaymentClientCheck | null {
  return paymentClientCheck({
    amountCents: values.amount === '' ? null : toCents(values.amount),
    invoice: invoice ? { totalCents: toCents(invoice.total), outstandingCents: toCents(invoice.outstanding) } : null,
    level: values.level,
    clientId: values.clientId,
    caseId: values.caseId,
  });
}

/** An amount the field may take: empty, or at most the outstanding balance of the invoice. */
export function amountAllowed(value: number | undefined, invoice: PaymentInvoice | null): boolean {
  if (value === undefined || invoice === null) return true;
  return toCents(value) <= toCents(invoice.outstanding);
}

export function recordPaymentBody(values: PaymentFormValues, invoice: PaymentInvoice | null): RecordPaymentRequest {
  const needs = accountsNeeded(invoice, values.paymentType);
  const trustInvolved = needs.trust;
  const amount = values.amount === '' ? 0 : toCents(values.amount) / 100;
  const description = values.description.trim() || null;
  if (invoice) {
    // A trust invoice of a matter deposits at the matter; a bill paid from trust uses the balance chosen.
    const matterTrust = invoice.case_id !== null && (invoice.type === 'TRUST' || values.trustLevel === 'MATTER_TRUST');
    return {
      invoice_id: invoice.id,
      client_id: invoice.client_id,
      case_id: invoice.case_id,
      payment_type: values.paymentType,
      amount,
      description,
      payment_date: values.paymentDate,
      invoice_type: invoice.type === 'TRUST' ? 'trust' : 'bill',
      level: invoice.case_id ? 'MATTER' : 'CLIENT',
      trust_account_level: trustInvolved ? (matterTrust ? 'MATTER_TRUST' : 'CLIENT_TRUST') : null,
      trust_account_id: needs.trust ? values.trustAccountId : null,
      office_account_id: needs.office ? values.officeAccountId : null,
    };
  }
  return {
    invoice_id: null,
    client_id: values.clientId,
    case_id: values.level === 'MATTER' ? values.caseId : null,
    payment_type: values.paymentType,
    amount,
    description,
    payment_date: values.paymentDate,
    invoice_type: null,
    level: values.level,
    trust_account_level: trustInvolved ? (values.level === 'MATTER' ? 'MATTER_TRUST' : 'CLIENT_TRUST') : null,
    trust_account_id: needs.trust ? values.trustAccountId : null,
    office_account_id: needs.office ? values.officeAccountId : null,
  };
}

/** What the invoice has received: every payment that is not canceled, in cents. */
export function paidCents(payments: ReadonlyArray<{ amount: number; status: string }>): number {
  return payments.filter((payment) => payment.status !== 'canceled').reduce((sum, p) => sum + toCents(p.amount), 0);
}

/** Fixtures and a fake server for the payment components' tests: the bill invoice screen plus accounts. */
import type { Invoice, InvoicePayment, MeResponse, PickerAccount, RecordPaymentResponse } from '@counsel/domain';
import type { FakeReply, RecordedCall } from './fake-api';
import { ADMIN, savedInvoice, serveEditor } from './invoice-editor-test-data';

export { ADMIN, savedInvoice };
export const EDIT_PATH = '/client/5/invoices/900/edit';
export const INVOICE_PATH = 'GET /api/invoice/900';
export const RECORD = 'POST /api/payment/create-record-payment';

export function account(overrides: Partial<PickerAccount> = {}): PickerAccount {
  return {
    bank_account_id: 1,
    institution_name: 'Chase',
    name: 'IOLTA trust',
    mask: '4321',
    current_balance: 1000,
    currency: 'USD',
    ...overrides,
  };
}

export const TRUST_ACCOUNTS = [account()];
export const OFFICE_ACCOUNTS = [
  account({ bank_account_id: 2, name: 'Operating', institution_name: 'Bank of America', mask: '9876' }),
  account({ bank_account_id: 3, name: 'Payroll', institution_name: 'Wells Fargo', mask: null, current_balance: 50 }),
];

export function payment(overrides: Partial<InvoicePayment> = {}): InvoicePayment {
  return {
    id: 71,
    amount: 50,
    status: 'completed',
    payment_type: 'direct',
    payment_date: '2026-03-05',
    description: 'Check 1042',
    audit_trail: [{ action_type: 'recorded', amount: 50, created_at: '2026-03-05T15:00:00.000Z', description: null }],
    ...overrides,
  };
}

/** Invoice 900 (total $200) with these payments and its details recomputed as the server would. */
export function paidInvoice(payments: InvoicePayment[], overrides: Partial<Invoice> = {}): Invoice {
  const base = savedInvoice(overrides);
  const paidCents = payments.filter((p) => p.status !== 'canceled').reduce((sum, p) => sum + p.amount * 100, 0);
  const outstanding = (base.total * 100 - paidCents) / 100;
  return {
    ...base,
    payments,
    payment_details: {
      outstanding_amount: outstanding,
      total_paid: paidCents / 100,
      status: outstanding === 0 ? 'paid' : paidCents > 0 ? 'partial' : 'unpaid',
    },
  };
}

export function recorded(body: Record<string, unknown>, outstanding = 150): RecordPaymentResponse {
  return {
    code: 'payment_recorded',
    data: {
      payment: {
        id: 80,
        invoice_id: (body.invoice_id as number | null) ?? null,
        client_id: 5,
        case_id: (body.case_id as number | null) ?? null,
        amount: body.amount as number,
        status: 'completed',
        payment_type: body.payment_type as 'direct' | 'trust',
        payment_date: body.payment_date as string,
        description: (body.description as string | null) ?? null,
        level: (body.level as 'CLIENT' | 'MATTER') ?? 'CLIENT',
        trust_account_level: (body.trust_account_level as 'CLIENT_TRUST' | 'MATTER_TRUST' | null) ?? null,
        trust_account_id: (body.trust_account_id as number | null) ?? null,
        office_account_id: (body.office_account_id as number | null) ?? null,
        audit_trail: [],
        created_at: '2026-03-05T15:00:00.000Z',
      },
      payment_details: body.invoice_id ? { outstanding_amount: outstanding, total_paid: 50, status: 'partial' } : null,
    },
  };
}

type Route = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

/** The invoice screen for invoice 900 of client 5, the firm's accounts and the client's trust balances. */
export function servePayments(routes: Record<string, Route> = {}, me: MeResponse = ADMIN) {
  return serveEditor(
    {
      [INVOICE_PATH]: { body: { invoice: savedInvoice() } },
      'GET /api/plaid-banking/law-firm-trust-accounts/3': { body: { trust_accounts: TRUST_ACCOUNTS } },
      'GET /api/plaid-banking/law-firm-office-accounts/3': { body: { office_accounts: OFFICE_ACCOUNTS } },
      'GET /api/trust/balances/client/5': {
        body: {
          client_id: 5,
          client_balance: 120,
          matters: [{ case_id: 21, title: 'I-130 petition', balance: 80 }],
          total: 200,
        },
      },
      [RECORD]: (call) => ({ status: 201, body: recorded(call.body as Record<string, unknown>) }),
      ...routes,
    },
    me,
  );
}

import { describe, expect, it } from 'vitest';
import { accountsNeeded, checkPayment, initialValues, type PaymentInvoice, recordPaymentBody } from './payment-form';

const BILL: PaymentInvoice = { id: 9, type: 'BILL', total: 200, outstanding: 150, client_id: 5, case_id: null };
const values = (overrides: Partial<ReturnType<typeof initialValues>> = {}) => ({
  ...initialValues({ invoice: null, clientId: 5, today: '2026-03-05' }),
  ...overrides,
});

describe('payment checks', () => {
  it('refuses an amount of 0 or none first', () => {
    expect(checkPayment(values({ amount: '' }), BILL)).toBe('amount_must_be_positive');
    expect(checkPayment(values({ amount: 0 }), BILL)).toBe('amount_must_be_positive');
  });

  it('checks the invoice total before the outstanding balance, in cents', () => {
    expect(checkPayment(values({ amount: 200.01 }), BILL)).toBe('amount_exceeds_invoice_total');
    expect(checkPayment(values({ amount: 150.01 }), BILL)).toBe('amount_exceeds_outstanding_balance');
    expect(checkPayment(values({ amount: 150 }), BILL)).toBeNull();
    expect(checkPayment(values({ amount: 0.1 + 0.2 }), { ...BILL, outstanding: 0.3 })).toBeNull();
  });

  it('needs a client at client level and a matter at matter level without an invoice', () => {
    expect(checkPayment(values({ amount: 5, clientId: null }), null)).toBe('select_client');
    expect(checkPayment(values({ amount: 5, level: 'MATTER' }), null)).toBe('select_matter');
    expect(checkPayment(values({ amount: 5, level: 'MATTER', caseId: 22 }), null)).toBeNull();
  });
});

describe('accounts a payment needs', () => {
  it('follows where the money goes', () => {
    expect(accountsNeeded(BILL, 'direct')).toEqual({ trust: false, office: true, fromTrust: false });
    expect(accountsNeeded(BILL, 'trust')).toEqual({ trust: true, office: true, fromTrust: true });
    expect(accountsNeeded(null, 'trust')).toEqual({ trust: true, office: false, fromTrust: false });
    expect(accountsNeeded(null, 'direct')).toEqual({ trust: false, office: true, fromTrust: false });
    expect(accountsNeeded({ ...BILL, type: 'TRUST' }, 'direct')).toEqual({
      trust: true,
      office: false,
      fromTrust: false,
    });
  });
});

describe('record payment body', () => {
  it('takes client and matter from the invoice and sends only the accounts the money uses', () => {
    const body = recordPaymentBody(
      values({
        paymentType: 'trust',
        trustLevel: 'MATTER_TRUST',
        amount: 10.1,
        trustAccountId: 1,
        officeAccountId: 2,
        description: '  ',
      }),
      { ...BILL, case_id: 21 },
    );
    expect(body).toEqual({
      invoice_id: 9,
      client_id: 5,
      case_id: 21,
      payment_type: 'trust',
      amount: 10.1,
      description: null,
      payment_date: '2026-03-05',
      invoice_type: 'bill',
      level: 'MATTER',
      trust_account_level: 'MATTER_TRUST',
      trust_account_id: 1,
      office_account_id: 2,
    });
    // Without a matter on the invoice only the client's trust balance can pay.
    expect(recordPaymentBody(values({ paymentType: 'trust', trustLevel: 'MATTER_TRUST' }), BILL)).toMatchObject({
      trust_account_level: 'CLIENT_TRUST',
      level: 'CLIENT',
    });
    expect(
      recordPaymentBody(values({ paymentType: 'direct', trustAccountId: 1, officeAccountId: 2 }), BILL),
    ).toMatchObject({ trust_account_id: null, office_account_id: 2, trust_account_level: null });
  });

  it('drops the matter at client level', () => {
    expect(
      recordPaymentBody(values({ level: 'CLIENT', caseId: 22, amount: 1, paymentType: 'trust' }), null),
    ).toMatchObject({ case_id: null, level: 'CLIENT', trust_account_level: 'CLIENT_TRUST', invoice_type: null });
  });
});

/** A server with neither Stripe nor the sandbox: the pay page still shows the invoice, card payments answer 503. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addClient,
  onlinePaymentsOf,
  payTokenOf,
  startPay,
  viewPay,
} from '../../test/kits/online-payments.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOXES: 'off' } });
});
afterAll(() => t.close());

describe('card payments on a server without a provider', () => {
  it('answer 503 card_payments_unavailable and keep nothing', async () => {
    const firm = await registerFirm(t);
    await addBankAccount(t, firm, 'OFFICE');
    const client = await addClient(t, firm, 'Maria', 'Gomez');
    const invoiceId = await addBillInvoice(t, firm, client);
    const token = await payTokenOf(t, firm.admin, invoiceId);
    expect((await viewPay(t, token)).body).toMatchObject({
      payable: 100,
      card: { sandbox: false, publishable_key: null },
    });
    const res = await startPay(t, token, 10);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('card_payments_unavailable');
    expect(await onlinePaymentsOf(t, invoiceId)).toEqual([]);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(503);
  });
});

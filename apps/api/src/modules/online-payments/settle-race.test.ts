/**
 * Exactly once, whoever tells first: the page's checks and the provider's webhook deliveries of one succeeded card
 * payment all at once. On PostgreSQL they run in parallel transactions; the online payment's row lock lets one
 * record the payment and the others find it completed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMovements, payments } from '../../db/schema/index.js';
import { checkLedger } from '../../ops/ledger-checks.js';
import type { TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addClient,
  checkPay,
  confirmInBrowser,
  createCardPaymentsTestApp,
  onlinePaymentsOf,
  paidCentsOf,
  payTokenOf,
  postWebhook,
  signedEvent,
  startedPay,
} from '../../test/kits/online-payments.js';

let t: TestApp;
let origin: string;
let firm: TestFirm;

beforeAll(async () => {
  ({ t, origin } = await createCardPaymentsTestApp());
  firm = await registerFirm(t, 'Racing Payments LLP');
  await addBankAccount(t, firm, 'OFFICE');
});
afterAll(() => t.close());

describe('settling one card payment from many sides at once', () => {
  it('records one payment, one fee and one paid sum', async () => {
    const client = await addClient(t, firm, 'Maria', 'Gomez');
    const invoiceId = await addBillInvoice(t, firm, client, { amount: '250.00' });
    const token = await payTokenOf(t, firm.admin, invoiceId);
    const intent = await startedPay(t, token, 250);
    expect((await confirmInBrowser(origin, intent, 'pm_card_visa')).body.status).toBe('succeeded');
    const object = { id: intent.intent_id, object: 'payment_intent' };
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => checkPay(t, token, intent.intent_id)),
      ...Array.from({ length: 5 }, () => postWebhook(t, signedEvent(t, 'payment_intent.succeeded', object))),
    ]);
    for (const res of results) expect('statusCode' in res ? res.statusCode : res.status).toBe(200);
    const recorded = await t.services.db
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'completed')));
    expect(recorded).toHaveLength(1);
    expect(await paidCentsOf(t, invoiceId)).toBe(25_000);
    const [row] = await onlinePaymentsOf(t, invoiceId);
    expect(row).toMatchObject({ status: 'completed', paymentId: recorded[0]!.id });
    const fees = await t.services.db
      .select()
      .from(accountMovements)
      .where(and(eq(accountMovements.lawFirmId, firm.lawFirmId), eq(accountMovements.kind, 'processor_fee')));
    expect(fees).toHaveLength(1);
    // And the books hold: the payment with its event, audit row and movement, the paid sum (npm run check-ledger).
    expect((await checkLedger(t.services.db)).filter((check) => check.broken > 0)).toEqual([]);
  });
});

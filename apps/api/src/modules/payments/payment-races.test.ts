/**
 * DESIGN §4: concurrent payments on one invoice or one trust balance are serialised by row locks, so no
 * race can overpay an invoice or overdraw a client's trust. Twenty requests are fired at once; on
 * PostgreSQL they really run in parallel transactions (the test pool has fewer connections than
 * requests, so some also queue for a connection while others wait on the locks).
 */
import { and, eq, ne, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMovements, bankAccounts, payments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addClient,
  depositTrust,
  paidCentsOf,
  recordPayment,
} from '../../test/kits/payments.js';

let t: TestApp;
let firm: TestFirm;
let trust: number;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  trust = await addBankAccount(t, firm, 'TRUST');
});
afterAll(() => t.close());

const RACERS = 20;

/** One new account of that type per racer (each payment locks its accounts: shared ones would serialise). */
const accounts = async (type: 'TRUST' | 'OFFICE') => {
  const ids: number[] = [];
  for (let i = 0; i < RACERS; i += 1) ids.push(await addBankAccount(t, firm, type));
  return ids;
};

describe('concurrent payments', () => {
  it('never overpay one invoice: the losers get invalid_payment_amount', async () => {
    const client = await addClient(t, firm, 'Maria', 'Gomez');
    const invoiceId = await addBillInvoice(t, firm, client, { amount: '100.00' });
    // Each 30.00: at most three fit in 100.00 (90.00), whatever order the locks grant.
    // Each racer pays into its own office account, so only the invoice's lock stands between them.
    const offices = await accounts('OFFICE');
    const results = await Promise.all(
      offices.map((officeId) =>
        recordPayment(t, firm, {
          invoice_id: invoiceId,
          payment_type: 'direct',
          amount: 30,
          office_account_id: officeId,
        }),
      ),
    );
    const won = results.filter((res) => res.status === 201);
    const lost = results.filter((res) => res.status !== 201);
    expect(won).toHaveLength(3);
    for (const res of lost) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'invalid_payment_amount',
        details: { reason: 'amount_must_match_outstanding' },
      });
    }
    const [completed] = await t.services.db
      .select({ total: sum(payments.amountCents) })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), ne(payments.status, 'canceled')));
    expect(Number(completed!.total)).toBe(9000);
    expect(await paidCentsOf(t, invoiceId)).toBe(9000);
    const outstanding = won.map((res) => res.body.data.payment_details.outstanding_amount).sort();
    expect(outstanding).toEqual([10, 40, 70]);
  });

  it("never take a client's trust below zero, across invoices", async () => {
    const client = await addClient(t, firm, 'Omar', 'Haddad');
    await depositTrust(t, firm, trust, 100, { clientId: client });
    // Twenty invoices and accounts of their own (the client's trust money is theirs whichever trust
    // account holds it), so only the client's trust lock stands between the racers.
    const invoiceIds: number[] = [];
    for (let i = 0; i < RACERS; i += 1) invoiceIds.push(await addBillInvoice(t, firm, client, { amount: '50.00' }));
    const [trusts, offices] = [await accounts('TRUST'), await accounts('OFFICE')];
    const results = await Promise.all(
      invoiceIds.map((invoiceId, i) =>
        recordPayment(t, firm, {
          invoice_id: invoiceId,
          payment_type: 'trust',
          amount: 30,
          trust_account_level: 'CLIENT_TRUST',
          trust_account_id: trusts[i],
          office_account_id: offices[i],
        }),
      ),
    );
    const won = results.filter((res) => res.status === 201);
    expect(won).toHaveLength(3);
    for (const res of results.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'insufficient_trust_funds', details: { available: 10 } });
    }
    const [balance] = await t.services.db
      .select({ total: sum(accountMovements.amountCents) })
      .from(accountMovements)
      .innerJoin(bankAccounts, eq(bankAccounts.id, accountMovements.bankAccountId))
      .where(and(eq(accountMovements.clientId, client), eq(bankAccounts.accountType, 'TRUST')));
    expect(Number(balance!.total)).toBe(1000);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMovements } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addBankAccount, addCase, addClient } from '../../test/kits/banking.js';
import { setFirmTimeZone } from '../../test/kits/billing.js';
import { deletePayment, depositTrust, recordPayment } from '../../test/kits/payments.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let sam: number;
let visa: number;
let trust: number;
let secondTrust: number;
let office: number;
let theirTrust: number;

/** A movement posted at an exact instant (the ledger dates movements by when they were posted). */
async function post(
  f: TestFirm,
  m: { accountId: number; cents: number; at: string; clientId?: number | null; caseId?: number | null; kind?: string },
) {
  await t.services.db.insert(accountMovements).values({
    lawFirmId: f.lawFirmId,
    bankAccountId: m.accountId,
    clientId: m.clientId ?? null,
    caseId: m.caseId ?? null,
    trustAccountLevel: m.clientId ? (m.caseId ? 'MATTER_TRUST' : 'CLIENT_TRUST') : null,
    kind: m.kind ?? 'deposit',
    amountCents: m.cents,
    createdAt: new Date(m.at),
  });
}

/** Moves a payment's movements of one kind to an exact instant. */
async function postedAt(paymentId: number, kind: string, at: string) {
  await t.services.db
    .update(accountMovements)
    .set({ createdAt: new Date(at) })
    .where(and(eq(accountMovements.paymentId, paymentId), eq(accountMovements.kind, kind)));
}

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
  // New York is UTC-5 in January: a movement at 03:30 UTC on the 11th was posted on the 10th there.
  await setFirmTimeZone(t, firm, 'America/New_York');
  maria = await addClient(t, firm, 'Maria', 'Gonzalez');
  sam = await addClient(t, firm, 'Sam', 'Adams');
  visa = await addCase(t, firm, maria, 'K-1 Visa');
  trust = await addBankAccount(t, firm, { type: 'TRUST', title: 'IOLTA' });
  secondTrust = await addBankAccount(t, firm, { type: 'TRUST', title: 'Second IOLTA' });
  office = await addBankAccount(t, firm, { type: 'OFFICE', startingCents: 500_000 });

  // A retainer recorded through the payments API (its description shows in the ledger).
  const recorded = await recordPayment(t, firm, {
    level: 'CLIENT',
    client_id: maria,
    payment_type: 'trust',
    amount: 1000,
    trust_account_id: trust,
    description: 'Retainer',
  });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  const retainer: number = recorded.body.data.payment.id;
  await postedAt(retainer, 'deposit', '2025-01-05T15:00:00Z');
  await post(firm, { accountId: trust, cents: 50_000, clientId: maria, caseId: visa, at: '2025-01-10T15:00:00Z' });
  await post(firm, {
    accountId: trust,
    cents: -20_000,
    clientId: maria,
    kind: 'transfer_to_office',
    at: '2025-01-11T03:30:00Z',
  });
  await post(firm, {
    accountId: office,
    cents: 20_000,
    clientId: maria,
    kind: 'transfer_from_trust',
    at: '2025-01-11T03:30:00Z',
  });
  // Deposited just after midnight in New York on the 11th, then canceled on the 12th: the reversal stays.
  const canceled = await depositTrust(t, firm, trust, 300, { clientId: maria });
  await postedAt(canceled, 'deposit', '2025-01-11T05:30:00Z');
  expect((await deletePayment(t, firm, canceled)).status).toBe(200);
  await postedAt(canceled, 'reversal', '2025-01-12T15:00:00Z');
  await post(firm, { accountId: secondTrust, cents: 9_999, clientId: sam, at: '2025-01-02T12:00:00Z' });

  // Another firm's trust money never counts.
  theirTrust = await addBankAccount(t, otherFirm, { type: 'TRUST' });
  const theirClient = await addClient(t, otherFirm, 'Zed', 'Elsewhere');
  await post(otherFirm, { accountId: theirTrust, cents: 777_700, clientId: theirClient, at: '2025-01-03T12:00:00Z' });
});
afterAll(() => t.close());

const ledger = (caller: TestUser, clientId: number, query = '') =>
  t.call('GET', `/api/trust/reports/client-ledger/${clientId}${query}`, { token: caller.token });
const threeWay = (caller: TestUser, query: string) =>
  t.call('GET', `/api/trust/reports/three-way${query}`, { token: caller.token });

describe('GET /trust/reports/client-ledger/{clientId}', () => {
  it('lists every trust movement in posting order with a running balance, reversals included', async () => {
    const res = await ledger(firm.admin, maria);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ client_id: maria, client_name: 'Maria Gonzalez', from: null, to: null });
    expect(res.body.opening_balance).toBe(0);
    const rows = res.body.rows.map((r: Record<string, unknown>) => [
      r.date,
      r.kind,
      r.matter_title,
      r.amount,
      r.balance,
    ]);
    expect(rows).toEqual([
      ['2025-01-05', 'deposit', null, 1000, 1000],
      ['2025-01-10', 'deposit', 'K-1 Visa', 500, 1500],
      // 03:30 UTC on the 11th is still the 10th in New York.
      ['2025-01-10', 'transfer_to_office', null, -200, 1300],
      ['2025-01-11', 'deposit', null, 300, 1600],
      ['2025-01-12', 'reversal', null, -300, 1300],
    ]);
    expect(res.body.closing_balance).toBe(1300);
    // The office side of the transfer is not trust money; the payment's description and account come along.
    expect(res.body.rows[0]).toMatchObject({
      description: 'Retainer',
      bank_account_id: trust,
      bank_account_title: 'IOLTA',
      payment_id: expect.any(Number),
    });
    expect(res.body.rows[1]).toMatchObject({ payment_id: null, description: null, case_id: visa });
    expect(res.body.rows[4].payment_id).toBe(res.body.rows[3].payment_id);
  });

  it('starts from the opening balance before `from` and stops at the end of `to`, in the firm time zone', async () => {
    const res = await ledger(firm.admin, maria, '?from=2025-01-10&to=2025-01-10');
    expect(res.status).toBe(200);
    expect(res.body.opening_balance).toBe(1000);
    expect(res.body.rows.map((r: { amount: number; balance: number }) => [r.amount, r.balance])).toEqual([
      [500, 1500],
      [-200, 1300],
    ]);
    expect(res.body.closing_balance).toBe(1300);

    const later = await ledger(firm.admin, maria, '?from=2025-01-11');
    expect(later.body.opening_balance).toBe(1300);
    expect(later.body.rows.map((r: { balance: number }) => r.balance)).toEqual([1600, 1300]);
    expect(later.body).toMatchObject({ from: '2025-01-11', to: null, closing_balance: 1300 });

    const empty = await ledger(firm.admin, maria, '?from=2025-02-01&to=2025-02-28');
    expect(empty.body).toMatchObject({ opening_balance: 1300, closing_balance: 1300, rows: [] });
  });

  it('follows the firm time zone when it changes', async () => {
    await setFirmTimeZone(t, firm, 'UTC');
    try {
      const res = await ledger(firm.admin, maria, '?to=2025-01-10');
      expect(res.body.rows.map((r: { date: string }) => r.date)).toEqual(['2025-01-05', '2025-01-10']);
      expect(res.body.closing_balance).toBe(1500);
    } finally {
      await setFirmTimeZone(t, firm, 'America/New_York');
    }
  });

  it('refuses a bad range, other firms’ clients, and callers without VIEW_TRUST_ACCOUNTS', async () => {
    const bad = await ledger(firm.admin, maria, '?from=2025-01-12&to=2025-01-10');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect((await ledger(firm.admin, maria, '?from=10/01/2025')).status).toBe(400);
    const theirs = await addClient(t, otherFirm, 'Nadia', 'Other');
    expect((await ledger(firm.admin, theirs)).status).toBe(404);
    expect((await ledger(firm.admin, 999_999)).status).toBe(404);
    const viewer = await addEmployee(t, firm, { rules: [{ subject: 'trust_accounts', action: 'read' }] });
    expect((await ledger(viewer, maria)).status).toBe(200);
    const recorder = await addEmployee(t, firm, { rules: [{ subject: 'payments', action: 'create' }] });
    expect((await ledger(recorder, maria)).status).toBe(403);
  });
});

describe('GET /trust/reports/three-way', () => {
  it('reconciles bank, ledger and client balances at the end of the day in the firm time zone', async () => {
    const res = await threeWay(firm.admin, '?date=2025-01-10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      date: '2025-01-10',
      time_zone: 'America/New_York',
      cut_off: '2025-01-11T05:00:00.000Z',
      trust_account_id: null,
      accounts: [
        { id: trust, title: 'IOLTA', bank_balance: 1300 },
        { id: secondTrust, title: 'Second IOLTA', bank_balance: 99.99 },
      ],
      bank_balance: 1399.99,
      ledger_total: 1399.99,
      client_balances_total: 1399.99,
      differences: { bank_vs_ledger: 0, ledger_vs_clients: 0, bank_vs_clients: 0 },
      balanced: true,
    });
    // By last name; client level first, then matters.
    expect(res.body.clients).toEqual([
      { client_id: sam, name: 'Sam Adams', balance: 99.99, matters: [{ case_id: null, title: null, balance: 99.99 }] },
      {
        client_id: maria,
        name: 'Maria Gonzalez',
        balance: 1300,
        matters: [
          { case_id: null, title: null, balance: 800 },
          { case_id: visa, title: 'K-1 Visa', balance: 500 },
        ],
      },
    ]);
  });

  it('includes the canceled deposit on its day and its reversal from the next', async () => {
    const eleventh = await threeWay(firm.admin, '?date=2025-01-11');
    expect(eleventh.body).toMatchObject({ bank_balance: 1699.99, ledger_total: 1699.99, balanced: true });
    const twelfth = await threeWay(firm.admin, '?date=2025-01-12');
    expect(twelfth.body).toMatchObject({ bank_balance: 1399.99, client_balances_total: 1399.99, balanced: true });
    const before = await threeWay(firm.admin, '?date=2025-01-01');
    expect(before.body).toMatchObject({ bank_balance: 0, ledger_total: 0, client_balances_total: 0, clients: [] });
  });

  it('reconciles one trust account when asked', async () => {
    const res = await threeWay(firm.admin, `?date=2025-01-10&trust_account_id=${secondTrust}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      trust_account_id: secondTrust,
      accounts: [{ id: secondTrust, bank_balance: 99.99 }],
      bank_balance: 99.99,
      ledger_total: 99.99,
      client_balances_total: 99.99,
    });
    expect(res.body.clients.map((c: { client_id: number }) => c.client_id)).toEqual([sam]);
  });

  it('shows each difference when the figures disagree', async () => {
    // A trust account opened with money nobody is credited with, and a deposit without a client.
    const suspense = await addBankAccount(t, firm, { type: 'TRUST', title: 'Suspense', startingCents: 5_000 });
    await post(firm, { accountId: suspense, cents: 2_500, at: '2025-02-01T15:00:00Z' });
    const res = await threeWay(firm.admin, `?date=2025-02-01&trust_account_id=${suspense}`);
    expect(res.body).toMatchObject({
      bank_balance: 75,
      ledger_total: 25,
      client_balances_total: 0,
      differences: { bank_vs_ledger: 50, ledger_vs_clients: 25, bank_vs_clients: 75 },
      balanced: false,
      clients: [],
    });
    const all = await threeWay(firm.admin, '?date=2025-02-01');
    expect(all.body).toMatchObject({ bank_balance: 1474.99, ledger_total: 1424.99, client_balances_total: 1399.99 });
    expect(all.body.balanced).toBe(false);
  });

  it('answers 404 for an account not the firm’s trust account, 400 without a date, 403 without the flag', async () => {
    expect((await threeWay(firm.admin, `?date=2025-01-10&trust_account_id=${theirTrust}`)).status).toBe(404);
    const officeRes = await threeWay(firm.admin, `?date=2025-01-10&trust_account_id=${office}`);
    expect(officeRes.status).toBe(404);
    expect(officeRes.body.code).toBe('not_found');
    expect((await threeWay(firm.admin, '')).status).toBe(400);
    expect((await threeWay(firm.admin, '?date=2025-13-40')).status).toBe(400);
    const officeViewer = await addEmployee(t, firm, { rules: [{ subject: 'bank_accounts', action: 'read' }] });
    expect((await threeWay(officeViewer, '?date=2025-01-10')).status).toBe(403);
    const viewer = await addEmployee(t, firm, { rules: [{ subject: 'trust_accounts', action: 'read' }] });
    expect((await threeWay(viewer, '?date=2025-01-10')).status).toBe(200);
  });
});

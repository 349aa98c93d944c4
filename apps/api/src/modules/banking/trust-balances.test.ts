import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addBankAccount, addCase, addClient, addMovement } from '../../test/kits/banking.js';
import { addMovements, findAccount, lockClientTrust, trustBalanceCents } from './ledger.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let clientId: number;
let visaCase: number;
let asylumCase: number;
let quietCase: number;
let trustId: number;
let officeId: number;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
  clientId = await addClient(t, firm, 'Layla', 'Nasser');
  visaCase = await addCase(t, firm, clientId, 'K-1 Visa');
  asylumCase = await addCase(t, firm, clientId, 'Asylum I-589');
  quietCase = await addCase(t, firm, clientId, 'DACA renewal');
  trustId = await addBankAccount(t, firm, { type: 'TRUST' });
  const secondTrust = await addBankAccount(t, firm, { type: 'TRUST', title: 'Second IOLTA' });
  officeId = await addBankAccount(t, firm, { type: 'OFFICE', startingCents: 1_000_000 });
  // Client level: 1,000.00 in, 250.25 out, plus 100.00 in a second trust account.
  await addMovement(t, firm, { accountId: trustId, cents: 100_000, clientId });
  await addMovement(t, firm, { accountId: trustId, cents: -25_025, clientId, kind: 'transfer_to_office' });
  await addMovement(t, firm, { accountId: secondTrust, cents: 10_000, clientId });
  // Matters.
  await addMovement(t, firm, { accountId: trustId, cents: 300_000, clientId, caseId: visaCase });
  await addMovement(t, firm, { accountId: trustId, cents: 5_050, clientId, caseId: asylumCase });
  await addMovement(t, firm, { accountId: trustId, cents: -5_050, clientId, caseId: asylumCase, kind: 'reversal' });
  // Not trust money: office movements of the same client, and another client's trust money.
  await addMovement(t, firm, { accountId: officeId, cents: 25_025, clientId, kind: 'transfer_from_trust' });
  const otherClient = await addClient(t, firm, 'Sam', 'Other');
  await addMovement(t, firm, { accountId: trustId, cents: 99_999, clientId: otherClient });
});
afterAll(() => t.close());

const balances = (caller: TestUser, id = clientId) =>
  t.call('GET', `/api/trust/balances/client/${id}`, { token: caller.token });

describe('GET /trust/balances/client/{clientId}', () => {
  it("sums the client's TRUST movements by level: client, each matter, total", async () => {
    const res = await balances(firm.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      client_id: clientId,
      client_balance: 849.75,
      matters: [
        // By title; a matter without trust money shows 0 (the picker lists every matter).
        { case_id: asylumCase, title: 'Asylum I-589', balance: 0 },
        { case_id: quietCase, title: 'DACA renewal', balance: 0 },
        { case_id: visaCase, title: 'K-1 Visa', balance: 3000 },
      ],
      total: 3849.75,
    });
  });

  it('is allowed with VIEW_TRUST_ACCOUNTS or RECORD_PAYMENT, else 403', async () => {
    const viewer = await addEmployee(t, firm, { rules: [{ subject: 'trust_accounts', action: 'read' }] });
    expect((await balances(viewer)).status).toBe(200);
    const recorder = await addEmployee(t, firm, { rules: [{ subject: 'payments', action: 'create' }] });
    expect((await balances(recorder)).status).toBe(200);
    const officeViewer = await addEmployee(t, firm, { rules: [{ subject: 'bank_accounts', action: 'read' }] });
    expect((await balances(officeViewer)).status).toBe(403);
  });

  it("answers 404 for another firm's client and for no client", async () => {
    const theirs = await addClient(t, otherFirm, 'Zed', 'Elsewhere');
    const res = await balances(firm.admin, theirs);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect((await balances(firm.admin, 999_999)).status).toBe(404);
    expect((await balances(firm.admin, 0)).status).toBe(400);
  });
});

describe('ledger primitives (shared with payments)', () => {
  it('trustBalanceCents: CLIENT_TRUST is case_id null, MATTER_TRUST that case only', async () => {
    const { db } = t.services;
    const base = { lawFirmId: firm.lawFirmId, clientId };
    expect(await trustBalanceCents(db, { ...base, caseId: null, level: 'CLIENT_TRUST' })).toBe(84_975);
    // The level decides, not a stray case id.
    expect(await trustBalanceCents(db, { ...base, caseId: visaCase, level: 'CLIENT_TRUST' })).toBe(84_975);
    expect(await trustBalanceCents(db, { ...base, caseId: visaCase, level: 'MATTER_TRUST' })).toBe(300_000);
    expect(await trustBalanceCents(db, { ...base, caseId: asylumCase, level: 'MATTER_TRUST' })).toBe(0);
    // Another firm sees nothing of this client's money.
    expect(
      await trustBalanceCents(db, { ...base, lawFirmId: otherFirm.lawFirmId, caseId: null, level: 'CLIENT_TRUST' }),
    ).toBe(0);
  });

  it('lockClientTrust and findAccount find only the firm’s rows (and the asked type)', async () => {
    await t.services.db.transaction(async (tx) => {
      expect(await lockClientTrust(tx, firm.lawFirmId, clientId)).toBe(true);
      expect(await lockClientTrust(tx, otherFirm.lawFirmId, clientId)).toBe(false);
      expect((await findAccount(tx, firm.lawFirmId, trustId, 'TRUST'))?.id).toBe(trustId);
      expect(await findAccount(tx, firm.lawFirmId, trustId, 'OFFICE')).toBeNull();
      expect(await findAccount(tx, otherFirm.lawFirmId, trustId, 'TRUST')).toBeNull();
    });
  });

  it('addMovements writes signed rows the balances then include', async () => {
    const { db } = t.services;
    const lonely = await addClient(t, firm, 'Noor', 'Hassan');
    await db.transaction(async (tx) => {
      await lockClientTrust(tx, firm.lawFirmId, lonely);
      await addMovements(tx, []);
      await addMovements(tx, [
        { lawFirmId: firm.lawFirmId, bankAccountId: trustId, clientId: lonely, kind: 'deposit', amountCents: 12_000 },
        {
          lawFirmId: firm.lawFirmId,
          bankAccountId: trustId,
          clientId: lonely,
          kind: 'transfer_to_office',
          amountCents: -2_000,
        },
      ]);
    });
    expect(
      await trustBalanceCents(db, { lawFirmId: firm.lawFirmId, clientId: lonely, caseId: null, level: 'CLIENT_TRUST' }),
    ).toBe(10_000);
    const res = await balances(firm.admin, lonely);
    expect(res.body).toEqual({ client_id: lonely, client_balance: 100, matters: [], total: 100 });
  });
});

describe('lockClientTrust serialises a client’s trust movements', () => {
  // PGlite has one connection, so only a server can show two transactions waiting on each other.
  it.runIf(process.env.TEST_DATABASE_URL)('makes a second transaction wait until the first commits', async () => {
    const { db } = t.services;
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => {
      firstLocked = resolve;
    });
    const first = db.transaction(async (tx) => {
      await lockClientTrust(tx, firm.lawFirmId, clientId);
      firstLocked();
      await firstHolds;
      order.push('first commits');
    });
    await locked;
    const second = db.transaction(async (tx) => {
      await lockClientTrust(tx, firm.lawFirmId, clientId);
      order.push('second locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    order.push('released');
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['released', 'first commits', 'second locked']);
  });
});

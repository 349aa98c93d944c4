import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addBankAccount, addClient, addMovement, bankingTables } from '../../test/kits/banking.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const office = (extra: Record<string, unknown> = {}) => ({
  title: 'Operating Account',
  amount: 1250.5,
  accountType: 'OFFICE',
  subType: 'Checking',
  bankingInstitution: 'JPMorgan Chase Bank',
  currency: 'USD',
  ...extra,
});
const create = (caller: TestUser, body: object) => t.call('POST', '/api/bank-accounts', { token: caller.token, body });
const list = (caller: TestUser, query = '') => t.call('GET', `/api/bank-accounts${query}`, { token: caller.token });

async function refusedCreate(caller: TestUser, body: object) {
  const before = await bankingTables(t, firm.lawFirmId);
  const res = await create(caller, body);
  expect(await bankingTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

describe('POST /bank-accounts', () => {
  it('creates an office account with its starting balance, by the caller, and audits it', async () => {
    const res = await create(firm.admin, office());
    expect(res.status).toBe(201);
    expect(res.body.bank_account).toMatchObject({
      law_firm_id: firm.lawFirmId,
      title: 'Operating Account',
      account_type: 'OFFICE',
      sub_type: 'Checking',
      banking_institution: 'JPMorgan Chase Bank',
      currency: 'USD',
      starting_balance: 1250.5,
      current_balance: 1250.5,
      plaid_account_id: null,
      mask: null,
    });
    const id = res.body.bank_account.id;
    const [row] = await t.services.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    expect(row).toMatchObject({ startingBalanceCents: 125050, createdByUserId: firm.admin.id });
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bank_account.created'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ lawFirmId: firm.lawFirmId, userId: firm.admin.id });
    expect(audit!.details).toMatchObject({ account_type: 'OFFICE', starting_balance_cents: 125050 });
  });

  it('starts a trust account at 0 whatever amount is sent', async () => {
    const res = await create(
      firm.admin,
      office({ accountType: 'TRUST', title: 'IOLTA', amount: 999, currency: 'GBP' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.bank_account).toMatchObject({
      account_type: 'TRUST',
      starting_balance: 0,
      current_balance: 0,
      currency: 'GBP',
    });
    const withoutAmount = await create(
      firm.admin,
      office({ accountType: 'TRUST', title: 'IOLTA 2', amount: undefined }),
    );
    expect(withoutAmount.status).toBe(201);
  });

  it('needs the starting balance of an office account (400 field amount)', async () => {
    const res = await refusedCreate(firm.admin, office({ amount: undefined }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', fields: { amount: 'Enter the starting balance' } });
    const nulled = await refusedCreate(firm.admin, office({ amount: null }));
    expect(nulled.body.fields).toHaveProperty('amount');
  });

  it('refuses a bank that is not on the list (400 field bankingInstitution)', async () => {
    const res = await refusedCreate(firm.admin, office({ bankingInstitution: 'Bank of Nowhere' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', fields: { bankingInstitution: expect.any(String) } });
  });

  it('refuses an empty name, a bad type, currency or sub type, and three decimals', async () => {
    for (const [body, field] of [
      [office({ title: '  ' }), 'title'],
      [office({ accountType: 'SAVINGS' }), 'accountType'],
      [office({ currency: 'EUR' }), 'currency'],
      [office({ subType: 'Money market' }), 'subType'],
      [office({ amount: 10.555 }), 'amount'],
      [office({ amount: -1 }), 'amount'],
    ] as const) {
      const res = await refusedCreate(firm.admin, body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
  });

  it('needs create on trust_accounts for TRUST and on bank_accounts for OFFICE (403)', async () => {
    const trustOnly = await addEmployee(t, firm, { rules: [{ subject: 'trust_accounts', action: 'create' }] });
    expect((await refusedCreate(trustOnly, office())).status).toBe(403);
    expect((await create(trustOnly, office({ accountType: 'TRUST' }))).status).toBe(201);
    const officeOnly = await addEmployee(t, firm, { rules: [{ subject: 'bank_accounts', action: 'create' }] });
    expect((await refusedCreate(officeOnly, office({ accountType: 'TRUST' }))).status).toBe(403);
    expect((await create(officeOnly, office())).status).toBe(201);
    const reader = await addEmployee(t, firm, {
      rules: [
        { subject: 'bank_accounts', action: 'read' },
        { subject: 'trust_accounts', action: 'read' },
      ],
    });
    expect((await refusedCreate(reader, office())).status).toBe(403);
  });

  it('needs a signed-in caller (401)', async () => {
    expect((await t.call('POST', '/api/bank-accounts', { body: office() })).status).toBe(401);
  });
});

describe('GET /bank-accounts', () => {
  let f: TestFirm;
  let trustId: number;
  let officeId: number;
  beforeAll(async () => {
    f = await registerFirm(t);
    trustId = await addBankAccount(t, f, { type: 'TRUST', title: 'A IOLTA' });
    officeId = await addBankAccount(t, f, { type: 'OFFICE', title: 'B Operating', startingCents: 100_000 });
    const clientId = await addClient(t, f, 'Maya', 'Haddad');
    await addMovement(t, f, { accountId: trustId, cents: 50_000, clientId });
    await addMovement(t, f, { accountId: trustId, cents: -12_345, clientId, kind: 'transfer_to_office' });
    await addMovement(t, f, { accountId: officeId, cents: 12_345, clientId, kind: 'transfer_from_trust' });
    await addMovement(t, f, { accountId: officeId, cents: 1, kind: 'payment' });
    // Another firm's account and movements never show.
    const otherAccount = await addBankAccount(t, otherFirm, { type: 'TRUST' });
    await addMovement(t, otherFirm, { accountId: otherAccount, cents: 777 });
  });

  it('answers every account with balance = starting balance + its movements', async () => {
    const res = await list(f.admin);
    expect(res.status).toBe(200);
    expect(res.body.bank_accounts).toEqual([
      expect.objectContaining({
        id: officeId,
        account_type: 'OFFICE',
        starting_balance: 1000,
        current_balance: 1123.46,
      }),
      expect.objectContaining({ id: trustId, account_type: 'TRUST', starting_balance: 0, current_balance: 376.55 }),
    ]);
  });

  it('filters by type', async () => {
    const trust = await list(f.admin, '?type=TRUST');
    expect(trust.body.bank_accounts.map((a: { id: number }) => a.id)).toEqual([trustId]);
    const officeList = await list(f.admin, '?type=OFFICE');
    expect(officeList.body.bank_accounts.map((a: { id: number }) => a.id)).toEqual([officeId]);
    expect((await list(f.admin, '?type=SAVINGS')).status).toBe(400);
  });

  it('shows each type only to those with its view flag; neither is 403', async () => {
    const trustViewer = await addEmployee(t, f, { rules: [{ subject: 'trust_accounts', action: 'read' }] });
    expect((await list(trustViewer)).body.bank_accounts.map((a: { id: number }) => a.id)).toEqual([trustId]);
    expect((await list(trustViewer, '?type=OFFICE')).status).toBe(403);
    const officeViewer = await addEmployee(t, f, { rules: [{ subject: 'bank_accounts', action: 'read' }] });
    expect((await list(officeViewer)).body.bank_accounts.map((a: { id: number }) => a.id)).toEqual([officeId]);
    expect((await list(officeViewer, '?type=TRUST')).status).toBe(403);
    const nobody = await addEmployee(t, f, { rules: [{ subject: 'payments', action: 'create' }] });
    expect((await list(nobody)).status).toBe(403);
  });
});

describe('payment pickers: GET /plaid-banking/law-firm-{trust,office}-accounts/{lawFirmId}', () => {
  let f: TestFirm;
  let trustId: number;
  let officeId: number;
  beforeAll(async () => {
    f = await registerFirm(t);
    trustId = await addBankAccount(t, f, { type: 'TRUST', title: 'IOLTA', institution: 'Barclays' });
    officeId = await addBankAccount(t, f, { type: 'OFFICE', title: 'Operating', startingCents: 5_000 });
    await addMovement(t, f, { accountId: trustId, cents: 2_500, clientId: await addClient(t, f, 'Omar', 'Saleh') });
  });
  const picker = (caller: TestUser, kind: 'trust' | 'office', lawFirmId = f.lawFirmId) =>
    t.call('GET', `/api/plaid-banking/law-firm-${kind}-accounts/${lawFirmId}`, { token: caller.token });

  it('lists the accounts of that type with balance and institution', async () => {
    const trust = await picker(f.admin, 'trust');
    expect(trust.status).toBe(200);
    expect(trust.body).toEqual({
      trust_accounts: [
        {
          bank_account_id: trustId,
          institution_name: 'Barclays',
          name: 'IOLTA',
          mask: null,
          current_balance: 25,
          currency: 'USD',
        },
      ],
    });
    const officeRes = await picker(f.admin, 'office');
    expect(officeRes.body).toEqual({
      office_accounts: [
        {
          bank_account_id: officeId,
          institution_name: 'Frost Bank',
          name: 'Operating',
          mask: null,
          current_balance: 50,
          currency: 'USD',
        },
      ],
    });
  });

  it('is allowed with the view flag of the type or RECORD_PAYMENT, else 403', async () => {
    const recorder = await addEmployee(t, f, { rules: [{ subject: 'payments', action: 'create' }] });
    expect((await picker(recorder, 'trust')).status).toBe(200);
    expect((await picker(recorder, 'office')).status).toBe(200);
    const trustViewer = await addEmployee(t, f, { rules: [{ subject: 'trust_accounts', action: 'read' }] });
    expect((await picker(trustViewer, 'trust')).status).toBe(200);
    expect((await picker(trustViewer, 'office')).status).toBe(403);
    const nobody = await addEmployee(t, f);
    expect((await picker(nobody, 'trust')).status).toBe(403);
  });

  it("answers 404 for another firm's id", async () => {
    const res = await picker(f.admin, 'trust', otherFirm.lawFirmId);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect((await picker(f.admin, 'office', otherFirm.lawFirmId)).status).toBe(404);
  });
});

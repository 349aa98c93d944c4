import { makePaymentsResponse } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addBankAccount,
  addCase,
  addClient,
  deletePayment,
  movementsOf,
  paymentTables,
  recordPayment,
} from '../../test/kits/payments.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let asylum: number;
let omar: number;
let omarsCase: number;
let trust: number;
let office: number;
let otherTrust: number;
let theirClient: number;
let theirCase: number;
let reader: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  asylum = await addCase(t, firm, maria, 'Asylum application');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  omarsCase = await addCase(t, firm, omar, 'Work permit');
  trust = await addBankAccount(t, firm, 'TRUST');
  office = await addBankAccount(t, firm, 'OFFICE');
  otherTrust = await addBankAccount(t, otherFirm, 'TRUST');
  theirClient = await addClient(t, otherFirm, 'Far', 'Away');
  theirCase = await addCase(t, otherFirm, theirClient, 'Elsewhere matter');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
  nobody = await addEmployee(t, firm, { rules: [{ subject: 'payments', action: 'manage' }] });
});
afterAll(() => t.close());

async function refused(call: () => Promise<CallResult>) {
  const before = await paymentTables(t, firm.lawFirmId);
  const res = await call();
  expect(await paymentTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

const deposit = (extra: Record<string, unknown>) => ({
  payment_type: 'trust',
  amount: 250,
  trust_account_id: trust,
  ...extra,
});

describe('payments not tied to an invoice', () => {
  it('deposits into client trust at CLIENT level', async () => {
    const res = await recordPayment(t, firm, deposit({ level: 'CLIENT', client_id: maria, description: 'Retainer' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.payment_details).toBeNull();
    expect(res.body.data.payment).toMatchObject({
      invoice_id: null,
      client_id: maria,
      case_id: null,
      level: 'CLIENT',
      trust_account_level: 'CLIENT_TRUST',
      trust_account_id: trust,
      office_account_id: null,
      amount: 250,
    });
    expect(await movementsOf(t, { paymentId: res.body.data.payment.id })).toEqual([
      expect.objectContaining({
        bankAccountId: trust,
        kind: 'deposit',
        amountCents: 25_000,
        clientId: maria,
        caseId: null,
        trustAccountLevel: 'CLIENT_TRUST',
      }),
    ]);
  });

  it('deposits into matter trust at MATTER level, the client coming from the matter', async () => {
    const res = await recordPayment(t, firm, deposit({ level: 'MATTER', case_id: asylum, amount: 75.5 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.payment).toMatchObject({
      client_id: maria,
      case_id: asylum,
      trust_account_level: 'MATTER_TRUST',
    });
    const [move] = await movementsOf(t, { paymentId: res.body.data.payment.id });
    expect(move).toMatchObject({
      caseId: asylum,
      trustAccountLevel: 'MATTER_TRUST',
      amountCents: 7550,
      kind: 'deposit',
    });
  });

  it('puts a direct payment in the office account', async () => {
    const res = await recordPayment(t, firm, {
      level: 'CLIENT',
      client_id: omar,
      payment_type: 'direct',
      amount: 20,
      office_account_id: office,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await movementsOf(t, { paymentId: res.body.data.payment.id })).toEqual([
      expect.objectContaining({ bankAccountId: office, kind: 'payment', amountCents: 2000, trustAccountLevel: null }),
    ]);
  });

  it('needs a client at CLIENT level, a matter at MATTER level, and the right account', async () => {
    const noClient = await refused(() => recordPayment(t, firm, deposit({ level: 'CLIENT' })));
    expect(noClient.status).toBe(400);
    expect(noClient.body).toMatchObject({ code: 'missing_required_fields', details: { fields: ['client_id'] } });
    const noCase = await refused(() => recordPayment(t, firm, deposit({ level: 'MATTER', client_id: maria })));
    expect(noCase.body).toMatchObject({ code: 'missing_required_fields', details: { fields: ['case_id'] } });
    const noTrust = await refused(() =>
      recordPayment(t, firm, deposit({ level: 'CLIENT', client_id: maria, trust_account_id: null })),
    );
    expect(noTrust.body).toMatchObject({ code: 'missing_required_fields', details: { fields: ['trust_account_id'] } });
    const noOffice = await refused(() =>
      recordPayment(t, firm, { level: 'CLIENT', client_id: maria, payment_type: 'direct', amount: 5 }),
    );
    expect(noOffice.body).toMatchObject({
      code: 'missing_required_fields',
      details: { fields: ['office_account_id'] },
    });
    const officeAsTrust = await refused(() =>
      recordPayment(t, firm, deposit({ level: 'CLIENT', client_id: maria, trust_account_id: office })),
    );
    expect(officeAsTrust.status).toBe(400);
    expect(officeAsTrust.body.fields).toHaveProperty('trust_account_id');
  });

  it("answers 404 for another firm's client, case or account, and for a case of another client", async () => {
    for (const body of [
      deposit({ level: 'CLIENT', client_id: theirClient }),
      deposit({ level: 'MATTER', case_id: theirCase }),
      deposit({ level: 'MATTER', case_id: omarsCase, client_id: maria }),
      deposit({ level: 'CLIENT', client_id: maria, trust_account_id: otherTrust }),
    ]) {
      const res = await refused(() => recordPayment(t, firm, body));
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
  });
});

describe('GET /api/payment/make-payments', () => {
  const list = (query: string, token = firm.admin.token) =>
    t.call('GET', `/api/payment/make-payments?${query}`, { token });

  it("lists the client's completed payments newest first, six a page, without canceled ones", async () => {
    const client = await addClient(t, firm, 'Lina', 'Saleh');
    const matter = await addCase(t, firm, client, 'Naturalisation');
    const ids: number[] = [];
    for (let day = 1; day <= 8; day += 1) {
      const res = await recordPayment(
        t,
        firm,
        deposit({
          level: day % 2 ? 'CLIENT' : 'MATTER',
          client_id: client,
          case_id: matter,
          amount: day,
          payment_date: `2025-04-0${day}`,
        }),
      );
      ids.push(res.body.data.payment.id);
    }
    expect((await deletePayment(t, firm, ids[7]!)).status).toBe(200);

    const first = await list(`law_firm_id=${firm.lawFirmId}&client_id=${client}`, reader.token);
    expect(first.status).toBe(200);
    const page = makePaymentsResponse.parse(first.body);
    expect(page).toMatchObject({ page: 1, page_size: 6, total: 7 });
    expect(page.payments.map((p) => p.amount)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(page.payments[0]).toEqual({
      id: ids[6],
      client_name: 'Lina Saleh',
      case_title: null,
      case_id: null,
      amount: 7,
      payment_date: '2025-04-07',
      description: null,
      category: 'trust_deposit',
    });
    expect(page.payments[1]).toMatchObject({ case_title: 'Naturalisation' });
    const second = await list(`law_firm_id=${firm.lawFirmId}&client_id=${client}&page=2`);
    expect(second.body.payments.map((p: { amount: number }) => p.amount)).toEqual([1]);

    const ofMatter = await list(`law_firm_id=${firm.lawFirmId}&client_id=${client}&case_id=${matter}`);
    expect(ofMatter.body.payments.map((p: { amount: number }) => p.amount)).toEqual([6, 4, 2]);
  });

  it("answers 404 for another firm's id, client or case, and 403 without VIEW_INVOICES", async () => {
    expect((await list(`law_firm_id=${otherFirm.lawFirmId}&client_id=${maria}`)).status).toBe(404);
    expect((await list(`law_firm_id=${firm.lawFirmId}&client_id=${theirClient}`)).status).toBe(404);
    expect((await list(`law_firm_id=${firm.lawFirmId}&case_id=${theirCase}`)).status).toBe(404);
    expect((await list(`law_firm_id=${firm.lawFirmId}&client_id=${maria}&case_id=${omarsCase}`)).status).toBe(404);
    expect((await list(`law_firm_id=${firm.lawFirmId}&client_id=${maria}`, nobody.token)).status).toBe(403);
  });
});

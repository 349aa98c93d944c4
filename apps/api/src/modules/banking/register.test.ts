import { bankRegisterResponse } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMovements } from '../../db/schema/index.js';
import { csvCell } from '../../platform/csv.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addBankAccount, addClient, deletePayment, movementsOf, recordPayment } from '../../test/kits/payments.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let office: number;
let trust: number;
let officeViewer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  office = await addBankAccount(t, firm, 'OFFICE', 100_000);
  trust = await addBankAccount(t, firm, 'TRUST');
  officeViewer = await addEmployee(t, firm, { rules: [{ subject: 'bank_accounts', action: 'read' }] });
  const maria = await addClient(t, firm, 'Maria', '=HYPERLINK("x")');
  const pay = async (amount: number, description: string) => {
    const res = await recordPayment(t, firm, {
      level: 'CLIENT',
      client_id: maria,
      payment_type: 'direct',
      amount,
      office_account_id: office,
      description,
    });
    return res.body.data.payment.id as number;
  };
  await pay(50, 'Retainer, "first"');
  await pay(25.5, 'Second');
  const third = await pay(10, 'Third');
  await deletePayment(t, firm, third);
  // Post the movements on three days (the firm's zone is its default): 1, 2 and 3 March 2026, noon UTC.
  const rows = await movementsOf(t, { accountId: office });
  for (const [index, row] of rows.entries()) {
    const day = index === 0 ? '2026-03-01' : index === 1 ? '2026-03-02' : '2026-03-03';
    await t.services.db
      .update(accountMovements)
      .set({ createdAt: new Date(`${day}T12:00:00Z`) })
      .where(eq(accountMovements.id, row.id));
  }
});
afterAll(() => t.close());

const register = (accountId: number, search = '', token = firm.admin.token) =>
  t.call('GET', `/api/bank-accounts/${accountId}/register${search}`, { token });

describe('bank account register', () => {
  it('lists the movements oldest first with the running balance from the starting balance', async () => {
    const res = await register(office);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = bankRegisterResponse.parse(res.body);
    expect(body.rows.map((r) => [r.date, r.kind, r.amount, r.balance])).toEqual([
      ['2026-03-01', 'payment', 50, 1050],
      ['2026-03-02', 'payment', 25.5, 1075.5],
      ['2026-03-03', 'payment', 10, 1085.5],
      ['2026-03-03', 'reversal', -10, 1075.5],
    ]);
    expect(body).toMatchObject({ opening_balance: 1000, closing_balance: 1075.5, total: 4, page: 1 });
    expect(body.rows[0]).toMatchObject({ description: 'Retainer, "first"', client_name: 'Maria =HYPERLINK("x")' });
  });

  it('pages on the server, each row keeping the balance after it, and filters by posting day', async () => {
    const second = bankRegisterResponse.parse((await register(office, '?page=2&page_size=2')).body);
    expect(second.rows.map((r) => r.balance)).toEqual([1085.5, 1075.5]);
    expect(second.total).toBe(4);

    const ranged = bankRegisterResponse.parse((await register(office, '?from=2026-03-02&to=2026-03-02')).body);
    expect(ranged.rows.map((r) => r.balance)).toEqual([1075.5]);
    expect(ranged).toMatchObject({ opening_balance: 1050, closing_balance: 1075.5, total: 1 });

    const bad = await register(office, '?from=2026-03-03&to=2026-03-01');
    expect(bad.status).toBe(400);
  });

  it('exports the range as CSV with a header row and escaped fields', async () => {
    const res = await t.call('GET', `/api/bank-accounts/${office}/register.csv?from=2026-03-01&to=2026-03-02`, {
      token: firm.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="register-');
    expect((res.body as string).startsWith('\uFEFF')).toBe(true);
    const lines = (res.body as string).slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Type,Client,Description,Payment,Amount,Balance');
    expect(lines[1]).toMatch(
      /^2026-03-01,payment,"Maria =HYPERLINK\(""x""\)","Retainer, ""first""",\d+,50.00,1050.00$/,
    );
    expect(lines[2]).toMatch(/^2026-03-02,payment,.*,Second,\d+,25.50,1075.50$/);
    expect(lines).toHaveLength(4);
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
  });

  it('needs the view permission of the account’s type (403) and answers 404 for another firm’s account', async () => {
    expect((await register(office, '', officeViewer.token)).status).toBe(200);
    expect((await register(trust, '', officeViewer.token)).status).toBe(403);
    expect((await register(office, '', otherFirm.admin.token)).status).toBe(404);
    const csv = await t.call('GET', `/api/bank-accounts/${office}/register.csv`, { token: otherFirm.admin.token });
    expect(csv.status).toBe(404);
  });
});

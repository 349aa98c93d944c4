import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { bankingTables } from '../../test/kits/banking.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const get = (caller: TestUser) => t.call('GET', '/api/law-firm/bank-details', { token: caller.token });
const put = (caller: TestUser, body: object) =>
  t.call('PUT', '/api/law-firm/bank-details', { token: caller.token, body });
const EMPTY = {
  bank_name: null,
  bank_address: null,
  bank_account_number_iban: null,
  bank_swift_code: null,
  bank_branch_code: null,
  bank_routing_number: null,
};
const DETAILS = {
  bank_name: 'Frost Bank',
  bank_address: '111 W Houston St, San Antonio, TX 78205',
  bank_account_number_iban: '441022987734',
  bank_swift_code: 'FRSTUS44',
  bank_branch_code: '0112',
  bank_routing_number: '114000093',
};

describe('/law-firm/bank-details', () => {
  it('starts empty for a new firm', async () => {
    const res = await get(firm.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EMPTY);
  });

  it('saves, answers and reads back the details; blanks become null; audited by field name', async () => {
    const res = await put(firm.admin, { ...DETAILS, bank_name: '  Frost Bank  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DETAILS);
    expect((await get(firm.admin)).body).toEqual(DETAILS);
    // The other firm's details are untouched.
    expect((await get(otherFirm.admin)).body).toEqual(EMPTY);

    const cleared = await put(firm.admin, { ...DETAILS, bank_branch_code: '   ', bank_address: '' });
    expect(cleared.body).toEqual({ ...DETAILS, bank_branch_code: null, bank_address: null });
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, firm.lawFirmId), eq(auditLog.action, 'law_firm.bank_details_updated')))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.details)).toEqual([
      { changed: Object.keys(DETAILS) },
      { changed: ['bank_address', 'bank_branch_code'] },
    ]);
    expect(audits[0]).toMatchObject({
      userId: firm.admin.id,
      entityType: 'law_firm',
      entityId: String(firm.lawFirmId),
    });
    expect(JSON.stringify(audits)).not.toContain('441022987734');
  });

  it('refuses values longer than their limits (400 with the field), changing nothing', async () => {
    const before = await bankingTables(t, firm.lawFirmId);
    const res = await put(firm.admin, { ...DETAILS, bank_swift_code: 'ABCDEFGHIJKL' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('bank_swift_code');
    expect(await bankingTables(t, firm.lawFirmId)).toEqual(before);
  });

  it('checks the US routing number: nine digits with a valid ABA check digit', async () => {
    const before = await bankingTables(t, firm.lawFirmId);
    const short = await put(firm.admin, { ...DETAILS, bank_routing_number: '11400009' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ bank_routing_number: 'A routing number has exactly 9 digits' });
    const wrong = await put(firm.admin, { ...DETAILS, bank_routing_number: '114000094' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.bank_routing_number).toMatch(/not valid/);
    expect(await bankingTables(t, firm.lawFirmId)).toEqual(before);
    const spaced = await put(firm.admin, { ...DETAILS, bank_routing_number: '1140 0009 3' });
    expect(spaced.body.bank_routing_number).toBe('114000093');
  });

  it('reads with VIEW_SETTINGS and writes with update on settings (403 otherwise)', async () => {
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'settings', action: 'read' }] });
    expect((await get(reader)).status).toBe(200);
    const before = await bankingTables(t, firm.lawFirmId);
    expect((await put(reader, EMPTY)).status).toBe(403);
    expect(await bankingTables(t, firm.lawFirmId)).toEqual(before);
    const nobody = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
    expect((await get(nobody)).status).toBe(403);
    const editor = await addEmployee(t, firm, { rules: [{ subject: 'settings', action: 'update' }] });
    expect((await put(editor, DETAILS)).status).toBe(200);
  });

  it('needs a signed-in caller (401)', async () => {
    expect((await t.call('GET', '/api/law-firm/bank-details')).status).toBe(401);
  });
});

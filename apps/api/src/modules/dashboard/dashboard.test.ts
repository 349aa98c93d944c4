import type { CaseStatus, EmployeeRule } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, clients, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;

const insertClient = async (
  lawFirmId: number,
  name: { firstName: string; middleName?: string; lastName: string },
): Promise<number> => {
  const [row] = await t.services.db
    .insert(clients)
    .values({ lawFirmId, ...name })
    .returning({ id: clients.id });
  return row!.id;
};
const insertCase = async (
  lawFirmId: number,
  clientId: number,
  title: string,
  status: CaseStatus,
  createdAt: string,
): Promise<number> => {
  const [row] = await t.services.db
    .insert(cases)
    .values({ lawFirmId, clientId, title, status, createdAt: new Date(createdAt) })
    .returning({ id: cases.id });
  return row!.id;
};
const summary = (token?: string) => t.call('GET', '/api/dashboard/summary', token ? { token } : {});

let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');

  const maria = await insertClient(firm.lawFirmId, { firstName: 'Maria', middleName: 'Luisa', lastName: 'Gomez' });
  const omar = await insertClient(firm.lawFirmId, { firstName: 'Omar', lastName: 'Haddad' });
  await insertClient(firm.lawFirmId, { firstName: 'Quiet', lastName: 'Client' });
  ids = {
    asylum: await insertCase(firm.lawFirmId, maria, 'Asylum application', 'OPEN', '2026-01-05T10:00:00Z'),
    visa: await insertCase(firm.lawFirmId, omar, 'H-1B petition', 'CLOSED', '2026-01-07T10:00:00Z'),
    family: await insertCase(firm.lawFirmId, maria, 'Family petition', 'PENDING', '2026-01-03T10:00:00Z'),
    greenCard: await insertCase(firm.lawFirmId, omar, 'Green card', 'IN_PROGRESS', '2026-01-09T10:00:00Z'),
    appeal: await insertCase(firm.lawFirmId, maria, 'Appeal', 'ON_HOLD', '2026-01-08T10:00:00Z'),
    oldest: await insertCase(firm.lawFirmId, omar, 'Old matter', 'CLOSED', '2025-06-01T10:00:00Z'),
  };
  await addEmployee(t, firm, { position: 'paralegal' });

  // The other firm has more of everything, newer, so any leak would show.
  const theirs = await insertClient(otherFirm.lawFirmId, { firstName: 'Other', lastName: 'Person' });
  for (let i = 0; i < 4; i++) await insertClient(otherFirm.lawFirmId, { firstName: `Extra${i}`, lastName: 'Person' });
  for (let i = 0; i < 7; i++) {
    await insertCase(otherFirm.lawFirmId, theirs, `Their case ${i}`, 'OPEN', `2026-02-0${i + 1}T10:00:00Z`);
  }
  for (let i = 0; i < 3; i++) await addEmployee(t, otherFirm);
  // A removed employee of the other firm: kept for history, no longer counted.
  const removed = await addEmployee(t, otherFirm);
  await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, removed.id));
});
afterAll(() => t.close());

describe('GET /api/dashboard/summary', () => {
  it('counts the firm’s clients, cases, open cases (CLOSED excluded) and employees', async () => {
    const res = await summary(firm.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.law_firm).toEqual({ id: firm.lawFirmId, name: 'Nasser Legal' });
    expect(res.body.user).toMatchObject({ id: firm.admin.id, full_name: 'Alex Admin', is_admin: true });
    expect(res.body.counts).toEqual({ clients: 3, cases: 6, open_cases: 4, employees: 2 });
  });

  it('lists the five newest cases, newest first, with the client’s full name', async () => {
    const res = await summary(firm.admin.token);
    expect(res.body.recent_cases.map((c: { id: number }) => c.id)).toEqual([
      ids.greenCard,
      ids.appeal,
      ids.visa,
      ids.asylum,
      ids.family,
    ]);
    expect(res.body.recent_cases[0]).toMatchObject({
      title: 'Green card',
      status: 'IN_PROGRESS',
      client_name: 'Omar Haddad',
      created_at: '2026-01-09T10:00:00.000Z',
    });
    expect(res.body.recent_cases[1]).toMatchObject({ title: 'Appeal', client_name: 'Maria Luisa Gomez' });
  });

  it('never counts or lists another firm’s data, nor removed employees', async () => {
    const res = await summary(otherFirm.admin.token);
    expect(res.body.counts).toEqual({ clients: 5, cases: 7, open_cases: 7, employees: 4 });
    expect(res.body.recent_cases).toHaveLength(5);
    for (const item of res.body.recent_cases) expect(item.client_name).toBe('Other Person');
  });

  it('answers null counts and no recent cases to an employee who may see none of those lists', async () => {
    const employee = await addEmployee(t, firm);
    const res = await summary(employee.token);
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ clients: null, cases: null, open_cases: null, employees: null });
    expect(res.body.recent_cases).toEqual([]);
    expect(res.body.user).toMatchObject({ id: employee.id, is_admin: false });
  });

  it('gives each count only with its own permission', async () => {
    const only = async (rules: EmployeeRule[]) => (await summary((await addEmployee(t, firm, { rules })).token)).body;

    const clientsOnly = await only([{ subject: 'clients', action: 'read' }]);
    expect(clientsOnly.counts).toEqual({ clients: 3, cases: null, open_cases: null, employees: null });
    expect(clientsOnly.recent_cases).toEqual([]);

    const casesOnly = await only([{ subject: 'cases', action: 'read' }]);
    expect(casesOnly.counts).toEqual({ clients: null, cases: 6, open_cases: 4, employees: null });
    expect(casesOnly.recent_cases).toHaveLength(5);

    const employeesOnly = await only([{ subject: 'employees', action: 'read' }]);
    const [staff] = await t.services.db.select({ n: count() }).from(users).where(eq(users.lawFirmId, firm.lawFirmId));
    expect(employeesOnly.counts).toEqual({ clients: null, cases: null, open_cases: null, employees: staff!.n });
    expect(employeesOnly.recent_cases).toEqual([]);
  });

  it('refuses a caller without a token', async () => {
    const res = await summary();
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

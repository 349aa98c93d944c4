import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, clients, contacts, invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let noInvoices: TestUser;
let nobody: TestUser;
const ids: Record<string, number> = {};

async function insertClient(lawFirmId: number, firstName: string, lastName: string, extra = {}) {
  const [row] = await t.services.db
    .insert(clients)
    .values({ lawFirmId, firstName, lastName, ...extra })
    .returning({ id: clients.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Search Firm');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  noInvoices = await addEmployee(t, firm, {
    rules: ['clients', 'cases', 'contacts'].map((subject) => ({ subject, action: 'read' })) as never,
  });
  nobody = await addEmployee(t, firm);
  const { db } = t.services;
  ids.sara = await insertClient(firm.lawFirmId, 'Sara', 'Hamdan', {
    email: 'Sara.Hamdan@mail.example',
    phoneNumber: '+1 (713) 555-0142',
  });
  ids.layla = await insertClient(firm.lawFirmId, 'ليلى', 'حداد', { phoneNumber: '+966501234567' });
  ids.foreign = await insertClient(otherFirm.lawFirmId, 'Sara', 'Hamdan', { phoneNumber: '+17135550142' });
  const [openCase] = await db
    .insert(cases)
    .values({ lawFirmId: firm.lawFirmId, clientId: ids.sara!, title: 'Asylum application' })
    .returning({ id: cases.id });
  ids.case = openCase!.id;
  await db.insert(cases).values({ lawFirmId: otherFirm.lawFirmId, clientId: ids.foreign!, title: 'Asylum elsewhere' });
  const [contact] = await db
    .insert(contacts)
    .values([
      { lawFirmId: firm.lawFirmId, name: 'Nadia Farouk', email: 'nadia@people.example', contactType: 'individual' },
      { lawFirmId: firm.lawFirmId, name: 'Sara Hamdan', contactType: 'individual', relatedEntityType: 'client' },
      { lawFirmId: firm.lawFirmId, name: 'Nadia Gone', contactType: 'individual', deletedAt: new Date() },
      { lawFirmId: otherFirm.lawFirmId, name: 'Nadia Elsewhere', contactType: 'individual' },
    ])
    .returning({ id: contacts.id });
  ids.nadia = contact!.id;
  const invoice = (lawFirmId: number, clientId: number, invoiceNumber: string, type = 'BILL') => ({
    lawFirmId,
    clientId,
    invoiceNumber,
    type,
    title: 'Retainer',
    dueDate: '2026-01-31',
    dateIssued: '2026-01-01',
  });
  const [bill, trust] = await db
    .insert(invoices)
    .values([
      invoice(firm.lawFirmId, ids.sara!, 'INV-00042'),
      invoice(firm.lawFirmId, ids.sara!, 'INV-00043', 'TRUST'),
      invoice(otherFirm.lawFirmId, ids.foreign!, 'INV-00044'),
    ])
    .returning({ id: invoices.id });
  ids.bill = bill!.id;
  ids.trust = trust!.id;
});
afterAll(() => t.close());

const search = (q: string, caller: TestUser = firm.admin) =>
  t.call('GET', `/api/search?q=${encodeURIComponent(q)}`, { token: caller.token });

type Body = { groups: Array<{ kind: string; results: Array<{ id: number; label: string; route: string }> }> };
const resultsOf = (body: Body, kind: string) => body.groups.find((group) => group.kind === kind)?.results ?? [];

describe('GET /api/search', () => {
  it('answers every kind the admin may read, grouped, with label, secondary text and route', async () => {
    const res = await search('sara');
    expect(res.status).toBe(200);
    expect(res.body.groups.map((g: { kind: string }) => g.kind)).toEqual(['clients', 'cases', 'contacts', 'invoices']);
    expect(resultsOf(res.body, 'clients')).toEqual([
      { id: ids.sara, label: 'Sara Hamdan', secondary: 'Sara.Hamdan@mail.example', route: `/client/${ids.sara}` },
    ]);
    // The contact standing for Sara is found as the client, not twice.
    expect(resultsOf(res.body, 'contacts')).toEqual([]);
  });

  it('finds clients by last name, full name, email and phone digits, in any case', async () => {
    for (const q of ['HAMDAN', 'sara ham', 'sara.hamdan@', '713 555 0142', '+1 713-555', '7135550142', '555-0142']) {
      const found = resultsOf((await search(q)).body, 'clients').map((hit) => hit.id);
      expect(found, q).toEqual([ids.sara]);
    }
    expect(resultsOf((await search('amdan')).body, 'clients')).toEqual([]);
  });

  it('finds Arabic names and their phone', async () => {
    expect(resultsOf((await search('حدا')).body, 'clients').map((hit) => hit.id)).toEqual([ids.layla]);
    expect(resultsOf((await search('ليلى حداد')).body, 'clients').map((hit) => hit.id)).toEqual([ids.layla]);
    for (const q of ['050 123 4567', '00966 50 123', '+966501234567']) {
      expect(
        resultsOf((await search(q)).body, 'clients').map((hit) => hit.id),
        q,
      ).toEqual([ids.layla]);
    }
  });

  it('finds cases by title, contacts by any name part and email, invoices by number and title', async () => {
    const cases = resultsOf((await search('asylum')).body, 'cases');
    expect(cases).toEqual([
      expect.objectContaining({
        id: ids.case,
        label: 'Asylum application',
        route: `/client/${ids.sara}/cases/${ids.case}`,
      }),
    ]);
    for (const q of ['nadia', 'farouk', 'nadia@people']) {
      expect(resultsOf((await search(q)).body, 'contacts'), q).toEqual([
        expect.objectContaining({ id: ids.nadia, label: 'Nadia Farouk', route: '/contacts?q=Nadia%20Farouk' }),
      ]);
    }
    expect(resultsOf((await search('inv-0004')).body, 'invoices')).toEqual([
      expect.objectContaining({ id: ids.bill, route: `/client/${ids.sara}/invoices/${ids.bill}/edit` }),
      expect.objectContaining({ id: ids.trust, route: `/client/${ids.sara}/invoices/${ids.trust}/edit-trust` }),
    ]);
    expect(resultsOf((await search('retainer')).body, 'invoices')).toHaveLength(2);
  });

  it('never answers another firm’s rows', async () => {
    for (const q of ['sara', 'asylum', 'nadia', 'INV-00044', '7135550142']) {
      const body = (await search(q)).body as Body;
      const all = body.groups.flatMap((group) => group.results.map((hit) => hit.id));
      expect(all, q).not.toContain(ids.foreign);
      expect(body.groups.flatMap((group) => group.results.map((hit) => hit.label)).join()).not.toMatch(
        /elsewhere|00044/i,
      );
    }
  });

  it('leaves out the kinds the caller may not read: no invoices without invoices read, nothing without rules', async () => {
    const limited = await search('inv', noInvoices);
    expect(limited.status).toBe(200);
    expect(limited.body.groups.map((g: { kind: string }) => g.kind)).toEqual(['clients', 'cases', 'contacts']);
    const none = await search('sara', nobody);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ groups: [] });
  });

  it('refuses a missing, blank, NUL-bearing or too long text with 400', async () => {
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20',
      '/api/search?q=sa%00ra',
      `/api/search?q=${'a'.repeat(101)}`,
    ]) {
      const res = await t.call('GET', url, { token: firm.admin.token });
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('takes pattern characters literally and needs a signed-in user', async () => {
    expect(resultsOf((await search('%')).body, 'clients')).toEqual([]);
    expect(resultsOf((await search('_ara')).body, 'clients')).toEqual([]);
    expect((await t.call('GET', '/api/search?q=sara')).status).toBe(401);
  });
});

import { TIME_ENTRY_INVOICED_MESSAGE } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCharges, timeEntries } from '../../db/schema/index.js';
import { type CallResult, createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addCase,
  addClient,
  addEntry,
  addSavedCharge,
  billBody,
  billingTables,
  chargeLine,
} from '../../test/kits/billing.js';
import { READS_CLIENTS_AND_CASES } from '../../test/kits/time-entries.js';
import {
  SAVED_CHARGE_BILLED_MESSAGE,
  TIME_ENTRY_OF_OTHER_CLIENT_MESSAGE,
  TIME_ENTRY_RUNNING_MESSAGE,
} from './invoice-charges.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let nadia: TestUser;
let maria: number;
let omar: number;
let mariaCase: number;
let theirClient: number;
let theirUser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  nadia = await addEmployee(t, firm, { fullName: 'Nadia Attorney', rules: READS_CLIENTS_AND_CASES });
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  omar = await addClient(t, firm, 'Omar', 'Haddad');
  mariaCase = await addCase(t, firm, maria, 'Asylum application');
  theirClient = await addClient(t, otherFirm, 'Their', 'Client');
  theirUser = await addEmployee(t, otherFirm);
});
afterAll(() => t.close());

const create = (clientId: number, body: unknown, token = firm.admin.token) =>
  t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, { token, body });
const update = (id: number, body: unknown, token = firm.admin.token) =>
  t.call('PUT', `/api/invoice/update_invoice/${id}`, { token, body });

async function expectRefused(send: () => Promise<CallResult>, status: number, code: string) {
  const before = await billingTables(t, firm.lawFirmId);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(await billingTables(t, firm.lawFirmId)).toEqual(before);
  return res;
}

/** A time-entry line as the create-invoice address hands it over (Expense, is_time_entry). */
const entryLine = (timeEntryId: number, extra: Record<string, unknown> = {}) =>
  chargeLine({
    description: 'Client interview',
    amount: 300,
    type: 'Expense',
    is_time_entry: true,
    time_entry_id: timeEntryId,
    client_id: maria,
    ...extra,
  });

async function entryState(id: number) {
  const [row] = await t.services.db
    .select({ invoiced: timeEntries.invoiced, invoiceId: timeEntries.invoiceId })
    .from(timeEntries)
    .where(eq(timeEntries.id, id));
  return row;
}
async function savedState(id: number) {
  const [row] = await t.services.db
    .select({ invoiceId: savedCharges.invoiceId })
    .from(savedCharges)
    .where(and(eq(savedCharges.id, id), eq(savedCharges.lawFirmId, firm.lawFirmId)));
  return row;
}

describe('time entries on invoices', () => {
  it('become invoiced with the invoice, stay while kept, and are freed when dropped', async () => {
    const a = await addEntry(t, firm, { userId: nadia.id, clientId: maria, caseId: mariaCase, rateCents: 30000 });
    const b = await addEntry(t, firm, { userId: nadia.id, clientId: maria });
    const res = await create(maria, billBody({ charges: [entryLine(a), entryLine(b)] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { invoice } = res.body;
    expect(invoice.charges.map((c: { is_time_entry: boolean; time_entry_id: number }) => c.time_entry_id)).toEqual([
      a,
      b,
    ]);
    expect(invoice.charges.every((c: { is_time_entry: boolean }) => c.is_time_entry)).toBe(true);
    // A line sent without a matter bills the entry's matter.
    expect(invoice.charges[0]).toMatchObject({ case_id: mariaCase, matterName: 'Asylum application' });
    // Each line says whose time it bills, for how long and at what rate (the documents show it).
    expect(invoice.charges[0].time_entry).toEqual({ hours: 1, hourly_rate: '300.00', timekeeper: 'Nadia Attorney' });
    const read = await t.call('GET', `/api/invoice/${invoice.id}`, { token: firm.admin.token });
    expect(read.body.invoice.charges[1].time_entry).toEqual({
      hours: 1,
      hourly_rate: '200.00',
      timekeeper: 'Nadia Attorney',
    });
    expect(await entryState(a)).toEqual({ invoiced: true, invoiceId: invoice.id });
    expect(await entryState(b)).toEqual({ invoiced: true, invoiceId: invoice.id });

    // The time entries feature refuses to change what an invoiced entry bills, or to delete it.
    const put = (id: number) =>
      t.call('PUT', `/api/time_entry/${id}`, {
        token: nadia.token,
        body: {
          client_id: maria,
          hourly_rate: 999,
          start_time: '2025-03-10T15:00:00.000Z',
          end_time: '2025-03-10T16:00:00.000Z',
        },
      });
    const refused = await put(b);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'time_entry_invoiced', message: TIME_ENTRY_INVOICED_MESSAGE });
    expect((await t.call('DELETE', `/api/time_entry/${b}`, { token: nadia.token })).status).toBe(409);

    // Saving again with the entry kept is no conflict with itself; dropping b frees it.
    const kept = await update(invoice.id, billBody({ charges: [invoice.charges[0]] }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await entryState(a)).toEqual({ invoiced: true, invoiceId: invoice.id });
    expect(await entryState(b)).toEqual({ invoiced: false, invoiceId: null });
    expect((await put(b)).status).toBe(200);

    // And b may go on another invoice now.
    expect((await create(maria, billBody({ charges: [entryLine(b)] }))).status).toBe(201);
  });

  it('one entry, two invoices saved at once: one bills it, the other answers 409', async () => {
    const entry = await addEntry(t, firm, { userId: nadia.id, clientId: maria });
    const results = await Promise.all([
      create(maria, billBody({ charges: [entryLine(entry)] })),
      create(maria, billBody({ charges: [entryLine(entry)] })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!;
    expect(await entryState(entry)).toEqual({ invoiced: true, invoiceId: winner.body.invoice.id });
  });

  describe('refuses, changing nothing', () => {
    it('an entry already on another invoice (409), or marked invoiced', async () => {
      const entry = await addEntry(t, firm, { userId: nadia.id, clientId: maria });
      expect((await create(maria, billBody({ charges: [entryLine(entry)] }))).status).toBe(201);
      const res = await expectRefused(
        () => create(maria, billBody({ charges: [entryLine(entry)] })),
        409,
        'time_entry_invoiced',
      );
      expect(res.body.details).toEqual({ time_entry_id: entry });
      const flagged = await addEntry(t, firm, { userId: nadia.id, clientId: maria, invoiced: true });
      await expectRefused(() => create(maria, billBody({ charges: [entryLine(flagged)] })), 409, 'time_entry_invoiced');
    });

    it("another client's entry (422)", async () => {
      const entry = await addEntry(t, firm, { userId: nadia.id, clientId: omar });
      const res = await expectRefused(
        () => create(maria, billBody({ charges: [entryLine(entry)] })),
        422,
        'time_entry_of_other_client',
      );
      expect(res.body.message).toBe(TIME_ENTRY_OF_OTHER_CLIENT_MESSAGE);
    });

    it('a running entry (422)', async () => {
      const entry = await addEntry(t, firm, { userId: nadia.id, clientId: maria, running: true });
      const res = await expectRefused(
        () => create(maria, billBody({ charges: [entryLine(entry)] })),
        422,
        'time_entry_running',
      );
      expect(res.body.message).toBe(TIME_ENTRY_RUNNING_MESSAGE);
    });

    it("another firm's entry, or one that does not exist (404)", async () => {
      const theirs = await addEntry(t, otherFirm, { userId: theirUser.id, clientId: theirClient });
      await expectRefused(() => create(maria, billBody({ charges: [entryLine(theirs)] })), 404, 'not_found');
      await expectRefused(() => create(maria, billBody({ charges: [entryLine(999_999)] })), 404, 'not_found');
    });

    it('the same entry twice, or a time-entry line without its entry (400)', async () => {
      const entry = await addEntry(t, firm, { userId: nadia.id, clientId: maria });
      const twice = await expectRefused(
        () => create(maria, billBody({ charges: [entryLine(entry), entryLine(entry)] })),
        400,
        'validation_failed',
      );
      expect(Object.keys(twice.body.fields)).toEqual(['charges.1.time_entry_id']);
      await expectRefused(
        () => create(maria, billBody({ charges: [chargeLine({ is_time_entry: true })] })),
        400,
        'validation_failed',
      );
    });
  });
});

describe('saved charges on invoices', () => {
  it('get the invoice id when picked and are freed when dropped', async () => {
    const filing = await addSavedCharge(t, firm, { description: 'Filing fee', amountCents: 4500 });
    const courier = await addSavedCharge(t, firm, { description: 'Courier', amountCents: 1200 });
    const res = await create(
      maria,
      billBody({
        charges: [
          chargeLine({ description: 'Filing fee', amount: '45.00', type: 'Expense', saved_charge_id: filing }),
          chargeLine({ description: 'Courier', amount: '12.00', type: 'Expense', saved_charge_id: courier }),
        ],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { invoice } = res.body;
    expect(invoice.charges.map((c: { saved_charge_id: number }) => c.saved_charge_id)).toEqual([filing, courier]);
    expect(await savedState(filing)).toEqual({ invoiceId: invoice.id });
    expect(await savedState(courier)).toEqual({ invoiceId: invoice.id });

    const res2 = await update(invoice.id, billBody({ charges: [invoice.charges[0]] }));
    expect(res2.status, JSON.stringify(res2.body)).toBe(200);
    expect(await savedState(filing)).toEqual({ invoiceId: invoice.id });
    expect(await savedState(courier)).toEqual({ invoiceId: null });
  });

  it("refuses one already on another invoice (409) and another firm's (404), changing nothing", async () => {
    const fee = await addSavedCharge(t, firm);
    const line = chargeLine({ type: 'Expense', saved_charge_id: fee });
    expect((await create(maria, billBody({ charges: [line] }))).status).toBe(201);
    const res = await expectRefused(() => create(omar, billBody({ charges: [line] })), 409, 'saved_charge_billed');
    expect(res.body.message).toBe(SAVED_CHARGE_BILLED_MESSAGE);

    const theirs = await addSavedCharge(t, otherFirm);
    await expectRefused(
      () => create(maria, billBody({ charges: [chargeLine({ saved_charge_id: theirs })] })),
      404,
      'not_found',
    );
  });
});

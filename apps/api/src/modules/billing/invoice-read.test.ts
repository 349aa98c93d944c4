import { dayIn, invoiceSchema } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, invoices, lawFirms } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addCase, addClient, billBody, chargeLine, setFirmTimeZone } from '../../test/kits/billing.js';
import { addressLine } from './invoice-read.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let maria: number;
let asylum: number;
let permit: number;
let reader: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Hamdan Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  maria = await addClient(t, firm, 'Maria', 'Gomez');
  asylum = await addCase(t, firm, maria, 'Asylum application');
  permit = await addCase(t, firm, maria, 'Work permit');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
  nobody = await addEmployee(t, firm);
  const { db } = t.services;
  await db
    .update(clients)
    .set({ phoneNumber: '+1 713 555 0100', street: '12 Main St', city: 'Houston', state: 'TX', postalCode: '77002' })
    .where(eq(clients.id, maria));
  await db
    .update(lawFirms)
    .set({ phoneNumber: '+1 713 555 0199', street: '500 Travis St', city: 'Houston', country: 'United States' })
    .where(eq(lawFirms.id, firm.lawFirmId));
});
afterAll(() => t.close());

const create = async (clientId: number, body: unknown, owner = firm) => {
  const res = await t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, {
    token: owner.admin.token,
    body,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.invoice;
};
const get = (id: number, token = firm.admin.token) => t.call('GET', `/api/invoice/${id}`, { token });

/** A day `days` away from `day` (YYYY-MM-DD). */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/invoice/:invoiceId', () => {
  it('answers every field: lines, matters, client, firm, settings, amounts and payment details', async () => {
    const created = await create(
      maria,
      billBody({
        charges: [
          chargeLine({ description: 'Interview', amount: '250.00', case_id: asylum }),
          chargeLine({
            description: 'Filing',
            amount: '12.5',
            type: 'Expense',
            taxable: true,
            taxRate: 8.25,
            case_id: permit,
          }),
          chargeLine({ description: 'Copies', amount: '3.00', type: 'Expense', case_id: asylum }),
          chargeLine({ description: 'Phone call', amount: '20.00' }),
        ],
        include_footer: true,
        footer_text: 'Thank you for your trust',
        due_date: '2025-04-04',
      }),
    );
    const res = await get(created.id, reader.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const invoice = invoiceSchema.parse(res.body.invoice);
    expect(invoice).toEqual(created);

    expect(invoice.charges.map((c) => [c.description, c.amount, c.matterName, c.taxRate])).toEqual([
      ['Interview', '250.00', 'Asylum application', 0],
      ['Filing', '12.50', 'Work permit', 8.25],
      ['Copies', '3.00', 'Asylum application', 0],
      ['Phone call', '20.00', null, 0],
    ]);
    expect(invoice.charges.every((c) => c.invoice_id === invoice.id && c.client_id === maria)).toBe(true);
    expect(invoice.case).toEqual([
      { id: asylum, client_id: maria, title: 'Asylum application' },
      { id: permit, client_id: maria, title: 'Work permit' },
    ]);
    expect(invoice.client).toEqual({
      id: maria,
      name: 'Maria Gomez',
      email: 'maria@client.example',
      phone_number: '+1 713 555 0100',
      address: '12 Main St, Houston, TX 77002',
    });
    expect(invoice.law_firm).toMatchObject({
      id: firm.lawFirmId,
      name: 'Hamdan Legal',
      phone_number: '+1 713 555 0199',
      address: '500 Travis St, Houston, United States',
    });
    expect(invoice.invoice_settings).toMatchObject({
      invoice_id: invoice.id,
      include_footer: true,
      footer_text: 'Thank you for your trust',
      due_date: '2025-04-04',
      date_issued: '2025-03-05',
    });
    // 285.50 + 8.25% of 12.50 (1.03125 → 1.03) + 16% of 285.50 (45.68).
    expect(invoice.amount_details).toEqual({
      subtotal: 285.5,
      item_tax: 1.03,
      general_tax: 45.68,
      tax: 46.71,
      discount: 0,
      total: 332.21,
    });
    expect(invoice.amount).toBeNull();
    expect(invoice.payments).toEqual([]);
    // Due long ago and nothing paid.
    expect(invoice.payment_details).toEqual({ outstanding_amount: 332.21, total_paid: 0, status: 'overdue' });
  });

  it('computes the status with today where the firm is, and from what has been paid', async () => {
    const statusOf = async (dueDate: string, paidCents = 0) => {
      const invoice = await create(maria, billBody({ date_issued: shift(dueDate, -30), due_date: dueDate }));
      if (paidCents) {
        await t.services.db.update(invoices).set({ paidCents }).where(eq(invoices.id, invoice.id));
      }
      return (await get(invoice.id)).body.invoice.payment_details;
    };
    // Far apart zones: whatever the hour, at least one of them is on another date than UTC.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await setFirmTimeZone(t, firm, zone);
      const today = dayIn(zone);
      expect((await statusOf(today)).status).toBe('unpaid');
      expect((await statusOf(shift(today, -1))).status).toBe('overdue');
    }
    // 116.00 in total.
    expect(await statusOf(shift(dayIn('Pacific/Pago_Pago'), 10), 5000)).toEqual({
      outstanding_amount: 66,
      total_paid: 50,
      status: 'partial',
    });
    expect((await statusOf('2020-01-01', 11600)).status).toBe('paid');
    await setFirmTimeZone(t, firm, 'America/New_York');
  });

  it("answers 404 for another firm's invoice and 403 without read on invoices", async () => {
    const theirClient = await addClient(t, otherFirm, 'Their', 'Client');
    const theirs = await create(theirClient, billBody(), otherFirm);
    expect((await get(theirs.id)).status).toBe(404);
    expect((await get(999_999)).status).toBe(404);
    const mine = await create(maria, billBody());
    const refused = await get(mine.id, nobody.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
  });
});

describe('helpers', () => {
  it('addressLine joins the filled parts in one line', () => {
    const none = { street: null, city: null, state: null, postalCode: null, country: null };
    expect(addressLine(none)).toBeNull();
    expect(addressLine({ ...none, street: ' ', city: '' })).toBeNull();
    expect(addressLine({ ...none, city: 'Amman', country: 'Jordan' })).toBe('Amman, Jordan');
    expect(addressLine({ ...none, state: 'TX', postalCode: '77002' })).toBe('TX 77002');
  });
});

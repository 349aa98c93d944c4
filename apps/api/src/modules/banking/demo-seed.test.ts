import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ops/ledger-checks.js';
import {
  DEMO_BANK_ACCOUNTS,
  DEMO_INVOICE_PAYMENTS,
  DEMO_LISTED_DEPOSITS,
  DEMO_TRUST_DEPOSITS,
  DEMO_TRUST_INVOICE_PAYMENTS,
} from '../../seed/banking.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;
beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo banking', () => {
  it('keeps books that pass every check of npm run check-ledger', async () => {
    const broken = (await checkLedger(t.services.db)).filter((result) => result.broken > 0);
    expect(broken).toEqual([]);
  });

  it('has an IOLTA trust account and an operating account whose balances follow the seeded payments', async () => {
    const res = await t.call('GET', '/api/bank-accounts', { token });
    expect(res.status).toBe(200);
    const fromTrust = DEMO_INVOICE_PAYMENTS.filter((p) => p.paymentType === 'trust').reduce(
      (s, p) => s + p.amountCents,
      0,
    );
    const received = DEMO_INVOICE_PAYMENTS.reduce((sum, p) => sum + p.amountCents, 0);
    // Paying a trust invoice is a deposit into trust too.
    const intoTrust = [...DEMO_TRUST_DEPOSITS, ...DEMO_TRUST_INVOICE_PAYMENTS].reduce(
      (sum, d) => sum + d.amountCents,
      0,
    );
    const deposited = (intoTrust - fromTrust) / 100;
    expect(res.body.bank_accounts).toEqual([
      expect.objectContaining({
        title: 'Operating Account',
        account_type: 'OFFICE',
        current_balance: (DEMO_BANK_ACCOUNTS[1].startingBalanceCents + received) / 100,
      }),
      expect.objectContaining({
        title: 'IOLTA Trust Account',
        account_type: 'TRUST',
        sub_type: 'Checking',
        starting_balance: 0,
        current_balance: deposited,
      }),
    ]);
  });

  it('has the firm’s bank details, and clients with trust money at client and matter level', async () => {
    const details = await t.call('GET', '/api/law-firm/bank-details', { token });
    expect(details.body).toMatchObject({ bank_name: 'First Lone Star Bank', bank_swift_code: 'FLSBUS44' });
    const clients = await t.call('GET', `/api/law-firm/${lawFirmId}/client`, { token });
    const list = (clients.body.clients ?? clients.body.items ?? clients.body) as Array<{
      id: number;
      first_name: string;
      last_name: string;
    }>;
    const idOf = (first: string) => list.find((c) => c.first_name === first)!.id;
    const maria = await t.call('GET', `/api/trust/balances/client/${idOf('Maria')}`, { token });
    expect(maria.body).toMatchObject({ client_balance: 2500, total: 2500 });
    const wei = await t.call('GET', `/api/trust/balances/client/${idOf('Wei')}`, { token });
    // $2,000 of the $5,000 NIW retainer was applied to his invoice.
    expect(wei.body).toMatchObject({ client_balance: 0, total: 3000 });
    expect(wei.body.matters).toContainEqual(
      expect.objectContaining({ title: 'EB-2 National Interest Waiver (I-140)', balance: 3000 }),
    );
    // Evergreen retainers: Maria's own balance and Wei's NIW matter each keep a floor, both still above it.
    const mariaFloors = await t.call('GET', `/api/trust/floors/client/${idOf('Maria')}`, { token });
    expect(mariaFloors.body.floors).toEqual([{ case_id: null, floor: 1000, requested_at: null }]);
    const weiFloors = await t.call('GET', `/api/trust/floors/client/${idOf('Wei')}`, { token });
    expect(weiFloors.body.floors).toEqual([{ case_id: wei.body.matters[0].case_id, floor: 1500, requested_at: null }]);
  });

  it('has a partly paid invoice (from trust) and a paid one (direct), with their payments', async () => {
    const list = await t.call('GET', `/api/invoice/all/${lawFirmId}?page_size=50`, { token });
    const byTitle = (title: string) => list.body.items.find((i: { title: string }) => i.title === title);
    const niw = byTitle(DEMO_INVOICE_PAYMENTS[0].invoiceTitle);
    expect(niw).toMatchObject({ status: 'partial', total_paid: 2000 });
    const consultation = byTitle(DEMO_INVOICE_PAYMENTS[1].invoiceTitle);
    expect(consultation).toMatchObject({ status: 'paid', outstanding_amount: 0 });
    const invoice = await t.call('GET', `/api/invoice/${niw.id}`, { token });
    expect(invoice.body.invoice.payments).toEqual([
      expect.objectContaining({ amount: 2000, payment_type: 'trust', status: 'completed' }),
    ]);
    expect(invoice.body.invoice.payments[0].audit_trail).toEqual([
      expect.objectContaining({ action_type: 'recorded' }),
    ]);
  });

  it('lists the NIW retainer on the NIW invoice as a Trust Payment line that the total leaves out', async () => {
    const list = await t.call('GET', `/api/invoice/all/${lawFirmId}?page_size=50`, { token });
    const niw = list.body.items.find((i: { title: string }) => i.title === DEMO_LISTED_DEPOSITS[0].invoiceTitle);
    const { invoice } = (await t.call('GET', `/api/invoice/${niw.id}`, { token })).body;
    const listed = invoice.charges.filter((c: { type: string }) => c.type === 'Trust Payment');
    expect(listed).toEqual([
      expect.objectContaining({
        description: DEMO_LISTED_DEPOSITS[0].lineDescription,
        amount: '5000.00',
        payment_status: 'completed',
        payment_id: expect.any(Number),
      }),
    ]);
    const billed = invoice.charges
      .filter((c: { type: string }) => c.type !== 'Trust Payment')
      .reduce((sum: number, c: { amount: string }) => sum + Number(c.amount), 0);
    expect(invoice.amount_details.subtotal).toBeCloseTo(billed, 2);
  });
});

/**
 * Evergreen retainers: the floor under a client's (or a matter's) trust balance, read and set through the API, and
 * the replenishment request a withdrawal under it sends over real SMTP, once per crossing, in the client's language,
 * with a trust invoice of what brings the balance back and its pay link.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import {
  addBankAccount,
  addBillInvoice,
  addCase,
  addClient,
  depositTrust,
  recordPayment,
} from '../../test/kits/payments.js';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test/mail.js';
import { payLinkUrls } from './pay-link.js';
import { requestReplenishment } from './trust-replenishment.js';

let peer: SmtpPeer;
let t: TestApp;
let firm: TestFirm;
let other: TestFirm;
let trust: number;
let office: number;
let reader: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: peer.url } });
  firm = await registerFirm(t, 'Evergreen Law LLP');
  other = await registerFirm(t, 'Elsewhere LLP');
  trust = await addBankAccount(t, firm, 'TRUST');
  office = await addBankAccount(t, firm, 'OFFICE');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'trust_accounts', action: 'read' }] });
  nobody = await addEmployee(t, firm);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const floorsOf = (user: TestUser, clientId: number) =>
  t.call('GET', `/api/trust/floors/client/${clientId}`, { token: user.token });
const setFloor = (user: TestUser, clientId: number, body: Record<string, unknown>) =>
  t.call('PUT', `/api/trust/floors/client/${clientId}`, { token: user.token, body });

const deps = () => ({
  db: t.services.db,
  mailer: t.services.mailer,
  storage: t.services.storage,
  payLinkUrl: payLinkUrls(t.services),
});

/** Pays a bill invoice of `amount` out of the client's (or the matter's) trust: a withdrawal. */
async function payFromTrust(clientId: number, amount: number, caseId: number | null = null) {
  const bill = await addBillInvoice(t, firm, clientId, { amount: amount.toFixed(2), ...(caseId ? { caseId } : {}) });
  const res = await recordPayment(t, firm, {
    invoice_id: bill,
    payment_type: 'trust',
    amount,
    trust_account_id: trust,
    office_account_id: office,
    ...(caseId ? { trust_account_level: 'MATTER_TRUST', case_id: caseId } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe('trust balance floors (API)', () => {
  it('sets, reads and removes a client’s floor and a matter’s', async () => {
    const client = await addClient(t, firm, 'Huda', 'Saleh');
    const matter = await addCase(t, firm, client, 'H-1B petition');
    expect((await setFloor(firm.admin, client, { floor: 500 })).status).toBe(200);
    const res = await setFloor(firm.admin, client, { case_id: matter, floor: 250.5 });
    expect(res.status).toBe(200);
    expect(res.body.floors).toEqual([
      { case_id: null, floor: 500, requested_at: null },
      { case_id: matter, floor: 250.5, requested_at: null },
    ]);
    expect((await floorsOf(reader, client)).body).toEqual(res.body);
    expect((await setFloor(firm.admin, client, { case_id: null, floor: null })).body.floors).toEqual([
      { case_id: matter, floor: 250.5, requested_at: null },
    ]);
    expect((await setFloor(firm.admin, client, { floor: -5 })).status).toBe(400);
  });

  it('answers 404 for another firm’s client or a matter of another client, 403 without the permission', async () => {
    const client = await addClient(t, firm, 'Karim', 'Aziz');
    const stranger = await addClient(t, firm, 'Sara', 'Other');
    const theirMatter = await addCase(t, firm, stranger, 'Asylum');
    expect((await floorsOf(other.admin, client)).status).toBe(404);
    expect((await setFloor(other.admin, client, { floor: 100 })).status).toBe(404);
    expect((await setFloor(firm.admin, client, { case_id: theirMatter, floor: 100 })).status).toBe(404);
    expect((await floorsOf(nobody, client)).status).toBe(403);
    expect((await setFloor(nobody, client, { floor: 100 })).status).toBe(403);
    // Reading trust is not enough to change a floor.
    expect((await setFloor(reader, client, { floor: 100 })).status).toBe(403);
    expect((await floorsOf(firm.admin, client)).body.floors).toEqual([]);
  });
});

describe('the replenishment request', () => {
  it('mails once per crossing: under, still under (none), back above, under again', async () => {
    const client = await addClient(t, firm, 'Maria', 'Gomez');
    await depositTrust(t, firm, trust, 1000, { clientId: client });
    await setFloor(firm.admin, client, { floor: 500 });
    const job = { law_firm_id: firm.lawFirmId, client_id: client, case_id: null };
    const before = peer.received.length;

    // Above the floor: nothing to ask.
    await payFromTrust(client, 300);
    expect(await requestReplenishment(deps(), job)).toBe(false);
    // 700 → 400: under the floor of 500, the client is asked for 100.
    await payFromTrust(client, 300);
    expect(await requestReplenishment(deps(), job)).toBe(true);
    expect(peer.received.length).toBe(before + 1);
    const mail = readMail(peer.received.at(-1)!.raw);
    expect(peer.received.at(-1)!.rcptTo).toEqual(['maria@client.example']);
    expect(mail.subject).toBe('Please replenish your trust retainer with Evergreen Law LLP');
    expect(mail.text).toContain('please deposit $100.00');
    expect(mail.text).toMatch(/Pay online by card: http:\/\/\S+\/pay\/[A-Za-z0-9_-]{43}/);
    expect(mail.attachments).toHaveLength(1);
    const requests = await t.services.db.select().from(invoices).where(eq(invoices.clientId, client));
    expect(requests.filter((i) => i.type === 'TRUST').map((i) => i.totalCents)).toEqual([10_000]);

    // Still under: a second withdrawal asks nothing more, whoever runs the job again.
    await payFromTrust(client, 100);
    expect(await requestReplenishment(deps(), job)).toBe(false);
    expect(peer.received.length).toBe(before + 1);

    // Back above (300 + 300 = 600), then under again (600 − 200 = 400): asked again.
    await depositTrust(t, firm, trust, 300, { clientId: client });
    await payFromTrust(client, 200);
    expect(await requestReplenishment(deps(), job)).toBe(true);
    expect(peer.received.length).toBe(before + 2);
  });

  it('asks for a matter’s retainer in the matter’s language, and never for another firm’s job', async () => {
    const client = await addClient(t, firm, 'Layla', 'Nasser');
    const matter = await addCase(t, firm, client, 'Family petition');
    await t.services.db.update(cases).set({ language: 'ar' }).where(eq(cases.id, matter));
    await depositTrust(t, firm, trust, 400, { caseId: matter });
    await setFloor(firm.admin, client, { case_id: matter, floor: 300 });
    await payFromTrust(client, 150, matter);
    const before = peer.received.length;
    // A job naming this client under another firm finds no floor there: nothing is asked.
    expect(
      await requestReplenishment(deps(), { law_firm_id: other.lawFirmId, client_id: client, case_id: matter }),
    ).toBe(false);
    expect(peer.received.length).toBe(before);
    expect(
      await requestReplenishment(deps(), { law_firm_id: firm.lawFirmId, client_id: client, case_id: matter }),
    ).toBe(true);
    const mail = readMail(peer.received.at(-1)!.raw);
    expect(mail.subject).toBe('يرجى تجديد رصيد الأمانة لدى Evergreen Law LLP');
    expect((await floorsOf(firm.admin, client)).body.floors[0].requested_at).toEqual(expect.any(String));
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMovements, auditLog, documentVersions, invoices, paymentEvents } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerFirm, type TestFirm } from '../test/firms.js';
import { documentsApi, PDF } from '../test/kits/documents.js';
import {
  addBankAccount,
  addBillInvoice,
  addCase,
  addClient,
  deletePayment,
  depositTrust,
  recordPayment,
} from '../test/kits/payments.js';
import { type CheckResult, checkLedger, checkStoredFiles, LEDGER_CHECKS } from './ledger-checks.js';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './orphan-files.js';

let t: TestApp;
let firm: TestFirm;
let client: number;
let matter: number;
let trust: number;
let office: number;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Ledger & Co');
  client = await addClient(t, firm, 'Layla', 'Haddad');
  matter = await addCase(t, firm, client, 'Naturalisation');
  trust = await addBankAccount(t, firm, 'TRUST');
  office = await addBankAccount(t, firm, 'OFFICE');
});
afterAll(() => t.close());

const created = (res: { status: number; body: { data: { payment: { id: number } } } }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.payment.id;
};

/** Every kind of payment the product writes, through the API: the books they leave must pass every check. */
async function everyKindOfPayment() {
  await depositTrust(t, firm, trust, 500, { clientId: client });
  await depositTrust(t, firm, trust, 300, { caseId: matter });
  const bill = await addBillInvoice(t, firm, client, { amount: '400.00' });
  created(
    await recordPayment(t, firm, { invoice_id: bill, payment_type: 'direct', amount: 100, office_account_id: office }),
  );
  created(
    await recordPayment(t, firm, {
      invoice_id: bill,
      payment_type: 'trust',
      amount: 150,
      trust_account_id: trust,
      office_account_id: office,
      trust_account_level: 'CLIENT_TRUST',
    }),
  );
  const canceled = created(
    await recordPayment(t, firm, { invoice_id: bill, payment_type: 'direct', amount: 50, office_account_id: office }),
  );
  expect((await deletePayment(t, firm, canceled)).status).toBe(200);
  const credit = created(
    await recordPayment(t, firm, {
      level: 'CLIENT',
      client_id: client,
      payment_type: 'direct',
      amount: 80,
      office_account_id: office,
    }),
  );
  const applied = await t.call('POST', `/api/payment/${credit}/apply`, {
    token: firm.admin.token,
    body: { payment_date: '2025-03-11', invoice_id: bill, amount: 60 },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  return { bill };
}

const broken = (results: CheckResult[]) => results.filter((result) => result.broken > 0).map((result) => result.name);

describe('npm run check-ledger', () => {
  it('finds nothing wrong in the books every kind of payment and cancellation leaves', async () => {
    await everyKindOfPayment();
    const results = await checkLedger(t.services.db);
    expect(results.map((result) => result.name)).toEqual(LEDGER_CHECKS.map((check) => check.name));
    expect(broken(results)).toEqual([]);
  });

  it('names each broken rule, with the rows that break it', async () => {
    const other = await registerFirm(t, 'Tampered LLP');
    const theirClient = await addClient(t, other, 'Sami', 'Nasser');
    const theirTrust = await addBankAccount(t, other, 'TRUST');
    const theirOffice = await addBankAccount(t, other, 'OFFICE');
    const bill = await addBillInvoice(t, other, theirClient, { amount: '200.00' });
    const paid = created(
      await recordPayment(t, other, {
        invoice_id: bill,
        payment_type: 'direct',
        amount: 100,
        office_account_id: theirOffice,
      }),
    );
    const deposit = await depositTrust(t, other, theirTrust, 40, { clientId: theirClient });
    const { db } = t.services;
    expect(broken(await checkLedger(db))).toEqual([]);

    // A paid sum that is not its payments', and over the total.
    await db.update(invoices).set({ paidCents: 25_000 }).where(eq(invoices.id, bill));
    // A payment without its event, another without its audit row and its movement.
    await db.delete(paymentEvents).where(eq(paymentEvents.paymentId, deposit));
    await db.delete(auditLog).where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, String(paid))));
    await db.delete(accountMovements).where(eq(accountMovements.paymentId, paid));
    // Trust money taken out with no payment: the client's balance falls below zero.
    await db.insert(accountMovements).values({
      lawFirmId: other.lawFirmId,
      bankAccountId: theirTrust,
      clientId: theirClient,
      kind: 'transfer_to_office',
      amountCents: -9_000,
    });
    // A movement of this firm on the first firm's account.
    await db.insert(accountMovements).values({
      lawFirmId: other.lawFirmId,
      bankAccountId: office,
      clientId: theirClient,
      kind: 'payment',
      amountCents: 1,
    });

    const results = await checkLedger(db);
    expect(broken(results).sort()).toEqual(
      [
        'invoice paid sums',
        'invoices paid over their total',
        'payment events',
        'payment audit rows',
        'payment movements',
        'movements of one firm',
        'trust balances',
        'trust overdrafts in the past',
      ].sort(),
    );
    const byName = new Map(results.map((result) => [result.name, result]));
    expect(byName.get('invoice paid sums')?.examples).toEqual([
      expect.objectContaining({ invoice_id: bill, paid_cents: 25_000, payments_cents: 10_000 }),
    ]);
    expect(byName.get('payment events')?.examples).toEqual([expect.objectContaining({ payment_id: deposit })]);
    expect(byName.get('payment audit rows')?.examples).toEqual([expect.objectContaining({ payment_id: paid })]);
    expect(byName.get('payment movements')?.examples).toEqual([
      expect.objectContaining({ payment_id: paid, office_net: 0, amount_cents: 10_000 }),
    ]);
    expect(byName.get('trust balances')?.examples).toEqual([
      expect.objectContaining({ client_id: theirClient, balance_cents: 4_000 - 9_000 }),
    ]);
  });
});

describe('stored files against their rows', () => {
  const byName = async () => {
    const results = await checkStoredFiles(t.services.db, t.services.storage.store);
    return new Map(results.map((result) => [result.name, result]));
  };

  it('finds nothing after uploads, then a stray file and a document whose file is gone', async () => {
    const api = documentsApi(t);
    const uploaded = await api.uploadToClient(firm.admin.token, firm.lawFirmId, client, [
      { bytes: PDF, filename: 'passport.pdf' },
      { bytes: PDF, filename: 'i-94.pdf' },
    ]);
    expect(uploaded.status).toBe(201);
    let results = await byName();
    expect(results.get('rows without their file')?.broken).toBe(0);
    expect(results.get('stored files without a row')?.broken).toBe(0);

    // A file stored by a request that died before its row was written; an invoice logo (kept by name) is not one.
    const stray = `${firm.lawFirmId}/2026/12/${randomUUID()}.pdf`;
    await t.services.storage.store.put(stray, PDF, 'application/pdf');
    await t.services.storage.store.put(`invoice-logos/${firm.lawFirmId}/logo.png`, PDF, 'image/png');
    // A document version whose file was lost.
    const [version] = await t.services.db
      .select({ id: documentVersions.id, key: documentVersions.storageKey })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, uploaded.body.documents[0].id));
    await t.services.storage.store.delete(version!.key);

    results = await byName();
    expect(results.get('stored files without a row')).toMatchObject({ broken: 1, examples: [{ key: stray }] });
    expect(results.get('rows without their file')).toMatchObject({
      broken: 1,
      examples: [{ kind: 'document version', id: version!.id, law_firm_id: firm.lawFirmId, key: version!.key }],
    });
  });

  it('sweeps a file no row holds once it is an hour old, and nothing else', async () => {
    const store = t.services.storage.store;
    const api = documentsApi(t);
    const uploaded = await api.uploadToClient(firm.admin.token, firm.lawFirmId, client, [
      { bytes: PDF, filename: 'lease.pdf' },
    ]);
    expect(uploaded.status).toBe(201);
    const stray = `${firm.lawFirmId}/2026/12/${randomUUID()}.pdf`;
    await store.put(stray, PDF, 'application/pdf');
    const log = { info: () => {} };
    const storedAt = (await store.lastModified(stray))!.getTime();

    // Young: its request may still be writing the row.
    const soon = new Date(storedAt + ORPHAN_GRACE_MS - 60_000);
    expect(await sweepOrphanFiles({ db: t.services.db, store, now: () => soon, log })).toEqual([]);
    expect(await store.get(stray)).not.toBeNull();

    const later = new Date(storedAt + ORPHAN_GRACE_MS + 60_000);
    const removed = await sweepOrphanFiles({ db: t.services.db, store, now: () => later, log });
    expect(removed).toContain(stray);
    expect(await store.get(stray)).toBeNull();
    expect(await store.lastModified(stray)).toBeNull();
    // The uploaded document's file, the logo kept by name and every other row's file stay.
    const [version] = await t.services.db
      .select({ key: documentVersions.storageKey })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, uploaded.body.documents[0].id));
    expect(await store.get(version!.key)).not.toBeNull();
    expect(await store.get(`invoice-logos/${firm.lawFirmId}/logo.png`)).not.toBeNull();
    expect((await byName()).get('stored files without a row')?.broken).toBe(0);
  });
});

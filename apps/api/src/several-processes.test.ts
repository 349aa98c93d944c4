/**
 * DESIGN §6: the API is stateless, so several processes share the work. Two real servers (src/server.ts bundled
 * as `npm run build` bundles it, built from the sources by this file: tsx took 5x as long to start) on one
 * PostgreSQL database: "cluster" is WORKERS=2 (two API processes on one port), "single" a third
 * process on its own port, as another host behind a load balancer would be. What one process knows the others
 * must know at once: the invoice's outstanding amount, the rate limits' counts, a signed-out session, the
 * invoice counter. And WORKERS>1 is refused on PGlite. Skipped without TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundle } from '../bundle.mjs';
import { EXIT_BAD_SETTINGS, workersRefusal } from './cluster.js';
import { loadConfig } from './config.js';
import { holdingLock } from './db/client.js';
import { payments } from './db/schema/index.js';
import { createTestApp, type TestApp } from './test/app.js';
import { eventually } from './test/eventually.js';
import { registerFirm, type TestFirm } from './test/firms.js';
import { billBody, chargeLine } from './test/invoices.js';
import { addBankAccount, addBillInvoice, addClient, FAR_DUE_DATE } from './test/kits/payments.js';
import { freePort } from './test/ports.js';
import { apiDir, call, ready, type Server, signIn, startServer, stopServer } from './test/processes.js';

const onPostgres = inject('testDb').kind === 'postgresql';
/** Sign-in attempts per minute for one address and email, in both servers. */
const LOGIN_LIMIT = 4;

describe('WORKERS', () => {
  const workers = (value?: string) => loadConfig(value === undefined ? {} : { WORKERS: value }).workers;

  it('is 1 unless set, a count, or auto for one process per core; anything else stops the start', () => {
    expect(workers()).toBe(1);
    expect(workers('3')).toBe(3);
    expect(workers('auto')).toBe(os.availableParallelism());
    for (const bad of ['0', 'two', '1.5', '-2', '257']) expect(() => workers(bad)).toThrow(/WORKERS/);
  });

  it('above 1 needs DATABASE_URL', () => {
    expect(workersRefusal({ workers: 1, databaseUrl: undefined })).toBeNull();
    expect(workersRefusal({ workers: 4, databaseUrl: 'postgres://db/counsel' })).toBeNull();
    expect(workersRefusal({ workers: 4, databaseUrl: undefined })).toContain('WORKERS=4 needs PostgreSQL');
  });
});

describe('several API processes on one PostgreSQL database', () => {
  if (!onPostgres) {
    it.skip('need PostgreSQL: set TEST_DATABASE_URL (the api (postgresql) project runs them)', () => {});
    return;
  }

  let t: TestApp;
  let firm: TestFirm;
  let cluster: Server;
  let single: Server;
  let token: string;
  let dataDir: string;
  let serverDir: string;
  let refused: Server;
  let refusalDir: string;

  /**
   * The bundled server sits one folder below apps/api, as dist/server.js does: it finds the migrations and the
   * forms beside that folder, and its packages in node_modules above it.
   */
  beforeAll(async () => {
    serverDir = fs.mkdtempSync(path.join(apiDir, '.test-server-'));
    // The test app owns the database (a copy of the migrated template) and writes the firm's data into it.
    [t] = await Promise.all([
      createTestApp(),
      bundle([path.join(apiDir, 'src/server.ts'), path.join(apiDir, 'src/parse-worker.ts')], serverDir),
    ]);
    firm = await registerFirm(t, 'Shared Load Legal');
    const database = t.services.database;
    if (database.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-workers-'));
    const shared = {
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      JWT_SECRET: 'several-processes-share-this-signing-secret',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    // Started with the others, so its start-up costs no time of its own; its test reads how it ended.
    refusalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-workers-'));
    refused = startServer(serverDir, { WORKERS: '2', DATA_DIR: refusalDir, DATABASE_URL: '', PORT: '0' });
    cluster = startServer(serverDir, { ...shared, WORKERS: '2', PORT: String(await freePort()) });
    single = startServer(serverDir, { ...shared, WORKERS: '1', PORT: String(await freePort()) });
    await Promise.all([ready(cluster), ready(single)]);
    const res = await signIn(cluster, firm.admin.email);
    expect(res.status).toBe(200);
    token = res.body.access_token;
  });

  afterAll(async () => {
    await Promise.all([cluster && stopServer(cluster), single && stopServer(single)]);
    await t?.close();
    if (refused) await refused.exited;
    for (const dir of [dataDir, serverDir, refusalDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuse WORKERS above 1 on the embedded database, with a message and an exit code, opening nothing', async () => {
    expect(await refused.exited).toBe(EXIT_BAD_SETTINGS);
    expect(refused.output()).toContain('WORKERS=2 needs PostgreSQL');
    // No database folder, no keys.
    expect(fs.readdirSync(refusalDir)).toEqual([]);
  });

  it('take turns at what one must do alone at start (migrations, the demo seed): a second waits for the first', async () => {
    const database = t.services.database;
    if (database.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    const key = 0x74657374;
    const first = await database.pool.connect();
    await first.query('select pg_advisory_lock($1)', [key]);
    let ran = false;
    const second = holdingLock(database, key, async () => {
      ran = true;
    });
    // The second asks for the lock and waits (pg_locks shows its request not granted).
    await eventually(async () => {
      const waiting = await first.query('select 1 from pg_locks where locktype = $1 and objid = $2 and not granted', [
        'advisory',
        key,
      ]);
      return waiting.rowCount ? true : undefined;
    }, 'the second to wait for the lock');
    expect(ran).toBe(false);
    await first.query('select pg_advisory_unlock($1)', [key]);
    first.release();
    await second;
    expect(ran).toBe(true);
  });

  it('accept exactly the payments that fit the invoice, sent half to each', async () => {
    const client = await addClient(t, firm, 'Layla', 'Nasser');
    const invoiceId = await addBillInvoice(t, firm, client, { amount: '100.00' });
    const office = await addBankAccount(t, firm, 'OFFICE');
    const pay = (server: Server) =>
      call(server, 'POST', '/api/payment/create-record-payment', {
        token,
        fresh: true,
        body: {
          invoice_id: invoiceId,
          payment_type: 'direct',
          amount: 10,
          office_account_id: office,
          payment_date: '2025-03-10',
        },
      });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => pay(i % 2 === 0 ? cluster : single)));
    expect(results.filter((res) => res.status === 201)).toHaveLength(10);
    for (const res of results.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'invalid_payment_amount' });
    }
    const [paid] = await t.services.db
      .select({ total: sum(payments.amountCents) })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), ne(payments.status, 'canceled')));
    expect(Number(paid!.total)).toBe(10_000);
  });

  it('count sign-in attempts for one address and email across both', async () => {
    const email = `nobody.${process.pid}.${Date.now()}@firm.example`;
    // Alternating, each server sees half of the limit: only a shared count refuses the next.
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      const res = await signIn(attempt % 2 === 0 ? cluster : single, email, 'wrong password');
      expect(res.status).toBe(401);
    }
    expect((await signIn(single, email, 'wrong password')).status).toBe(429);
    expect(
      (await call(cluster, 'POST', '/api/auth/login', { body: { email, password: 'wrong password' }, fresh: true }))
        .status,
    ).toBe(429);
  });

  it('refuse a token signed out on the other server at once', async () => {
    const session = await signIn(single, firm.admin.email);
    expect(session.status).toBe(200);
    const other = session.body.access_token as string;
    // Fresh connections reach both of the cluster's processes, so each has checked (and cached) the token.
    for (let i = 0; i < 4; i += 1) {
      expect((await call(cluster, 'GET', '/api/auth/me', { token: other, fresh: true })).status).toBe(200);
    }
    expect((await call(single, 'POST', '/api/auth/logout', { token: other })).status).toBe(204);
    for (let i = 0; i < 4; i += 1) {
      expect((await call(cluster, 'GET', '/api/auth/me', { token: other, fresh: true })).status).toBe(401);
    }
    // The session signed in first is untouched.
    expect((await call(cluster, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('number invoices made on both at once without a duplicate', async () => {
    const client = await addClient(t, firm, 'Karim', 'Aziz');
    const create = (server: Server) =>
      call(server, 'POST', `/api/invoice/create_invoice/client/${client}`, {
        token,
        fresh: true,
        body: billBody({
          charges: [chargeLine({ amount: '50.00' })],
          include_tax_rate: false,
          tax_rate: null,
          total: null,
          due_date: FAR_DUE_DATE,
        }),
      });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => create(i % 2 === 0 ? cluster : single)));
    expect(results.map((res) => res.status)).toEqual(Array(12).fill(201));
    const numbers = results.map((res) => res.body.invoice.invoice_number as string);
    expect(new Set(numbers).size).toBe(12);
  });
});

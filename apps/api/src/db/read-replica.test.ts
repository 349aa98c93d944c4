/**
 * DATABASE_READ_URL against a real streaming replica: the lists read the replica, and a user who just wrote reads
 * their own write at once (db/read-replica.ts). The suite starts a PostgreSQL primary of its own in a temporary
 * folder (initdb, as the postgres OS user when run as root) and a replica of it (pg_basebackup -R -X stream), so it
 * needs no replication rights on the test server; both are stopped and removed after. Skipped on PGlite and when the
 * PostgreSQL server binaries (/usr/lib/postgresql/N/bin) are missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { eventually } from '../test/eventually.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../test/firms.js';
import { individual } from '../test/kits/contacts.js';
import { addCase, addClient } from '../test/kits/time-entries.js';
import { freePort } from '../test/ports.js';
import { migrateDatabase, openDatabase } from './client.js';
import { lsnValue, readReplicaRefusal } from './read-replica.js';
import { users } from './schema/index.js';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

describe('read replica settings', () => {
  it('refuses DATABASE_READ_URL without DATABASE_URL (PGlite has no replica), with a message', () => {
    expect(readReplicaRefusal({ databaseUrl: undefined, databaseReadUrl: undefined })).toBeNull();
    expect(readReplicaRefusal({ databaseUrl: 'postgres://db/counsel', databaseReadUrl: 'postgres://r/c' })).toBeNull();
    expect(readReplicaRefusal({ databaseUrl: undefined, databaseReadUrl: 'postgres://r/c' })).toContain(
      'DATABASE_READ_URL needs PostgreSQL',
    );
  });

  it('compares WAL positions as numbers', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });
});

/** The newest PostgreSQL server binaries with what the suite runs, or null. */
function serverBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'pg_basebackup'].every((tool) => fs.existsSync(path.join(bin, tool)))) return bin;
  }
  return null;
}

const onPostgres = inject('testDb').kind === 'postgresql';
const bin = serverBinaries();

describe('lists read from a streaming replica', () => {
  if (!onPostgres || !bin) {
    it.skip(
      onPostgres
        ? 'needs the PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup under /usr/lib/postgresql/N/bin)'
        : 'needs PostgreSQL: set TEST_DATABASE_URL (the api (postgresql) project runs it)',
      () => {},
    );
    return;
  }
  const asRoot = process.getuid?.() === 0;
  /** Runs a server tool, as the postgres OS user when this is root (PostgreSQL refuses to run as root). */
  const tool = (name: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, name),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, name), ...args] : args,
      {
        stdio: 'pipe',
        timeout: 30_000,
      },
    );

  let dir: string;
  let t: TestApp;
  let firm: TestFirm;
  let reader: TestUser;
  let primary: pg.Client;
  let replica: pg.Client;
  const started: string[] = [];

  const start = (dataDir: string, port: number) => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    tool('pg_ctl', ['-D', dataDir, '-o', options, '-l', `${dataDir}.log`, '-w', 'start']);
    started.push(dataDir);
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-replica-'));
    if (asRoot) execFileSync('chown', ['postgres:', dir]);
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primaryDir = path.join(dir, 'primary');
    const replicaDir = path.join(dir, 'replica');
    // initdb's pg_hba.conf with trust lets 127.0.0.1 replicate.
    tool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    start(primaryDir, primaryPort);
    tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
    ]);
    start(replicaDir, replicaPort);
    const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
    const database = await openDatabase({ databaseUrl: url(primaryPort), readUrl: url(replicaPort), poolSize: 4 });
    await migrateDatabase(database, migrationsDir);
    t = await createTestApp({ database });
    firm = await registerFirm(t, 'Replica Legal');
    reader = await addEmployee(t, firm, { rules: [{ subject: 'contacts', action: 'read' }] });
    primary = new pg.Client({ connectionString: url(primaryPort) });
    replica = new pg.Client({ connectionString: url(replicaPort) });
    await Promise.all([primary.connect(), replica.connect()]);
  }, 60_000);

  afterAll(async () => {
    await replica?.query('select pg_wal_replay_resume()').catch(() => {});
    await Promise.all([primary?.end(), replica?.end()].map((closing) => closing?.catch(() => {})));
    await t?.close();
    for (const dataDir of started.reverse()) {
      try {
        tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {}
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const names = async (user: TestUser) => {
    const res = await t.call('GET', '/api/contacts?page_size=100', { token: user.token });
    expect(res.status).toBe(200);
    return JSON.stringify(res.body);
  };

  it('show others the replica (not yet a row written on the primary while replay is paused), and the writer their own write at once', async () => {
    const created = await t.call('POST', '/api/contacts', {
      token: firm.admin.token,
      body: individual({ name: 'Nadia Farouk' }),
    });
    expect(created.status).toBe(201);
    // The writer sees it at once, whatever the replica's lag.
    expect(await names(firm.admin)).toContain('Nadia Farouk');
    await eventually(async () => ((await names(reader)).includes('Nadia Farouk') ? true : undefined), 'the replica');

    await replica.query('select pg_wal_replay_pause()');
    await eventually(async () => {
      const { rows } = await replica.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
      return rows[0]?.state === 'paused' ? true : undefined;
    }, 'replay to pause');
    // Another writer, straight on the primary: the lists do not show it while the replica does not replay.
    await primary.query("update contacts set name = 'Nadia Farouk-Haddad' where id = $1", [created.body.id]);
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    expect(await names(reader)).not.toContain('Nadia Farouk-Haddad');
    // The admin's own write is replayed (above): their list reads the replica too.
    expect(await names(firm.admin)).not.toContain('Nadia Farouk-Haddad');

    // The admin writes while replay is paused: their lists now read the primary (their own write, and all else).
    const second = await t.call('POST', '/api/contacts', {
      token: firm.admin.token,
      body: individual({ name: 'Karim Aziz' }),
    });
    expect(second.status).toBe(201);
    const admins = await names(firm.admin);
    expect(admins).toContain('Karim Aziz');
    expect(admins).toContain('Nadia Farouk-Haddad');
    const readers = await names(reader);
    expect(readers).not.toContain('Karim Aziz');
    expect(readers).not.toContain('Nadia Farouk-Haddad');

    await replica.query('select pg_wal_replay_resume()');
    await eventually(async () => {
      const replayed = await replica.query<{ lsn: string }>('select pg_last_wal_replay_lsn()::text as lsn');
      return lsnValue(replayed.rows[0]!.lsn) >= lsnValue(rows[0]!.lsn) ? true : undefined;
    }, 'the replica to replay');
    await eventually(async () => ((await names(reader)).includes('Karim Aziz') ? true : undefined), 'the replica');
  });

  it('answer every list, export and report wired to the replica from it (a write there would fail: it is read-only)', async () => {
    const { lawFirmId } = firm;
    const clientId = await addClient(t, firm, 'Maria', 'Gonzalez');
    const caseId = await addCase(t, firm, clientId, 'Naturalisation');
    // An admin who never wrote through the API: no fence, so every read below goes to the replica.
    const viewer = await addEmployee(t, firm, { fullName: 'Vera Viewer' });
    await t.services.db.update(users).set({ isAdmin: true }).where(eq(users.id, viewer.id));
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    await eventually(async () => {
      const replayed = await replica.query<{ lsn: string }>('select pg_last_wal_replay_lsn()::text as lsn');
      return lsnValue(replayed.rows[0]!.lsn) >= lsnValue(rows[0]!.lsn) ? true : undefined;
    }, 'the replica to replay');
    const lists = [
      `/time_entry/all/${lawFirmId}`,
      `/time_entry/client/${clientId}`,
      `/time_entry/case/${caseId}`,
      `/law-firm/${lawFirmId}/client`,
      `/law-firm/${lawFirmId}/cases`,
      '/contacts',
      `/case-receipt/law_firm/${lawFirmId}`,
      `/invoice/all/${lawFirmId}`,
      `/invoice/client/${clientId}`,
      `/invoice/case/${caseId}`,
    ];
    const urls = [
      ...lists,
      ...lists.map((url) => `${url}/export`),
      `/payment/make-payments?law_firm_id=${lawFirmId}`,
      `/trust/reports/client-ledger/${clientId}`,
      '/trust/reports/three-way?date=2026-12-01',
    ];
    for (const url of urls) {
      const res = await t.call('GET', `/api${url}`, { token: viewer.token });
      expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    }
  });

  it('is a real replica: it refuses writes', async () => {
    await expect(replica.query("update contacts set name = 'x'")).rejects.toThrow(/read-only/);
  });
});

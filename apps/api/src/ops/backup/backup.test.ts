import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { Db } from '../../db/client.js';
import { migrationState } from '../../db/migrations.js';
import type { BlobStore } from '../../platform/storage/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createDemoApp, type DemoApp } from '../../test/demo.js';
import { acceptTermsFor } from '../../test/firms.js';
import { sendForm, validAddClient } from '../../test/kits/clients.js';
import { restoreBackup, writeBackup } from './archive.js';
import { tablesInLoadOrder } from './tables.js';

let source: DemoApp;
let target: TestApp;
let work: string;
let backup: string;

/** Every row of every table of the app, each as its JSON, sorted: two databases with the same rows read the same. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tablesInLoadOrder(db)) {
    const { rows } = (await db.execute(
      sql.raw(`select to_jsonb(t)::text as row from "${table}" t order by 1`),
    )) as unknown as { rows: Array<{ row: string }> };
    all[table] = rows.map((row) => row.row);
  }
  return all;
}

async function files(store: BlobStore): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for await (const key of store.list()) {
    all[key] = createHash('sha256')
      .update((await store.get(key))!)
      .digest('hex');
  }
  return all;
}

const migrationsOf = async (t: TestApp) =>
  (await migrationState(t.services.db, t.services.config.migrationsDir)).applied;

beforeAll(async () => {
  source = await createDemoApp();
  target = await createTestApp();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-backup-test-'));
  backup = path.join(work, 'demo.zip');
});
afterAll(async () => {
  await source?.t.close();
  await target?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('brings the demo firm back elsewhere: every row of every table and every file', async () => {
    const manifest = await writeBackup(source.t.services.db, source.t.services.storage.store, backup);
    expect(manifest.files).toBeGreaterThan(0);
    expect(manifest.tables.find((table) => table.name === 'law_firms')?.rows).toBe(1);
    expect(manifest.missing_files).toEqual([]);

    await restoreBackup(target.services.db, target.services.storage.store, backup, await migrationsOf(target));

    const before = await contents(source.t.services.db);
    const after = await contents(target.services.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(await files(target.services.storage.store)).toEqual(await files(source.t.services.storage.store));
  });

  it('leaves a restored firm working: its admin signs in and new rows take the next ids', async () => {
    const login = await target.call('POST', '/api/auth/login', {
      body: { email: 'demo@hamdanclarke.example', password: 'counsel-demo-2026' },
    });
    expect(login.status).toBe(200);
    await acceptTermsFor(target, login.body.user.law_firm_id, login.body.user.id);
    const res = await sendForm(
      target,
      'POST',
      `/api/law-firm/${login.body.user.law_firm_id}/add-client`,
      login.body.access_token,
      validAddClient({ email: 'restored.client@mail.example' }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses a database that already holds data, and writes nothing', async () => {
    const before = await contents(target.services.db);
    await expect(
      restoreBackup(target.services.db, target.services.storage.store, backup, await migrationsOf(target)),
    ).rejects.toThrow('The database already holds data: restore into an empty one.');
    expect(await contents(target.services.db)).toEqual(before);
  });

  it('refuses a file that is not a backup, and a backup of another build', async () => {
    const empty = await createTestApp();
    try {
      const other = path.join(work, 'other.zip');
      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from('{"format":"something-else"}'), 'manifest.json');
      zip.end();
      await new Promise((resolve) =>
        zip.outputStream.pipe(fs.createWriteStream(other)).on('close', () => resolve(null)),
      );
      const migrations = await migrationsOf(empty);
      await expect(restoreBackup(empty.services.db, empty.services.storage.store, other, migrations)).rejects.toThrow(
        'This file is not a Counsel backup.',
      );
      await expect(
        restoreBackup(empty.services.db, empty.services.storage.store, backup, migrations + 1),
      ).rejects.toThrow(/made by a build with \d+ migrations and this one has \d+/);
      const { rows } = (await empty.services.db.execute(sql`select count(*)::int as n from law_firms`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(rows[0]!.n).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

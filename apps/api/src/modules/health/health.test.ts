import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlobStore, FileStorage } from '../../platform/storage/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers live with 200, without a token and uncached', async () => {
    const res = await t.call('GET', '/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers ready with 200 when the database, its migrations and the storage are fine', async () => {
    const res = await t.call('GET', '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      migrations: { pending: 0 },
    });
    expect(res.body.migrations.applied).toBe(res.body.migrations.shipped);
    expect(res.body.migrations.shipped).toBeGreaterThan(30);
  });

  it('probes the storage under health/, apart from every firm’s files, and leaves nothing behind', async () => {
    const working = t.services.storage;
    const written: string[] = [];
    t.services.storage = new FileStorage({
      ...working.store,
      put: async (key, bytes, type) => {
        written.push(key);
        await working.store.put(key, bytes, type);
      },
    });
    try {
      expect((await t.call('GET', '/api/health/ready')).status).toBe(200);
    } finally {
      t.services.storage = working;
    }
    expect(written).toEqual([expect.stringMatching(/^health\/[0-9a-f-]{36}\.txt$/)]);
    expect(fs.readdirSync(path.join(t.dataDir, 'files', 'health'))).toEqual([]);
  });

  it('answers 503 naming the storage when the storage takes no writes', async () => {
    const working = t.services.storage;
    const refusing: BlobStore = {
      ...working.store,
      put: async () => {
        throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
      },
    };
    t.services.storage = new FileStorage(refusing);
    try {
      const res = await t.call('GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
      });
      // Why goes to the log, not to a public answer.
      expect(JSON.stringify(res.body)).not.toContain('EROFS');
    } finally {
      t.services.storage = working;
    }
    expect((await t.call('GET', '/api/health/ready')).status).toBe(200);
  });

  it('answers 503 naming the migrations when the database lacks the latest one this build ships', async () => {
    const removed = await t.services.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text as created_at`,
    );
    const row = (removed as unknown as { rows: Array<{ hash: string; created_at: string }> }).rows[0]!;
    try {
      const res = await t.call('GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.checks).toEqual({ database: 'ok', migrations: 'failed', storage: 'ok' });
      expect(res.body.migrations).toMatchObject({ pending: 1 });
      expect(res.body.migrations.applied).toBe(res.body.migrations.shipped - 1);
      // The original health answer is the database's alone, as the start scripts expect.
      expect((await t.call('GET', '/api/health')).status).toBe(200);
      // The process still lives.
      expect((await t.call('GET', '/api/health/live')).status).toBe(200);
    } finally {
      await t.services.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${Number(row.created_at)})`,
      );
    }
    expect((await t.call('GET', '/api/health/ready')).status).toBe(200);
  });

  it('serves no metrics without METRICS_TOKEN, whatever the request bears', async () => {
    const res = await t.call('GET', '/api/metrics', { headers: { authorization: 'Bearer anything-at-all-here' } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    // Nor does the API document it.
    const docs = await t.call('GET', '/api/docs/json');
    expect(Object.keys(docs.body.paths)).not.toContain('/api/metrics');
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/health/live', '/api/health/ready']));
  });
});

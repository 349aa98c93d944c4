/**
 * The rate limits' counters in the database (rate-limit-store.ts): what several-processes.test.ts shows across
 * processes, here row by row. A window's end is moved into the past by hand: nothing waits for a clock. The app
 * uses the store on PostgreSQL only (PGlite is one process, counted in memory), so only that project runs it.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { deleteEndedCounters, postgresRateLimitStore } from './rate-limit-store.js';

const onPostgres = inject('testDb').kind === 'postgresql';
let t: TestApp;
let root: FastifyRateLimitStore;

const MINUTE = 60_000;
const limitOf = (options: object) => root.child(options as Parameters<FastifyRateLimitStore['child']>[0]);
const route = (url: string) => limitOf({ routeInfo: { method: 'POST', url } });

function incr(store: FastifyRateLimitStore, key: string, window = MINUTE) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), window, 10),
  );
}

const endEveryWindow = () => t.services.db.update(rateLimitCounters).set({ resetAt: sql`now() - interval '1 second'` });

describe.skipIf(!onPostgres)('the PostgreSQL rate-limit store (the api (postgresql) project)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const Store = postgresRateLimitStore(t.services.db);
    root = new Store({});
  });
  afterAll(() => t.close());

  it('counts one key within its window and answers the time left', async () => {
    const login = route('/api/auth/login');
    expect((await incr(login, '10.0.0.1|a@firm.example')).current).toBe(1);
    expect((await incr(login, '10.0.0.1|a@firm.example')).current).toBe(2);
    const third = await incr(login, '10.0.0.1|a@firm.example');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('keeps each limit and each key apart, and stores neither the address nor the email', async () => {
    const reset = route('/api/auth/forgot-password');
    const signIn = limitOf({ nameSpace: 'address:sign-in' });
    const resetByAddress = limitOf({ nameSpace: 'address:password-reset' });
    expect((await incr(reset, '10.0.0.2|b@firm.example')).current).toBe(1);
    expect((await incr(reset, '10.0.0.3|b@firm.example')).current).toBe(1);
    expect((await incr(signIn, '10.0.0.2')).current).toBe(1);
    expect((await incr(resetByAddress, '10.0.0.2')).current).toBe(1);
    const keys = await t.services.db.select({ key: rateLimitCounters.keyHash }).from(rateLimitCounters);
    for (const { key } of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('starts a new window at 1 once the last one ended, and the cleanup removes ended windows only', async () => {
    const pay = route('/api/pay/:token');
    await incr(pay, '10.0.0.4');
    await incr(pay, '10.0.0.4');
    await endEveryWindow();
    expect((await incr(pay, '10.0.0.4')).current).toBe(1);
    await deleteEndedCounters(t.services.db);
    const left = await t.services.db.select({ hits: rateLimitCounters.hits }).from(rateLimitCounters);
    expect(left).toEqual([{ hits: 1 }]);
  });

  it('refuses a limit it cannot name, and the plugin options it does not count', () => {
    expect(() => limitOf({ routeInfo: {} })).toThrow('nameSpace');
    expect(() => limitOf({ routeInfo: { method: 'GET', url: '/x' }, continueExceeding: true })).toThrow(
      'fixed windows',
    );
  });
});

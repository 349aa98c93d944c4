/**
 * The sign-in records' retention: rows older than 90 days go (attempts on known accounts and those for unknown
 * emails alike), younger ones stay, by the database's clock; the job runs daily.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts, unknownEmailSignIns } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm } from '../../test/firms.js';
import { recordingJobs } from '../../test/kits/jobs.js';
import {
  deleteOldSignIns,
  registerSignInRetention,
  SIGN_IN_RETENTION_CRON,
  SIGN_IN_RETENTION_DAYS,
  SIGN_IN_RETENTION_QUEUE,
} from './sign-in-retention.js';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let t: TestApp;

/** Which of these addresses still have a row in the table, in order. */
async function ipsLeft(table: typeof signInAttempts | typeof unknownEmailSignIns, ips: string[]) {
  const rows = await t.services.db.select({ ip: table.ip }).from(table).where(inArray(table.ip, ips));
  return rows.map((row) => row.ip).sort();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in records retention', () => {
  it('keeps 90 days', () => {
    expect(SIGN_IN_RETENTION_DAYS).toBe(90);
  });

  it('deletes attempts and unknown-email sign-ins older than the retention and keeps the younger', async () => {
    const firm = await registerFirm(t, 'Retention LLP');
    const employee = await addEmployee(t, firm);
    const attempt = (createdAt: Date, ip: string) => ({
      lawFirmId: firm.lawFirmId,
      userId: employee.id,
      succeeded: true,
      factor: 'password',
      ip,
      createdAt,
    });
    await t.services.db
      .insert(signInAttempts)
      .values([
        attempt(daysAgo(SIGN_IN_RETENTION_DAYS + 1), '10.9.0.1'),
        attempt(daysAgo(400), '10.9.0.2'),
        attempt(daysAgo(SIGN_IN_RETENTION_DAYS - 1), '10.9.0.3'),
        attempt(new Date(), '10.9.0.4'),
      ]);
    await t.services.db.insert(unknownEmailSignIns).values([
      { factor: 'password', ip: '10.9.1.1', createdAt: daysAgo(SIGN_IN_RETENTION_DAYS + 1) },
      { factor: 'password', ip: '10.9.1.2', createdAt: daysAgo(SIGN_IN_RETENTION_DAYS - 1) },
    ]);

    const removed = await deleteOldSignIns(t.services.db);
    expect(removed.attempts).toBeGreaterThanOrEqual(2);
    expect(removed.unknownEmails).toBeGreaterThanOrEqual(1);
    expect(await ipsLeft(signInAttempts, ['10.9.0.1', '10.9.0.2', '10.9.0.3', '10.9.0.4'])).toEqual([
      '10.9.0.3',
      '10.9.0.4',
    ]);
    expect(await ipsLeft(unknownEmailSignIns, ['10.9.1.1', '10.9.1.2'])).toEqual(['10.9.1.2']);

    // The history still answers the kept attempts (and the sign-in that added the employee).
    const history = await t.call('GET', '/api/auth/sign-ins', { token: employee.token });
    expect(history.status).toBe(200);
    const addresses = (history.body.sign_ins as Array<{ address: string | null }>).map((row) => row.address);
    expect(addresses).toContain('10.9.0.3');
    expect(addresses).not.toContain('10.9.0.1');
  });

  it('runs as a daily scheduled job that deletes the old rows', async () => {
    const queue = recordingJobs();
    await registerSignInRetention({ db: t.services.db, jobs: queue.jobs });
    expect(queue.schedules).toEqual([[SIGN_IN_RETENTION_QUEUE, SIGN_IN_RETENTION_CRON]]);
    await t.services.db
      .insert(unknownEmailSignIns)
      .values({ factor: 'password', ip: '10.9.2.1', createdAt: daysAgo(SIGN_IN_RETENTION_DAYS + 2) });
    await queue.handlers.get(SIGN_IN_RETENTION_QUEUE)!({});
    expect(await ipsLeft(unknownEmailSignIns, ['10.9.2.1'])).toEqual([]);
  });
});

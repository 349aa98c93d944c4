import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welcomeMailText } from '../../modules/auth/welcome-mail.js';
import { CALENDAR_REMINDER_CRON, CALENDAR_REMINDER_JOB } from '../../modules/calendar/reminders.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eventually } from '../../test/eventually.js';
import { registerFirm } from '../../test/firms.js';
import { type JobQueue, startJobQueue } from './index.js';

const quiet = { error: () => {} };

describe('with the job queue running', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: true });
  });
  afterAll(() => t.close());

  it('registering a firm queues the welcome mail and the worker delivers it to the firm’s outbox', async () => {
    const firm = await registerFirm(t, 'Welcome Test LLP');
    const page = await eventually(async () => {
      const outbox = await t.services.mailer.listOutbox(firm.lawFirmId, 1, 10);
      return outbox.total > 0 ? outbox : undefined;
    }, 'the welcome mail');
    expect(page.total).toBe(1);
    const expected = welcomeMailText('Alex Admin', 'Welcome Test LLP');
    expect(page.items[0]).toMatchObject({ to: [firm.admin.email], subject: expected.subject, text: expected.text });
    expect(page.items[0]!.subject).toBe('Welcome to Counsel, Welcome Test LLP');

    const res = await t.call('GET', '/api/admin-tools/outbox', { token: firm.admin.token });
    expect(res.body.items.map((item: { subject: string }) => item.subject)).toEqual([expected.subject]);
  });

  it('schedules the calendar reminders every minute, once for all API processes', async () => {
    const result = await t.services.db.execute(
      sql`SELECT name, cron FROM pgboss.schedule WHERE name = ${CALENDAR_REMINDER_JOB}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { name: CALENDAR_REMINDER_JOB, cron: CALENDAR_REMINDER_CRON },
    ]);
  });
});

describe('the queue itself', () => {
  let t: TestApp;
  const queues: JobQueue[] = [];
  const start = async () => {
    const queue = await startJobQueue(t.services.database, quiet);
    queues.push(queue);
    return queue;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await t.close();
  });

  it('keeps a job queued while no worker runs, and a worker started later processes it', async () => {
    const first = await start();
    const id = await first.send('test.survives-restart', { invoice_id: 42 });
    expect(id).toEqual(expect.any(String));
    await first.stop();
    queues.splice(queues.indexOf(first), 1);

    const second = await start();
    const handled: object[] = [];
    await second.work<{ invoice_id: number }>('test.survives-restart', async (data) => {
      handled.push(data);
    });
    await eventually(() => (handled.length > 0 ? handled : undefined), 'the job to run');
    expect(handled).toEqual([{ invoice_id: 42 }]);
  });

  it('does not queue a job twice with the same singletonKey while the first is waiting', async () => {
    const queue = await start();
    const first = await queue.send('test.singleton', { n: 1 }, { singletonKey: 'invoice-7' });
    expect(first).toEqual(expect.any(String));
    const duplicate = await queue.send('test.singleton', { n: 2 }, { singletonKey: 'invoice-7' });
    expect(duplicate).toBeNull();
    const otherKey = await queue.send('test.singleton', { n: 3 }, { singletonKey: 'invoice-8' });
    expect(otherKey).toEqual(expect.any(String));

    const handled: number[] = [];
    await queue.work<{ n: number }>('test.singleton', async ({ n }) => {
      handled.push(n);
    });
    await eventually(() => (handled.length >= 2 ? handled : undefined), 'both jobs');
    expect([...handled].sort()).toEqual([1, 3]);

    // Once the first has run, the same key may be queued again.
    const later = await eventually(
      async () => (await queue.send('test.singleton', { n: 4 }, { singletonKey: 'invoice-7' })) ?? undefined,
      'the key to be free again',
    );
    expect(later).toEqual(expect.any(String));
    await eventually(() => (handled.includes(4) ? handled : undefined), 'the re-queued job');
  });

  it('queues jobs without a singletonKey as often as they are sent', async () => {
    const queue = await start();
    const ids = [
      await queue.send('test.plain', { n: 1 }),
      await queue.send('test.plain', { n: 1 }),
      await queue.send('test.plain', { n: 1 }),
    ];
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });
});

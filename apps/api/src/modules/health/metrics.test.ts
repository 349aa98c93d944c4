import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createMailer } from '../../platform/mail/index.js';
import { createMetrics } from '../../platform/metrics/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eventually } from '../../test/eventually.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { insertClient } from '../../test/kits/clients.js';

const METRICS_TOKEN = 'scrape-me-0123456789abcdef';
const scraper = { authorization: `Bearer ${METRICS_TOKEN}` };

/** The value of one series (`name{labels} value`), or undefined when the text has no such line. */
function seriesValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /api/metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  let firm: TestFirm;
  const scrape = async () => {
    const res = await t.call('GET', '/api/metrics', { headers: scraper });
    expect(res.status).toBe(200);
    return res.body as string;
  };
  beforeAll(async () => {
    t = await createTestApp({ jobs: true, env: { METRICS_TOKEN } });
    firm = await registerFirm(t);
  });
  afterAll(() => t.close());

  it('answers 401 without a token, with a wrong one, and with a staff session’s', async () => {
    const refused: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer scrape-me-0123456789abcdeX' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: METRICS_TOKEN },
      { authorization: `Bearer ${firm.admin.token}` },
    ];
    for (const headers of refused) {
      const res = await t.call('GET', '/api/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers the Prometheus text format, uncached, with Node’s own process metrics', async () => {
    const res = await t.call('GET', '/api/metrics', { headers: scraper });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts requests by route pattern and status class, never by the raw URL, and not its own scrapes', async () => {
    const id = await insertClient(t, firm.lawFirmId, { firstName: 'Mona', lastName: 'Haddad' });
    const before = seriesValue(await scrape(), 'http_requests_total', {
      method: 'GET',
      route: '/api/client/:id',
      status_class: '2xx',
    });
    expect((await t.call('GET', `/api/client/${id}`, { token: firm.admin.token })).status).toBe(200);
    expect((await t.call('GET', '/api/client/999999999', { token: firm.admin.token })).status).toBe(404);
    await t.call('GET', '/api/no-such-thing/12345', { token: firm.admin.token });
    await t.call('GET', '/clients/67890');

    const text = await scrape();
    const labels = { method: 'GET', route: '/api/client/:id' };
    expect(seriesValue(text, 'http_requests_total', { ...labels, status_class: '2xx' })).toBe((before ?? 0) + 1);
    expect(seriesValue(text, 'http_requests_total', { ...labels, status_class: '4xx' })).toBe(1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count', { ...labels, status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBeGreaterThan(0);
    // Every route label is a pattern: no id of those requests (numbers elsewhere in the text may hold any digits).
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]!));
    for (const raw of [String(id), '999999999', '12345', '67890']) {
      expect([...routes].filter((route) => route.includes(`/${raw}`))).toEqual([]);
    }
    expect(seriesValue(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(0);
    // The web app's pages and files, one series whatever the path (no web build here: 404).
    expect(seriesValue(text, 'http_requests_total', { route: 'web', status_class: '4xx' })).toBeGreaterThan(0);
    expect(routes).not.toContain('/api/metrics');
  });

  it('reports the job queues’ depth by state and this process’s failed job runs per queue', async () => {
    const jobs = t.services.jobs!;
    await jobs.work('test.metrics-fails', async () => {
      throw new Error('the job fails on purpose');
    });
    await jobs.send('test.metrics-fails', {}, { retryLimit: 0 });
    const text = await eventually(async () => {
      // Scrapes within a few seconds share one read of the queues; the failure counter is the process's own.
      const body = await scrape();
      return (seriesValue(body, 'counsel_job_failures_total', { queue: 'test.metrics-fails' }) ?? 0) >= 1
        ? body
        : undefined;
    }, 'the failed run to be counted');
    expect(seriesValue(text, 'counsel_job_failures_total', { queue: 'test.metrics-fails' })).toBe(1);
    for (const state of ['ready', 'deferred', 'active', 'failed']) {
      expect(
        seriesValue(text, 'counsel_job_queue_jobs', { queue: 'test.metrics-fails', state }),
      ).toBeGreaterThanOrEqual(0);
    }
    // The app's own queues are there too (the welcome mail's, registered when jobs start).
    expect(text).toMatch(/^counsel_job_queue_jobs\{queue="[^"]+",state="ready"\} \d+$/m);
  });

  it('reports mail sent and mail that failed, by delivery', async () => {
    const text = await scrape();
    expect(seriesValue(text, 'counsel_mail_sends_total', { delivery: 'outbox' })).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'counsel_mail_send_failures_total', { delivery: 'outbox' })).toBe(0);
  });

  it('reports the PostgreSQL pool’s clients when on PostgreSQL, and no pool on PGlite', async () => {
    const text = await scrape();
    if (t.services.database.kind === 'postgresql') {
      expect(text).toMatch(/^counsel_db_pool_total_clients \d+$/m);
      expect(text).toMatch(/^counsel_db_pool_idle_clients \d+$/m);
      expect(text).toMatch(/^counsel_db_pool_waiting_clients \d+$/m);
    } else {
      expect(text).not.toContain('counsel_db_pool_');
    }
  });
});

describe('the metrics’ sources', () => {
  it('reads the pool’s total, idle and waiting clients when Prometheus scrapes', async () => {
    const pool = { totalCount: 7, idleCount: 2, waitingCount: 3 };
    const database = { kind: 'postgresql', pool } as unknown as Database;
    const metrics = createMetrics({
      database,
      jobs: null,
      mailer: createMailer({ smtpUrl: undefined, from: 'x@example.com', dataDir: '/nonexistent' }),
      log: { warn: () => {} },
    });
    expect(await metrics.render()).toMatch(
      /^counsel_db_pool_total_clients 7$[\s\S]*^counsel_db_pool_idle_clients 2$[\s\S]*^counsel_db_pool_waiting_clients 3$/m,
    );
    pool.waitingCount = 0;
    expect(await metrics.render()).toMatch(/^counsel_db_pool_waiting_clients 0$/m);
  });

  it('counts a mail the SMTP server refused as a failure', async () => {
    // Nothing listens on port 1: the connection is refused.
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.com', dataDir: '/nonexistent' });
    const metrics = createMetrics({
      database: { kind: 'pglite' } as unknown as Database,
      jobs: null,
      mailer,
      log: { warn: () => {} },
    });
    await expect(
      mailer.send({ lawFirmId: null, to: ['a@example.com'], subject: 'Hello', text: 'Hi' }),
    ).rejects.toThrow();
    const text = await metrics.render();
    expect(text).toMatch(/^counsel_mail_sends_total\{delivery="smtp"\} 1$/m);
    expect(text).toMatch(/^counsel_mail_send_failures_total\{delivery="smtp"\} 1$/m);
  });
});

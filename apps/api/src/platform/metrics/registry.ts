/**
 * The process's metrics in Prometheus's text format (GET /api/metrics, served only with METRICS_TOKEN):
 * Node's own (prom-client's default process metrics), the HTTP requests by route pattern, and what the
 * platform services hold: the PostgreSQL pool, the job queues, the mail sent. The services' figures are
 * read when Prometheus scrapes, not kept up to date on every change; each app has a registry of its own
 * (tests build many apps in one process).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import type { JobQueue, QueueState } from '../jobs/index.js';
import type { Mailer } from '../mail/index.js';
import { withTimeout } from '../time-limit.js';

export interface MetricSources {
  database: Database;
  jobs: JobQueue | null;
  mailer: Mailer;
  log: { warn(obj: unknown, msg?: string): void };
}

export interface AppMetrics {
  readonly registry: Registry;
  /** One answered request: its method, route pattern (never the raw URL), status and duration. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** The whole text, for one scrape. */
  render(): Promise<string>;
}

/** A scrape waits this long at most for the job queues' counts; past it they are left out of that scrape. */
const QUEUE_READ_TIMEOUT_MS = 2000;
/** Scrapes this close together share one read of the queues. */
const QUEUE_READ_REUSE_MS = 5000;

/** Seconds; from a cached read (a few ms) to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestLabels = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class (2xx, 4xx...).',
    labelNames: requestLabels,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route pattern and status class.',
    labelNames: requestLabels,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  registerPoolGauges(registry, sources.database);
  registerQueueMetrics(registry, sources);
  registerMailCounters(registry, sources.mailer);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_class: `${Math.floor(statusCode / 100)}xx` };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    render: () => registry.metrics(),
  };
}

/** The node-postgres pool's clients, on PostgreSQL only (PGlite is one connection in the process). */
function registerPoolGauges(registry: Registry, database: Database): void {
  if (database.kind !== 'postgresql') return;
  const { pool } = database;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('counsel_db_pool_total_clients', 'Connections the PostgreSQL pool holds, busy or idle.', () => pool.totalCount);
  gauge('counsel_db_pool_idle_clients', 'Connections of the pool not running a query.', () => pool.idleCount);
  gauge(
    'counsel_db_pool_waiting_clients',
    'Queries waiting for a connection because every one is busy.',
    () => pool.waitingCount,
  );
}

/** The job queues' counts and this process's failed job runs, where the process runs the job queue. */
function registerQueueMetrics(registry: Registry, sources: MetricSources): void {
  const { jobs } = sources;
  if (!jobs?.states) return;
  const readStates = jobs.states.bind(jobs);
  let last: { at: number; states: Promise<QueueState[]> } | null = null;
  const currentStates = (): Promise<QueueState[]> => {
    const now = Date.now();
    if (!last || now - last.at > QUEUE_READ_REUSE_MS) {
      last = { at: now, states: withTimeout(readStates(), QUEUE_READ_TIMEOUT_MS) };
      // A failed read is not reused.
      last.states.catch(() => {
        last = null;
      });
    }
    return last.states;
  };
  const statesOrNone = async (): Promise<QueueState[]> => {
    try {
      return await currentStates();
    } catch (error) {
      sources.log.warn({ err: error }, 'metrics: the job queues could not be read');
      return [];
    }
  };

  const queued = new Gauge({
    name: 'counsel_job_queue_jobs',
    help:
      'Jobs per queue and state, as pg-boss last counted them (its monitor, every minute): ready (waiting to ' +
      'run now: the depth), deferred (to start later), active, failed (kept by retention).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const states = await statesOrNone();
      queued.reset();
      for (const state of states) {
        queued.set({ queue: state.name, state: 'ready' }, state.ready);
        queued.set({ queue: state.name, state: 'deferred' }, state.deferred);
        queued.set({ queue: state.name, state: 'active' }, state.active);
        queued.set({ queue: state.name, state: 'failed' }, state.failed);
      }
    },
  });
  const failures = new Counter({
    name: 'counsel_job_failures_total',
    help: 'Runs of a queue’s handler in this process that threw (each retry counts).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const states = await statesOrNone();
      failures.reset();
      for (const state of states) failures.inc({ queue: state.name }, state.handlerFailures);
    },
  });
}

function registerMailCounters(registry: Registry, mailer: Mailer): void {
  const counter = (name: string, help: string, read: () => number) => {
    const metric = new Counter({
      name,
      help,
      labelNames: ['delivery'] as const,
      registers: [registry],
      collect() {
        metric.reset();
        metric.inc({ delivery: mailer.delivery }, read());
      },
    });
  };
  counter(
    'counsel_mail_sends_total',
    'Mail messages handed to the mail transport (SMTP or the outbox folder).',
    () => mailer.counts.sent,
  );
  counter(
    'counsel_mail_send_failures_total',
    'Mail messages the transport refused or could not take (each retry counts).',
    () => mailer.counts.failed,
  );
}

/**
 * The two ways the bench puts load on: autocannon against the API server (50 connections, a warm-up,
 * then the measured run while the server's memory is sampled), and the same SQL replayed straight
 * through the driver with 50 requests in flight (the physical limit beside each read). A read whose
 * budget is a latency (how much the API adds to its queries) is also measured one request at a time,
 * both ways: under 50 connections on two cores a latency is mostly queueing, not the API's cost.
 */
import { performance } from 'node:perf_hooks';
import autocannon, { type Options } from 'autocannon';
import type { DirectConnection, Query } from './database.js';
import { env } from './env.js';
import { type RunningServer, withPeakRss } from './server.js';

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  /** A new body for every request (writes that must each be valid), or none. */
  body?: () => unknown;
  /** The bearer token, or a new one for every request (several people at work at once). */
  token?: string | (() => string);
}

export interface ApiMeasure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Peak resident memory of the server during the run, bytes. */
  peakRss: number;
  /** Status codes other than the expected ones, with counts, so an error can be explained. */
  unexpected: Record<string, number>;
}

function options(server: RunningServer, call: HttpCall, seconds: number, connections: number): Options {
  const { body, token } = call;
  const headers = (): Record<string, string> => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${typeof token === 'string' ? token : token()}` } : {}),
  });
  const varies = body !== undefined || typeof token === 'function';
  return {
    url: server.url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: call.method,
        path: call.path,
        headers: headers(),
        ...(varies
          ? {
              setupRequest: (request) => ({
                ...request,
                headers: headers(),
                ...(body ? { body: JSON.stringify(body()) } : {}),
              }),
            }
          : {}),
      },
    ],
  };
}

/** `connections`: requests in flight at once (the bench's 50, or 1 for a read's latency on its own). */
export async function measureApi(
  server: RunningServer,
  call: HttpCall,
  connections: number = env.connections,
): Promise<ApiMeasure> {
  await autocannon(options(server, call, env.warmup, connections));
  const { result, peak } = await withPeakRss(server, () =>
    autocannon(options(server, call, env.duration, connections)),
  );
  const unexpected: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
    if (!code.startsWith('2')) unexpected[code] = Number(count);
  }
  const completed = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + Number(count), 0);
  return {
    rps: completed / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    peakRss: peak,
    unexpected,
  };
}

export interface RawMeasure {
  rps: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One request's queries, one after the other, `connections` requests at a time. */
async function replay(
  conn: DirectConnection,
  queries: Query[],
  seconds: number,
  connections: number,
): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      for (const query of queries) await conn.raw(query);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return latencies;
}

export async function measureRaw(
  conn: DirectConnection,
  queries: Query[],
  connections: number = env.connections,
): Promise<RawMeasure> {
  await replay(conn, queries, 1, connections);
  const started = performance.now();
  const latencies = await replay(conn, queries, env.rawDuration, connections);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** One round of a read measured one request at a time: the API, its raw SQL, and how far the API's p99 is above. */
export interface AloneRound {
  api: ApiMeasure;
  raw: RawMeasure;
  over: number;
}

export interface AloneMeasure {
  /** The round whose p99 over raw is the median: what the budget is checked against. */
  api: ApiMeasure;
  raw: RawMeasure;
  rounds: AloneRound[];
}

/**
 * A read one request at a time, API and raw SQL in alternate rounds. A single 10-second run's p99 is
 * a handful of requests, and this machine's own pauses move it by several milliseconds from one run
 * to the next; measuring both sides back to back, several times, and keeping the median round, lets
 * the machine's noise fall on both sides alike and no single noisy run decide the budget.
 */
export async function measureAlone(
  api: () => Promise<ApiMeasure>,
  raw: () => Promise<RawMeasure>,
  rounds: number,
): Promise<AloneMeasure> {
  const measured: AloneRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const rawMeasure = await raw();
    const apiMeasure = await api();
    measured.push({ api: apiMeasure, raw: rawMeasure, over: apiMeasure.p99 - rawMeasure.p99 });
  }
  const median = [...measured].sort((a, b) => a.over - b.over)[Math.floor((measured.length - 1) / 2)]!;
  return { api: median.api, raw: median.raw, rounds: measured };
}

/** The bench's settings, from the environment. Defaults are the full-size run the issue asks for. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchRoot, '..');

const skipped = new Set(
  (process.env.BENCH_SKIP ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/**
 * BENCH_WORKERS: the API process counts to measure side by side (`1,2`: one server with WORKERS=1, then one with
 * WORKERS=2). By default 1 and 2 on PostgreSQL, 1 on PGlite, which refuses more than one process.
 */
function workerCounts(): number[] {
  const raw = process.env.BENCH_WORKERS;
  const pglite = !process.env.BENCH_DATABASE_URL;
  if (raw === undefined || raw === '') return pglite ? [1] : [1, 2];
  const counts = [...new Set(raw.split(',').map((part) => Number(part.trim())))];
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 64)) {
    throw new Error(`BENCH_WORKERS must list whole numbers from 1 to 64, e.g. 1,2; got "${raw}"`);
  }
  if (pglite && counts.some((count) => count > 1)) {
    throw new Error('BENCH_WORKERS above 1 needs BENCH_DATABASE_URL: PGlite runs in one process');
  }
  return counts.sort((a, b) => a - b);
}

export const env = {
  /** PostgreSQL server to create the bench database on; unset: embedded PGlite in a temp folder. */
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  /** Leave the seeded database in place (and print where it is), to study its queries afterwards. */
  keepDatabase: process.env.BENCH_KEEP_DATABASE === '1',
  /** 1 is the firm (200,000 time entries); 0.05 makes a quick run while developing. */
  scale: number('BENCH_SCALE', 1),
  /** Seconds of load per API measurement, after the warm-up. */
  duration: number('BENCH_DURATION', 10),
  warmup: number('BENCH_WARMUP', 2),
  /** Seconds of each raw-SQL measurement (after one second of warm-up). */
  rawDuration: number('BENCH_RAW_DURATION', 5),
  connections: 50,
  /** Rounds of the one-request-at-a-time measurement on PostgreSQL, API and raw SQL in turn (load.ts measureAlone). */
  aloneRounds: number('BENCH_ALONE_ROUNDS', 5),
  port: number('BENCH_PORT', 3470),
  /** API process counts measured side by side; the first one also gets the raw SQL, growth, web, PDF and uploads. */
  workers: workerCounts(),
  /** Only the calls whose name contains this text (while studying one call), or every call. */
  only: (name: string) => !process.env.BENCH_ONLY || name.includes(process.env.BENCH_ONLY),
  /** Parts to leave out while developing: api (the reads, raw SQL and writes), growth, uploads, web, pdf. */
  skip: (part: 'api' | 'growth' | 'uploads' | 'web' | 'pdf') => skipped.has(part),
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  tmp: os.tmpdir(),
};

/** The firm's size at scale 1 (the numbers). Employees do not scale: a firm has 50 people either way. */
export const FULL_SIZE = {
  clients: 2_000,
  cases: 5_000,
  timeEntries: 200_000,
  invoices: 20_000,
  payments: 30_000,
  /** Meetings, all in the calendar's month window (scenarios.ts): the 2,000 events in view. */
  meetings: 2_000,
};
export const EMPLOYEES = 50;
/** The growth comparison runs the same reads on a firm ten times smaller first. */
export const GROWTH_FACTOR = 10;

/**
 * How many PostgreSQL connections each API process opens. DATABASE_POOL_SIZE is the API's total, not a
 * process's: with WORKERS=2 and a pool of 20 each, PostgreSQL ran 40 backends on the same cores as the
 * two processes, and the backends' own contention made two processes slower than one. Sharing the total
 * keeps the database's load the same whatever the process count. A process keeps at least
 * MIN_PROCESS_POOL, so one slow query never holds every connection a process has.
 */
export const MIN_PROCESS_POOL = 4;

export function processPoolSize(total: number, workers: number): number {
  return Math.max(MIN_PROCESS_POOL, Math.ceil(total / Math.max(1, workers)));
}

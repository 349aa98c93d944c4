/**
 * Files that no row holds are removed once they are old enough. An upload stores its file first and commits its
 * row after; a process killed between the two (crash-safety.test.ts shows it) leaves a file that nothing will
 * ever read. Within ORPHAN_GRACE_MS of being stored a file is left alone: its request may still be committing.
 * Hourly through the job queue, so with several processes one of them sweeps.
 */
import type { DbOrTx } from '../db/client.js';
import type { JobQueue } from '../platform/jobs/index.js';
import type { BlobStore } from '../platform/storage/index.js';
import { storedFilesReport } from './ledger-checks.js';

export const ORPHAN_SWEEP_JOB = 'storage.orphan-sweep';
const ORPHAN_SWEEP_CRON = '23 * * * *';

/** Far longer than any upload's request can take to commit its row (uploads are bounded in size and time). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export interface OrphanSweepDeps {
  db: DbOrTx;
  store: BlobStore;
  now?: () => Date;
  log: { info(obj: object, msg: string): void };
}

/** Removes the orphan files stored before the grace period; answers their keys. */
export async function sweepOrphanFiles(deps: OrphanSweepDeps): Promise<string[]> {
  const { orphans } = await storedFilesReport(deps.db, deps.store);
  const cutoff = (deps.now?.() ?? new Date()).getTime() - ORPHAN_GRACE_MS;
  const removed: string[] = [];
  for (const key of orphans) {
    const storedAt = await deps.store.lastModified(key);
    if (!storedAt || storedAt.getTime() > cutoff) continue;
    await deps.store.delete(key);
    removed.push(key);
  }
  if (removed.length > 0) deps.log.info({ removed: removed.length }, 'removed stored files that no row holds');
  return removed;
}

export async function registerOrphanSweep(deps: OrphanSweepDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.work(ORPHAN_SWEEP_JOB, async () => {
    await sweepOrphanFiles(deps);
  });
  await deps.jobs.schedule(ORPHAN_SWEEP_JOB, ORPHAN_SWEEP_CRON);
}

/**
 * `npm run check-distribution`: lists what in the live schema (DATABASE_URL, else the embedded database under
 * DATA_DIR: stop the server first) would block distributing it by `law_firm_id` with Citus (distribution-checks.ts,
 * docs/SCALING.md): tables without the firm's id, nullable firm ids, primary keys and unique constraints or indexes
 * without it, foreign keys that do not pair it. Read-only. `--json` prints the list as JSON. Exits 0 (a report,
 * not a gate: the test pins today's count as a ceiling), 2 when the catalog could not be read.
 */
import { BLOCKER_KINDS, checkDistribution, countByKind, type DistributionBlocker } from './distribution-checks.js';
import { withServerDatabase } from './server-database.js';

const TITLES = {
  table_without_law_firm_id: 'Tables without law_firm_id (not reference tables)',
  nullable_law_firm_id: 'Tables whose law_firm_id may be NULL',
  primary_key: 'Primary keys without law_firm_id',
  unique: 'Unique constraints and indexes without law_firm_id',
  foreign_key: 'Foreign keys between distributed tables that do not pair law_firm_id',
  reference_to_distributed: 'Foreign keys from a reference table to a distributed one',
} as const;

function report(blockers: DistributionBlocker[]): string {
  const counts = countByKind(blockers);
  const lines: string[] = [];
  for (const kind of BLOCKER_KINDS) {
    lines.push(`${TITLES[kind]}: ${counts[kind]}`);
    for (const blocker of blockers.filter((item) => item.kind === kind)) {
      lines.push(
        `  ${blocker.table}${blocker.name === blocker.table ? '' : ` ${blocker.name}`} ${blocker.detail}`.trimEnd(),
      );
    }
  }
  lines.push(`${blockers.length} blocker(s) of distributing by law_firm_id.`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const blockers = await withServerDatabase(checkDistribution);
  console.log(process.argv.includes('--json') ? JSON.stringify(blockers, null, 2) : report(blockers));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('The schema could not be read:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);

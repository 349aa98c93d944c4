/**
 * `npm run check-ledger`: checks the money invariants and the stored files against their rows (ledger-checks.ts) on the database the server uses
 * (DATABASE_URL, else the embedded database under DATA_DIR, which only one process can open: stop the server
 * first). Read-only. Prints each rule with how many rows break it and some of them; `--json` prints the results
 * as JSON. Exits 0 when every rule holds, 1 when one does not, 2 when the check could not run.
 */
import { createFileStorage } from '../platform/storage/index.js';
import { type CheckResult, checkLedger, checkStoredFiles } from './ledger-checks.js';
import { withServerDatabase } from './server-database.js';

function report(results: CheckResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(`${result.broken === 0 ? 'ok  ' : 'FAIL'} ${result.name}: ${result.rule}`);
    if (result.broken > 0) {
      lines.push(
        `     ${result.broken} row(s) break it${result.broken > result.examples.length ? ', the first:' : ':'}`,
      );
      for (const example of result.examples) lines.push(`     ${JSON.stringify(example)}`);
    }
  }
  const broken = results.filter((result) => result.broken > 0).length;
  lines.push(broken === 0 ? 'The ledger is consistent.' : `${broken} rule(s) broken.`);
  return lines.join('\n');
}

async function main(): Promise<number> {
  const results = await withServerDatabase(async (db, { config }) => {
    // The files where the server keeps them (S3_BUCKET, else DATA_DIR/files), against their rows.
    const storage = createFileStorage({ s3: config.s3, dataDir: config.dataDir });
    return [...(await checkLedger(db)), ...(await checkStoredFiles(db, storage.store))];
  });
  console.log(process.argv.includes('--json') ? JSON.stringify(results, null, 2) : report(results));
  return results.some((result) => result.broken > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The ledger could not be checked:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);

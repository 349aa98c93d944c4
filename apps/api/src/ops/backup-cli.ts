/**
 * `npm run backup [-- FILE]`: writes a backup of the database and the stored files (backup/archive.ts) to FILE,
 * by default `counsel-backup-<time>.zip` in the current folder. It reads what the server uses (DATABASE_URL, else
 * the embedded database under DATA_DIR, which only one process can open: stop the server first; S3 or the
 * files folder). A PostgreSQL server can stay in use: the tables are read in one snapshot.
 * Exits 0 when written, 2 when it could not be.
 */
import path from 'node:path';
import { createFileStorage } from '../platform/storage/index.js';
import { writeBackup } from './backup/archive.js';
import { withServerDatabase } from './server-database.js';

async function main(): Promise<number> {
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*$/, '');
  const file = path.resolve(process.argv[2] ?? `counsel-backup-${stamp}.zip`);
  return withServerDatabase(async (db, { config }) => {
    const storage = createFileStorage({ s3: config.s3, dataDir: config.dataDir });
    const manifest = await writeBackup(db, storage.store, file);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files} files.`);
    if (manifest.missing_files.length > 0) {
      console.log(`${manifest.missing_files.length} file(s) were deleted while it ran (listed in its manifest).`);
    }
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The backup could not be written:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);

/**
 * `npm run restore -- FILE`: brings a backup (backup/archive.ts) back into an empty database (DATABASE_URL, else
 * the embedded database under DATA_DIR) and the storage the server uses. It runs the migrations first, then loads
 * the rows in one transaction and the files. Refuses a database that already holds data, and a backup of another
 * build. Exits 0 when restored, 1 when refused, 2 when it failed.
 */
import path from 'node:path';
import { migrateDatabase } from '../db/client.js';
import { migrationState } from '../db/migrations.js';
import { createFileStorage } from '../platform/storage/index.js';
import { BackupError, restoreBackup } from './backup/archive.js';
import { withServerDatabase } from './server-database.js';

async function main(): Promise<number> {
  const given = process.argv[2];
  if (!given) {
    console.error('Usage: npm run restore -- FILE');
    return 1;
  }
  return withServerDatabase(async (db, { config, database }) => {
    try {
      await migrateDatabase(database, config.migrationsDir);
      const { applied } = await migrationState(db, config.migrationsDir);
      const storage = createFileStorage({ s3: config.s3, dataDir: config.dataDir });
      const manifest = await restoreBackup(db, storage.store, path.resolve(given), applied);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Restored the backup of ${manifest.created_at}: ${rows} rows, ${manifest.files} files.`);
      return 0;
    } catch (error) {
      if (!(error instanceof BackupError)) throw error;
      console.error(error.message);
      return 1;
    }
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The backup could not be restored:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);

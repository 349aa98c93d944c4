import path from 'node:path';
import { type Config, loadConfig } from '../config.js';
import { type Database, type Db, openDatabase } from '../db/client.js';

/**
 * Runs an operator's command on the database the server uses (DATABASE_URL, else the embedded database under
 * DATA_DIR, which only one process can open: stop the server first), over one connection, then closes it. The
 * command also gets the settings and the database itself (a restore migrates it first).
 */
export async function withServerDatabase<T>(
  work: (db: Db, server: { config: Config; database: Database }) => Promise<T>,
): Promise<T> {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: 1,
  });
  try {
    return await work(database.db, { config, database });
  } finally {
    await database.close();
  }
}

import path from 'node:path';
import { loadConfig } from '../config.js';
import { type Db, openDatabase } from '../db/client.js';

/**
 * Runs an operator's command on the database the server uses (DATABASE_URL, else the embedded database under
 * DATA_DIR, which only one process can open: stop the server first), over one connection, then closes it.
 */
export async function withServerDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: 1,
  });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

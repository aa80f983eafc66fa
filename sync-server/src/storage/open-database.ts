// Start-up entry point of the storage layer: picks the engine from the config and migrates it.
import { join } from 'node:path';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseConfig {
  /** PostgreSQL when set (and not empty), else PGlite in `${dataDir}/pglite`. */
  databaseUrl?: string;
  dataDir: string;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const { databaseUrl, dataDir } = config;
  const db =
    databaseUrl === undefined || databaseUrl === ''
      ? await openPglite(join(dataDir, 'pglite'))
      : await openPostgres(databaseUrl);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

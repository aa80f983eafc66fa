// Test support: the engines the storage contract suite runs against, each able to hand out
// fresh, empty databases and to clean up what it created.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { EngineDatabase } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface TestDatabase {
  db: EngineDatabase;
  /**
   * Opens the same storage again, or null when it cannot outlive its handle (in memory).
   * PGlite's folder allows one handle at a time (close db first); PostgreSQL allows several at
   * once, as several server instances would use it.
   */
  reopen: (() => Promise<EngineDatabase>) | null;
  concurrentHandles: boolean;
}

export interface TestEngine {
  label: string;
  kind: EngineDatabase['kind'];
  /** Whether data outlives a closed handle. */
  persistent: boolean;
  /** A new, empty, unmigrated database; closed by cleanup() unless closed before. */
  create(): Promise<TestDatabase>;
  cleanup(): Promise<void>;
}

export function pgliteInMemory(): TestEngine {
  const opened: EngineDatabase[] = [];
  return {
    label: 'PGlite in memory',
    kind: 'pglite',
    persistent: false,
    async create() {
      const db = await openPglite();
      opened.push(db);
      return { db, reopen: null, concurrentHandles: false };
    },
    async cleanup() {
      await Promise.all(opened.map((db) => db.close()));
    },
  };
}

export function pgliteInFolder(): TestEngine {
  const opened: EngineDatabase[] = [];
  let root: string | undefined;
  let count = 0;
  const open = async (dir: string) => {
    const db = await openPglite(dir);
    opened.push(db);
    return db;
  };
  return {
    label: 'PGlite in a folder',
    kind: 'pglite',
    persistent: true,
    async create() {
      count += 1;
      // A folder that does not exist yet: openPglite must create it.
      root ??= await mkdtemp(join(tmpdir(), 'mise-pglite-'));
      const dir = join(root, `db-${count}`, 'pglite');
      return { db: await open(dir), reopen: () => open(dir), concurrentHandles: false };
    },
    async cleanup() {
      await Promise.all(opened.map((db) => db.close()));
      if (root !== undefined) await rm(root, { recursive: true, force: true });
    },
  };
}

/** Each database is a random schema of the shared server database, dropped by cleanup(). */
export function postgresInSchemas(url: string | undefined): TestEngine {
  const opened: EngineDatabase[] = [];
  const schemas: string[] = [];
  const open = async (schema: string) => {
    if (url === undefined) throw new Error('TEST_DATABASE_URL is not set');
    const db = await openPostgres(url, { schema });
    opened.push(db);
    return db;
  };
  return {
    label: 'PostgreSQL',
    kind: 'postgres',
    persistent: true,
    async create() {
      const schema = `mise_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      return { db: await open(schema), reopen: () => open(schema), concurrentHandles: true };
    },
    async cleanup() {
      await Promise.all(opened.map((db) => db.close()));
      if (url === undefined || schemas.length === 0) return;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The engines a suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL names one (CI
 * sets it; the contract suite fails there when it is missing).
 */
export function enginesUnderTest(): TestEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  return [pgliteInMemory(), ...(url ? [postgresInSchemas(url)] : [])];
}

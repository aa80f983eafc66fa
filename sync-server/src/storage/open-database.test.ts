// The start-up entry point picks the engine from the config and hands back a migrated database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openDatabase } from './open-database';

const rawUrl = process.env.TEST_DATABASE_URL;
const testDatabaseUrl = rawUrl === undefined || rawUrl === '' ? undefined : rawUrl;

async function migrationCount(db: Database): Promise<number> {
  const rows = await db.query<{ count: number }>('select count(*) as count from schema_migrations');
  return rows[0]?.count ?? 0;
}

describe('openDatabase', () => {
  it('opens a migrated PGlite in <dataDir>/pglite when no (or an empty) URL is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mise-data-'));
    const db = await openDatabase({ databaseUrl: '', dataDir });
    try {
      expect(db.kind).toBe('pglite');
      expect(await migrationCount(db)).toBeGreaterThan(0);
      expect((await stat(join(dataDir, 'pglite'))).isDirectory()).toBe(true);
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true });
    }
  });

  // Needs a PostgreSQL server; the storage contract suite fails CI when none is configured.
  it.skipIf(testDatabaseUrl === undefined)('opens a migrated PostgreSQL for a URL', async () => {
    const url = new URL(testDatabaseUrl ?? '');
    const schema = `mise_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.href });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    // How an operator confines Mise to one schema: libpq's options parameter in the URL.
    url.searchParams.set('options', `-c search_path=${schema}`);
    try {
      const db = await openDatabase({ databaseUrl: url.href, dataDir: '/nonexistent' });
      expect(db.kind).toBe('postgres');
      expect(await migrationCount(db)).toBeGreaterThan(0);
      await db.close();
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});

// Applies the numbered SQL files of sync-server/migrations/ in order, once each, at start-up.
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineDatabase, Queryable } from './database';

export interface MigrationFile {
  version: number;
  /** The file name without `.sql`, e.g. `001_initial`. */
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3,})_[a-z0-9_]+\.sql$/;

// Every server instance starting at once takes this lock before reading or changing the
// migration state, so each migration runs exactly once. Keyed by schema so that test runs
// isolated in their own schemas do not wait for each other. A transaction-level lock is
// released by COMMIT/ROLLBACK even when the process dies. PGlite accepts it too (a single
// connection never waits), so both engines run the same code.
const LOCK_SQL = `select pg_advisory_xact_lock(7406, hashtext(coalesce(current_schema(), '')))`;

const CREATE_TABLE_SQL = `
  create table if not exists schema_migrations (
    version int primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`;

/**
 * Brings the database up to the newest migration. Returns the names applied by this call
 * (empty when already up to date).
 */
export async function migrate(
  db: EngineDatabase,
  options: { migrationsDir?: string } = {},
): Promise<string[]> {
  const migrations = await readMigrations(options.migrationsDir ?? (await findMigrationsDir()));
  await db.transaction(async (tx) => {
    await tx.query(LOCK_SQL);
    await tx.exec(CREATE_TABLE_SQL);
    checkAppliedMatch(migrations, await appliedMigrations(tx));
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    // One transaction each: a failing migration leaves the earlier ones applied and itself
    // not at all, and the next start-up resumes there.
    const ran = await db.transaction(async (tx) => {
      await tx.query(LOCK_SQL);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

/**
 * Finds the nearest `migrations` folder above `fromUrl`. This module runs from
 * sync-server/src/storage/ (tests, tsx) and bundled into sync-server/dist/main.js, so no fixed
 * relative path fits both.
 */
export async function findMigrationsDir(fromUrl: string = import.meta.url): Promise<string> {
  const start = dirname(fileURLToPath(fromUrl));
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'migrations');
    if (await isDirectory(candidate)) return candidate;
    if (dirname(dir) === dir) {
      throw new Error(`no migrations folder found in ${start} or any folder above it`);
    }
  }
}

/** Reads and orders the migration files; a .sql file with a malformed name is an error. */
export async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((file) => file.endsWith('.sql'));
  const migrations: MigrationFile[] = [];
  for (const file of names) {
    const version = MIGRATION_FILE.exec(file)?.[1];
    if (version === undefined) {
      throw new Error(`migration ${file} in ${dir} is not named like 001_description.sql`);
    }
    const sql = await readFile(join(dir, file), 'utf8');
    migrations.push({ version: Number(version), name: file.slice(0, -'.sql'.length), sql });
  }
  migrations.sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migrations[index - 1]?.version === migration.version) {
      throw new Error(`two migrations share version ${migration.version} in ${dir}`);
    }
  });
  return migrations;
}

interface AppliedMigration {
  version: number;
  name: string;
}

async function appliedMigrations(q: Queryable): Promise<AppliedMigration[]> {
  const rows = await q.query('select version, name from schema_migrations order by version');
  return rows.map((row) => {
    const { version, name } = row;
    if (typeof version !== 'number' || typeof name !== 'string') {
      throw new Error('schema_migrations holds a row of an unexpected shape');
    }
    return { version, name };
  });
}

// An applied migration missing from disk means an older server is starting on a newer
// database; a renamed one means an applied file was edited. Both must stop the start-up.
function checkAppliedMatch(files: MigrationFile[], applied: AppliedMigration[]): void {
  const byVersion = new Map(files.map((file) => [file.version, file.name]));
  for (const row of applied) {
    const file = byVersion.get(row.version);
    if (file === undefined) {
      throw new Error(
        `the database has migration ${row.name} that this server does not know: is it older?`,
      );
    }
    if (file !== row.name) {
      throw new Error(`migration ${row.version} was applied as ${row.name} but is now ${file}`);
    }
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return false;
    throw error;
  }
}

// Finding and reading the migration files; applying them is in the storage contract suite.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findMigrationsDir, readMigrations } from './migrate';

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));
const folders: string[] = [];

async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mise-migrations-'));
  folders.push(dir);
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return dir;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true })));
});

describe('findMigrationsDir', () => {
  it('finds sync-server/migrations from the sources', async () => {
    expect(await findMigrationsDir()).toBe(migrationsDir);
  });

  it('finds it from the bundle in sync-server/dist/ too', async () => {
    const bundle = pathToFileURL(join(migrationsDir, '..', 'dist', 'main.js')).href;
    expect(await findMigrationsDir(bundle)).toBe(migrationsDir);
  });

  it('says where it looked when there is none', async () => {
    const lonely = await folderWith({});
    const from = pathToFileURL(join(lonely, 'main.js')).href;
    await expect(findMigrationsDir(from)).rejects.toThrow(lonely);
  });
});

describe('readMigrations', () => {
  it('orders files by number, not by name, and ignores other files', async () => {
    const dir = await folderWith({
      '010_later.sql': 'select 10;',
      '002_second.sql': 'select 2;',
      '001_first.sql': 'select 1;',
      'README.md': 'notes',
    });
    expect(await readMigrations(dir)).toEqual([
      { version: 1, name: '001_first', sql: 'select 1;' },
      { version: 2, name: '002_second', sql: 'select 2;' },
      { version: 10, name: '010_later', sql: 'select 10;' },
    ]);
  });

  it('rejects a .sql file it would otherwise skip silently', async () => {
    const dir = await folderWith({ '001_first.sql': '', '2-second.sql': '' });
    await expect(readMigrations(dir)).rejects.toThrow('2-second.sql');
  });

  it('rejects two files with one number', async () => {
    const dir = await folderWith({ '001_first.sql': '', '0001_again.sql': '' });
    await expect(readMigrations(dir)).rejects.toThrow('share version 1');
  });

  it('reads the shipped migrations, starting with 001_initial', async () => {
    const [first] = await readMigrations(migrationsDir);
    expect(first).toMatchObject({ version: 1, name: '001_initial' });
  });
});

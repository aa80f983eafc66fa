// Migration 010 (issue 22) on both engines: recipes stored before servings existed get the
// default, and their households' devices are sent the changed rows on their next pull.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RECIPE_SERVINGS } from '@mise/domain/constants';
import type { EngineDatabase } from './database';
import {
  changedSince,
  createHousehold,
  deleteEntity,
  getEntity,
  putEntity,
  type EntityKey,
} from './entities';
import { findMigrationsDir, migrate } from './migrate';
import { pgliteInMemory, postgresInSchemas, type TestEngine } from './storage-test-engines';

const rawUrl = process.env.TEST_DATABASE_URL;
const testDatabaseUrl = rawUrl === undefined || rawUrl === '' ? undefined : rawUrl;
const MIGRATION = '010_recipe_servings';

const OLD_RECIPE = {
  name: 'Lentil soup',
  ingredients: [{ name: 'lentils', amount: '200', unit: 'g' }],
  instructions: [{ step: 1, instruction: 'Simmer.' }],
  cookTime: 40,
  difficulty: 'easy',
  dietaryTags: [],
  rating: 0,
  isShared: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe.each([pgliteInMemory()])('migration 010 on $label', (engine) => defineCases(engine));
describe.skipIf(testDatabaseUrl === undefined).each([postgresInSchemas(testDatabaseUrl)])(
  'migration 010 on $label',
  (engine) => defineCases(engine),
);

function defineCases(engine: TestEngine): void {
  let before: string;

  beforeAll(async () => {
    // The migrations as they were before this one: the database an older server left behind.
    const all = await findMigrationsDir();
    before = await mkdtemp(join(tmpdir(), 'mise-before-010-'));
    for (const file of await readdir(all)) {
      if (file.endsWith('.sql') && file < MIGRATION) await cp(join(all, file), join(before, file));
    }
  });
  afterAll(async () => {
    await engine.cleanup();
    await rm(before, { recursive: true, force: true });
  });

  async function olderDatabase(): Promise<EngineDatabase> {
    const { db } = await engine.create();
    await migrate(db, { migrationsDir: before });
    return db;
  }

  async function householdAt(db: EngineDatabase, version: number): Promise<string> {
    const { id } = await createHousehold(db);
    await db.query('update households set version = $2 where id = $1', [id, version]);
    return id;
  }

  it('gives a stored recipe 4 servings, keeps the rest, and sends it on the next pull', async () => {
    const db = await olderDatabase();
    const householdId = await householdAt(db, 7);
    const key: EntityKey = { householdId, collection: 'recipes', id: 'soup' };
    await putEntity(db, { ...key, data: OLD_RECIPE, version: 7 });

    // This one first, then any that came after it.
    expect((await migrate(db))[0]).toBe(MIGRATION);

    const row = await getEntity(db, key);
    expect(row?.data).toEqual({ ...OLD_RECIPE, servings: DEFAULT_RECIPE_SERVINGS });
    // A device at cursor 7 had the old row: the household moved on, so it pulls the new one.
    expect(row?.version).toBe(8);
    const household = await db.query('select version from households where id = $1', [householdId]);
    expect(household).toEqual([{ version: 8 }]);
    expect((await changedSince(db, householdId, 7, 100)).map((change) => change.id)).toEqual([
      'soup',
    ]);
    await db.close();
  });

  it('leaves other collections, tombstones and households without old recipes alone', async () => {
    const db = await olderDatabase();
    const withRecipes = await householdAt(db, 3);
    const without = await householdAt(db, 5);
    const removed: EntityKey = { householdId: withRecipes, collection: 'recipes', id: 'gone' };
    await putEntity(db, { ...removed, data: OLD_RECIPE, version: 2 });
    await deleteEntity(db, removed, 3);
    const pantry: EntityKey = { householdId: withRecipes, collection: 'pantryItems', id: 'flour' };
    await putEntity(db, { ...pantry, data: { name: 'flour' }, version: 1 });
    const other: EntityKey = { householdId: without, collection: 'pantryItems', id: 'rice' };
    await putEntity(db, { ...other, data: { name: 'rice' }, version: 5 });

    await migrate(db);

    expect(await getEntity(db, removed)).toMatchObject({ deleted: true, version: 3 });
    expect((await getEntity(db, removed))?.data).not.toHaveProperty('servings');
    expect(await getEntity(db, pantry)).toMatchObject({ data: { name: 'flour' }, version: 1 });
    const versions = await db.query('select id, version from households order by version');
    expect(versions).toEqual([
      { id: withRecipes, version: 3 },
      { id: without, version: 5 },
    ]);
    await db.close();
  });
}

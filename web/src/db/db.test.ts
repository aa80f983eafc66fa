import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { MiseDatabase } from './db';
import Dexie from 'dexie';
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_VERSION } from './schema';

const opened: MiseDatabase[] = [];
function openTestDb() {
  const database = new MiseDatabase(`mise-test-${crypto.randomUUID()}`);
  opened.push(database);
  return database;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.delete()));
});

describe('device database', () => {
  it('has a table for every entity, the outbox, meta and photos, at the current version', async () => {
    const database = openTestDb();
    await database.open();
    expect(database.verno).toBe(SCHEMA_VERSION);
    expect(database.tables.map((table) => table.name).sort()).toEqual(
      Object.keys({ ...SCHEMA_V1, ...SCHEMA_V2, ...SCHEMA_V3, ...SCHEMA_V5 }).sort(),
    );
  });

  it('keeps only the indexes the app queries by (v6), and a device on v5 keeps its rows', async () => {
    const name = `mise-test-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    for (const [version, schema] of [
      SCHEMA_V1,
      SCHEMA_V2,
      SCHEMA_V3,
      SCHEMA_V4,
      SCHEMA_V5,
    ].entries()) {
      before.version(version + 1).stores(schema);
    }
    const eggs = {
      id: crypto.randomUUID(),
      name: 'Eggs',
      category: 'fridge',
      quantity: 12,
      unit: 'piece',
      expirationDate: '2026-12-01',
      addedAt: '2026-11-22T08:00:00.000Z',
    };
    await before.table('pantryItems').add(eggs);
    before.close();

    const database = new MiseDatabase(name);
    opened.push(database);
    expect(await database.pantryItems.toArray()).toEqual([eggs]);
    // As IndexedDB holds them, not as Dexie was told.
    const stores = database.backendDB().transaction(['pantryItems', 'recipes', 'mealPlanEntries']);
    const indexes = (table: string) => [...stores.objectStore(table).indexNames].sort();
    expect(indexes('pantryItems')).toEqual([]);
    expect(indexes('recipes')).toEqual(['cookTime', 'createdAt', 'name']);
    expect(indexes('mealPlanEntries')).toEqual(['date']);
  });

  it('finds recipes by cook time (v4), as Quick Meals asks for them', async () => {
    const database = openTestDb();
    const recipe = (name: string, cookTime: number) => ({
      id: crypto.randomUUID(),
      name,
      ingredients: [{ name: 'Eggs', amount: '2', unit: 'piece' }],
      instructions: [{ step: 1, instruction: 'Cook.' }],
      cookTime,
      servings: 2,
      difficulty: 'easy' as const,
      dietaryTags: [],
      rating: 0,
      isShared: false,
      createdAt: '2026-11-22T08:00:00.000Z',
    });
    await database.recipes.bulkAdd([
      recipe('Toast', 5),
      recipe('Omelette', 15),
      recipe('Stew', 90),
    ]);
    const quick = await database.recipes.where('cookTime').belowOrEqual(15).toArray();
    expect(quick.map((found) => found.name).sort()).toEqual(['Omelette', 'Toast']);
  });

  it('reads a recipe stored before servings existed as serving 4, and keeps stated ones', async () => {
    const database = openTestDb();
    const older = {
      id: 'older',
      name: 'Soup',
      ingredients: [{ name: 'Lentils', amount: '200', unit: 'g' }],
      instructions: [{ step: 1, instruction: 'Simmer.' }],
      cookTime: 40,
      difficulty: 'easy',
      dietaryTags: [],
      rating: 0,
      isShared: false,
      createdAt: '2026-11-22T08:00:00.000Z',
    };
    // Written as an earlier version of the app wrote it, past the typed table.
    await database.table('recipes').bulkAdd([older, { ...older, id: 'feast', servings: 10 }]);
    expect((await database.recipes.get('older'))?.servings).toBe(4);
    // A key that is not there is still "not there", alone or among others.
    expect(await database.recipes.get('missing')).toBeUndefined();
    expect((await database.recipes.bulkGet(['missing', 'feast'])).map((row) => row?.id)).toEqual([
      undefined,
      'feast',
    ]);
    const all = await database.recipes.orderBy('id').toArray();
    expect(all.map((row) => [row.id, row.servings])).toEqual([
      ['feast', 10],
      ['older', 4],
    ]);
  });

  it('keeps queued mutations in sequence order', async () => {
    const database = openTestDb();
    const createdAt = '2026-11-22T08:00:00.000Z';
    await database.outbox.bulkAdd([
      {
        id: 2,
        name: 'grocery.setCompleted',
        args: { id: 'b', completed: true },
        createdAt,
        undo: [],
      },
      { id: 1, name: 'pantry.add', args: { name: 'Milk' }, createdAt, undo: [] },
    ]);
    const queued = await database.outbox.orderBy('id').toArray();
    expect(queued.map((entry) => entry.name)).toEqual(['pantry.add', 'grocery.setCompleted']);
  });
});

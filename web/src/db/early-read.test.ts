import 'fake-indexeddb/auto';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { MiseDatabase } from './db';
import { startEarlyReads, takeEarlyRows } from './early-read';
import { DATABASE_NAME } from './schema';

function pantryItem(id: string, name: string): PantryItem {
  return { id, name, quantity: 1, unit: 'piece', category: 'pantry', addedAt: '2026-11-01' };
}

const databaseNames = async () => (await indexedDB.databases()).map(({ name }) => name);

beforeEach(async () => {
  // A browser with nothing stored yet, for every test.
  await Dexie.delete(DATABASE_NAME);
});

describe('reading tables before Dexie has loaded', () => {
  it("answers the rows Dexie wrote, in Dexie's toArray() order", async () => {
    const database = new MiseDatabase(DATABASE_NAME);
    await database.pantryItems.bulkAdd([pantryItem('b', 'Rice'), pantryItem('a', 'Oats')]);
    await database.groceryItems.add({
      id: 'g',
      name: 'Milk',
      quantity: 1,
      unit: 'carton',
      estimatedPrice: 299,
      completed: false,
      createdAt: '2026-11-01',
    });
    const expected = await database.pantryItems.toArray();
    database.close();

    startEarlyReads(['pantryItems', 'groceryItems']);
    expect(await takeEarlyRows('pantryItems')).toEqual(expected);
    expect((await takeEarlyRows('groceryItems'))?.map((item) => item.name)).toEqual(['Milk']);
  });

  it('gives its rows once, so a later reader never gets rows that may be stale', async () => {
    const database = new MiseDatabase(DATABASE_NAME);
    await database.pantryItems.add(pantryItem('a', 'Oats'));
    database.close();

    startEarlyReads(['pantryItems']);
    expect(await takeEarlyRows('pantryItems')).toHaveLength(1);
    expect(await takeEarlyRows('pantryItems')).toBeUndefined();
  });

  it('on a first visit answers nothing and creates no database', async () => {
    startEarlyReads(['pantryItems']);
    expect(await takeEarlyRows('pantryItems')).toBeUndefined();
    expect(await databaseNames()).not.toContain(DATABASE_NAME);
    // Dexie then creates it with its schema, as it always did.
    const database = new MiseDatabase(DATABASE_NAME);
    expect(await database.pantryItems.count()).toBe(0);
    database.close();
  });

  it('answers nothing when a table it expects is not there', async () => {
    const older = new MiseDatabase(DATABASE_NAME);
    await older.pantryItems.add(pantryItem('a', 'Oats'));
    older.close();

    startEarlyReads(['pantryItems', 'favorites', 'notATable' as 'favorites']);
    expect(await takeEarlyRows('pantryItems')).toBeUndefined();
  });

  it('never holds up Dexie opening the database', async () => {
    const first = new MiseDatabase(DATABASE_NAME);
    await first.pantryItems.add(pantryItem('a', 'Oats'));
    first.close();

    startEarlyReads(['pantryItems']);
    const dexie = new MiseDatabase(DATABASE_NAME);
    expect(await dexie.pantryItems.count()).toBe(1);
    expect(await takeEarlyRows('pantryItems')).toHaveLength(1);
    dexie.close();
  });
});

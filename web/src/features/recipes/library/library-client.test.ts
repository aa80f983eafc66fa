import 'fake-indexeddb/auto';
import { localIsoDate } from '@mise/domain/dates';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeMeta } from '../../../db/bare-idb';
import { MiseDatabase } from '../../../db/db';
import { DexieStore } from '../../../db/dexie-store';
import { DATABASE_NAME, LIBRARY_ANSWER_KEY } from '../../../db/schema';
import type { LibraryAnswer } from './library-answer';

const answer: LibraryAnswer = {
  recipes: [
    {
      id: 'r1',
      name: 'Tomato Soup',
      cookTime: 25,
      difficulty: 'easy',
      imageUrl: undefined,
      match: 80,
    },
  ],
  soonItems: [{ id: 'p1', name: 'Tomatoes', days: 1 }],
  soonRecipes: [{ id: 'r1', name: 'Tomato Soup', uses: ['Tomatoes'] }],
};
const today = () => localIsoDate(new Date());

/** A fresh page: the client's module state starts empty each time. */
async function openPage() {
  vi.resetModules();
  return import('./library-client');
}

async function deviceWithDatabase(): Promise<MiseDatabase> {
  const database = new MiseDatabase(DATABASE_NAME);
  await database.open();
  return database;
}

beforeEach(async () => {
  // A browser with nothing stored yet, for every test.
  await new MiseDatabase(DATABASE_NAME).delete();
});

describe('the recipe lists kept from last time', () => {
  it('opens with the answer the worker kept today, and tells the lists', async () => {
    (await deviceWithDatabase()).close();
    // What the worker stores after each answer.
    await writeMeta(LIBRARY_ANSWER_KEY, { today: today(), answer });
    const page = await openPage();
    const listener = vi.fn();
    page.subscribeToAnswers(listener);

    await page.showKeptLibraryAnswer();
    expect(page.latestAnswer()?.answer).toEqual(answer);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("never shows another day's answer: what expires soon has moved on", async () => {
    (await deviceWithDatabase()).close();
    await writeMeta(LIBRARY_ANSWER_KEY, { today: '2020-01-01', answer });
    const page = await openPage();
    await page.showKeptLibraryAnswer();
    expect(page.latestAnswer()).toBeUndefined();
  });

  it('ignores a row in any other shape', async () => {
    (await deviceWithDatabase()).close();
    await writeMeta(LIBRARY_ANSWER_KEY, { today: today() });
    const page = await openPage();
    await page.showKeptLibraryAnswer();
    expect(page.latestAnswer()).toBeUndefined();
  });

  it('on a first visit shows nothing and creates no database', async () => {
    await writeMeta(LIBRARY_ANSWER_KEY, { today: today(), answer });
    const page = await openPage();
    await page.showKeptLibraryAnswer();
    expect(page.latestAnswer()).toBeUndefined();
    expect((await indexedDB.databases()).map(({ name }) => name)).not.toContain(DATABASE_NAME);
  });

  it("is forgotten with the rows it came from (a household's data reset)", async () => {
    const database = await deviceWithDatabase();
    await writeMeta(LIBRARY_ANSWER_KEY, { today: today(), answer });
    await new DexieStore(database).transaction((tx) => tx.clearRows());
    database.close();
    const page = await openPage();
    await page.showKeptLibraryAnswer();
    expect(page.latestAnswer()).toBeUndefined();
  });
});

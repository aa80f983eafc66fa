import 'fake-indexeddb/auto';
import { localIsoDate } from '@mise/domain/dates';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeMeta } from '../../../db/bare-idb';
import { MiseDatabase } from '../../../db/db';
import { DexieStore } from '../../../db/dexie-store';
import { DATABASE_NAME, LIBRARY_ANSWER_KEY } from '../../../db/schema';
import {
  type LibraryAnswer,
  type LibraryQuestionMessage,
  type LibraryReply,
  fingerprintOf,
} from './library-answer';

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

/** The answer's fingerprint; Node has the digest it is made with. */
async function fingerprint(of: LibraryAnswer): Promise<string> {
  const made = await fingerprintOf(of);
  if (made === undefined) throw new Error('no digest in this runtime');
  return made;
}

describe("the worker's fresh answer", () => {
  const other: LibraryAnswer = { ...answer, soonItems: [] };

  async function pageShowingKept() {
    (await deviceWithDatabase()).close();
    await writeMeta(LIBRARY_ANSWER_KEY, {
      today: today(),
      answer,
      fingerprint: await fingerprint(answer),
    });
    const page = await openPage();
    await page.showKeptLibraryAnswer();
    const listener = vi.fn();
    page.subscribeToAnswers(listener);
    return { page, listener };
  }

  it('when it is what the page shows, changes nothing and draws nothing again', async () => {
    const { page, listener } = await pageShowingKept();
    const before = page.latestAnswer();
    const unchanged = await fingerprint(structuredClone(answer));
    expect(page.takeReply(today(), { id: 1, unchanged })).toBe(true);
    expect(page.latestAnswer()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('when it differs, replaces what the lists show', async () => {
    const { page, listener } = await pageShowingKept();
    const reply = { id: 1, answer: other, fingerprint: await fingerprint(other) };
    expect(page.takeReply(today(), reply)).toBe(true);
    expect(page.latestAnswer()?.answer).toEqual(other);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('"the same" about an answer no longer shown means asking again', async () => {
    const { page } = await pageShowingKept();
    const kept = await fingerprint(answer);
    page.takeReply(today(), { id: 2, answer: other, fingerprint: await fingerprint(other) });
    // The reply to question 1 would have been about the kept answer, but question 2 came first.
    expect(page.takeReply(today(), { id: 1, unchanged: kept })).toBe(true);
    expect(page.latestAnswer()?.answer).toEqual(other);
    expect(page.takeReply(today(), { id: 3, unchanged: kept })).toBe(false);
  });
});

describe('asking the library worker', () => {
  /** A worker that answers only when the test says, with what the test gives. */
  class HeldWorker extends EventTarget {
    static questions: LibraryQuestionMessage[] = [];
    postMessage(question: LibraryQuestionMessage) {
      HeldWorker.questions.push(question);
      workers.push(this);
    }
    reply(data: LibraryReply) {
      this.dispatchEvent(new MessageEvent('message', { data }));
    }
  }
  const workers: HeldWorker[] = [];

  it('asks one question at a time: changes meanwhile become one question after it', async () => {
    HeldWorker.questions = [];
    vi.stubGlobal('Worker', HeldWorker);
    vi.stubGlobal('requestIdleCallback', undefined);
    try {
      const page = await openPage();
      page.askLibrary(today());
      // A household arriving page by page: every page is a change.
      for (let change = 0; change < 5; change += 1) page.askLibrary(today());
      expect(HeldWorker.questions.map((question) => question.id)).toEqual([1]);

      const answered = { id: 1, answer, fingerprint: await fingerprint(answer) };
      workers[0]?.reply(answered);
      expect(page.latestAnswer()?.answer).toEqual(answer);
      expect(HeldWorker.questions.map((question) => question.id)).toEqual([1, 2]);

      workers[0]?.reply({ id: 2, unchanged: answered.fingerprint });
      page.askLibrary(today());
      expect(HeldWorker.questions.map((question) => question.id)).toEqual([1, 2, 3]);

      // A question the worker could not answer leaves the lists as they are and asks on.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      page.askLibrary(today());
      workers[0]?.reply({ id: 3, failed: 'The database is closed' });
      expect(page.latestAnswer()?.answer).toEqual(answer);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The database is closed'));
      expect(HeldWorker.questions.map((question) => question.id)).toEqual([1, 2, 3, 4]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

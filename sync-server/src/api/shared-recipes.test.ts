// GET /api/recipes/shared over HTTP on every engine: keyset pages (X-Next-Cursor and Link),
// search, cuisine filter, the §7 summary shape and the query's validation messages.
import { randomBytes } from 'node:crypto';
import { sharedRecipeSummarySchema } from '@mise/domain/api/recipes';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrate } from '../storage/migrate';
import { pgliteInMemory, postgresInSchemas } from '../storage/storage-test-engines';
import type { TestEngine } from '../storage/storage-test-engines';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { signInDevice } from '../testing/two-households';
import type { TestDevice } from '../testing/two-households';

const rawUrl = process.env.TEST_DATABASE_URL;
const testDatabaseUrl = rawUrl === undefined || rawUrl === '' ? undefined : rawUrl;

describe.each([pgliteInMemory()])('GET /api/recipes/shared on $label', (engine) =>
  defineCases(engine),
);
describe.skipIf(testDatabaseUrl === undefined).each([postgresInSchemas(testDatabaseUrl)])(
  'GET /api/recipes/shared on $label',
  (engine) => defineCases(engine),
);

const summaries = z.array(sharedRecipeSummarySchema.strict());
const recipe = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  cookTime: 20,
  ingredients: [{ name: 'Flour', amount: '2', unit: 'cup' }],
  instructions: [{ step: 1, instruction: 'Bake.' }],
  isShared: true,
  ...extra,
});

function defineCases(engine: TestEngine): void {
  let t: TestApp;
  beforeAll(async () => {
    const { db } = await engine.create();
    await migrate(db);
    t = await createTestApp({ db });
  });
  afterAll(async () => {
    await t.close();
    await engine.cleanup();
  });

  /** A word no other test's recipe contains, so a search scopes the list to this test. */
  const uniqueWord = () => `w${randomBytes(5).toString('hex')}`;

  async function share(device: TestDevice, name: string, extra?: Record<string, unknown>) {
    const response = await restClient(t.app, device).post('/api/recipes', recipe(name, extra));
    expect(response.status).toBe(201);
  }

  /** Several recipes created by one sync push: one transaction, so one created_at instant. */
  async function pushRecipes(device: TestDevice, names: string[]) {
    const createdAt = t.clock.now().toISOString();
    const mutations = names.map((name, index) => ({
      id: index + 1,
      name: 'recipe.create',
      args: { ...recipe(name), id: `${name}-id`, createdAt, cuisine: 'Italian' },
      createdAt,
    }));
    const response = await restClient(t.app, device).post('/api/sync/push', {
      schemaVersion: SYNC_SCHEMA_VERSION,
      clientId: `client-${device.deviceId}`,
      mutations,
    });
    expect(response.status).toBe(200);
  }

  /** Follows Link rel="next" from `path` to the end; checks X-Next-Cursor agrees with it. */
  async function walk(device: TestDevice, path: string) {
    const pages: string[][] = [];
    let next: string | undefined = path;
    while (next !== undefined) {
      const response = await restClient(t.app, device).get(next);
      const page = await expectBody(response.clone(), 200, summaries);
      pages.push(page.map((summary) => summary.name));
      const link = response.headers.get('link');
      const cursor = response.headers.get('x-next-cursor');
      next = link === null ? undefined : /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
      expect(cursor === null).toBe(next === undefined);
      if (cursor !== null) expect(next).toContain(`cursor=${cursor}`);
    }
    return pages;
  }

  it('pages newest first, each recipe once, including ties of one instant, until no cursor', async () => {
    const word = uniqueWord();
    const device = await signInDevice(t.app);
    await share(device, `${word} oldest`);
    await pushRecipes(device, [`${word} tie-c`, `${word} tie-a`, `${word} tie-b`]);
    await share(device, `${word} newest`);
    const pages = await walk(device, `/api/recipes/shared?limit=2&q=${word}`);
    expect(pages).toEqual([
      [`${word} newest`, `${word} tie-a`],
      [`${word} tie-b`, `${word} tie-c`],
      [`${word} oldest`],
    ]);
  });

  it('walks the whole community list without a filter, no recipe twice', async () => {
    const device = await signInDevice(t.app);
    await share(device, `${uniqueWord()} one`);
    await share(device, `${uniqueWord()} two`);
    const everything = await expectBody(
      restClient(t.app, device).get('/api/recipes/shared?limit=100'),
      200,
      summaries,
    );
    const pages = await walk(device, '/api/recipes/shared?limit=3');
    expect(pages.flat()).toEqual(everything.map((summary) => summary.name));
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
  });

  it('searches name and description case-insensitively, taking % and _ literally', async () => {
    const word = uniqueWord();
    const device = await signInDevice(t.app);
    await share(device, `${word.toUpperCase()} tart`);
    await share(device, 'Plain pie', { description: `A ${word} classic` });
    await share(device, `${word}% rye`);
    await share(device, `${word} private`, { isShared: false });
    const api = restClient(t.app, device);
    const names = async (query: string) =>
      (await expectBody(api.get(`/api/recipes/shared?${query}`), 200, summaries)).map(
        (summary) => summary.name,
      );
    expect(await names(`q=${word}`)).toEqual([
      `${word}% rye`,
      'Plain pie',
      `${word.toUpperCase()} tart`,
    ]);
    expect(await names(`q=${encodeURIComponent(`${word}%`)}`)).toEqual([`${word}% rye`]);
    expect(await names(`q=${word}_`)).toEqual([]);
  });

  it('filters by cuisine ignoring case, and "all" filters nothing', async () => {
    const word = uniqueWord();
    const device = await signInDevice(t.app);
    await share(device, `${word} pasta`, { cuisine: 'italian' });
    await share(device, `${word} taco`, { cuisine: 'mexican' });
    await pushRecipes(device, [`${word} pizza`]);
    const api = restClient(t.app, device);
    const names = async (cuisine: string) =>
      (
        await expectBody(
          api.get(`/api/recipes/shared?q=${word}&cuisine=${cuisine}`),
          200,
          summaries,
        )
      )
        .map((summary) => summary.name)
        .sort();
    expect(await names('ITALIAN')).toEqual([`${word} pasta`, `${word} pizza`]);
    expect(await names('all')).toEqual([`${word} pasta`, `${word} pizza`, `${word} taco`]);
  });

  it('answers the §7 summary fields only, without ingredients or instructions', async () => {
    const word = uniqueWord();
    const device = await signInDevice(t.app);
    await share(device, word, { description: 'Crisp', dietaryTags: ['vegan'], cuisine: 'asian' });
    const [summary] = await expectBody(
      restClient(t.app, device).get(`/api/recipes/shared?q=${word}`),
      200,
      summaries,
    );
    expect(summary).toEqual({
      id: expect.any(String) as unknown,
      name: word,
      description: 'Crisp',
      cookTime: 20,
      difficulty: 'medium',
      cuisine: 'asian',
      dietaryTags: ['vegan'],
      rating: 0,
    });
  });

  it.each([
    ['limit=0', 'Limit must be at least 1'],
    ['limit=101', 'Limit must be at most 100'],
    ['limit=ten', 'Limit must be a whole number'],
    ['cursor=garbage', 'This page cursor is not valid: start again.'],
    [
      `cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`,
      'This page cursor is not valid: start again.',
    ],
    [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])('refuses ?%s with 400 and the message “%s”', async (query, message) => {
    const device = await signInDevice(t.app);
    const response = restClient(t.app, device).get(`/api/recipes/shared?${query}`);
    await expectError(response, 400, 'invalid_request', message);
  });
}

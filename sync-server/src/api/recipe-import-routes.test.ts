// POST /api/recipes/import against a real migrated PGlite and recipe pages served on loopback
// (the fixtures of the parser's tests): a draft for the form, nothing stored, every refusal in
// the API's error shape, loopback refused by default, and a per-device limit.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recipeImportDraftSchema } from '@mise/domain/api/recipe-import';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { createRecipeImporter } from '../recipe-import/recipe-importer';
import type { RecipeImporter } from '../recipe-import/recipe-importer';
import { type LoopbackEndpoint, listenOnLoopback } from '../testing/loopback-endpoint';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { signInDevice } from '../testing/two-households';

const fixture = (name: string) =>
  readFileSync(new URL(`../recipe-import/fixtures/${name}`, import.meta.url));

const PAGES: Record<string, Buffer> = {
  '/margherita': fixture('json-ld-graph.html'),
  '/tinga-tacos': fixture('microdata.html'),
  '/knife-skills': fixture('no-recipe.html'),
};
const IMPORTS_PER_MINUTE = 4;

let t: TestApp;
let pages: LoopbackEndpoint;
let origin: string;
// The importer the app would make by default (public addresses only), or the test-only one.
let loopbackAllowed = true;

beforeAll(async () => {
  pages = await listenOnLoopback((request, response) => {
    const page = PAGES[request.url ?? ''];
    if (page === undefined) response.writeHead(404, { 'content-type': 'text/html' }).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    return Promise.resolve();
  }, 500);
  origin = new URL(pages.baseUrl).origin;
  const open = createRecipeImporter({ allowLoopback: true });
  const byDefault = createRecipeImporter();
  const importer: RecipeImporter = {
    importFrom: (address) => (loopbackAllowed ? open : byDefault).importFrom(address),
  };
  t = await createTestApp({
    recipeImport: { importer, rateLimit: { limit: IMPORTS_PER_MINUTE, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const importPage = async (url: unknown) => {
  const device = await signInDevice(t.app);
  return { device, response: restClient(t.app, device).post('/api/recipes/import', { url }) };
};

describe('POST /api/recipes/import', () => {
  it('answers a JSON-LD page’s recipe as a draft for the form, and stores nothing', async () => {
    const { device, response } = await importPage(`${origin}/margherita`);
    const draft = await expectBody(response, 200, recipeImportDraftSchema);
    expect(draft).toMatchObject({
      name: 'Classic Margherita Pizza',
      cuisine: 'italian',
      cookTime: 95,
      dietaryTags: ['vegetarian'],
      sourceUrl: `${origin}/margherita`,
      imageUrl: 'https://cdn.weeknight-oven.test/2024/05/margherita-og.jpg',
    });
    expect(draft.ingredients[0]).toEqual({ amount: '500', unit: 'g', name: '00 flour' });
    expect(draft.instructions).toHaveLength(5);
    const stored = await expectBody(
      restClient(t.app, device).get('/api/recipes'),
      200,
      z.array(recipeSchema),
    );
    expect(stored).toEqual([]);
  });

  it('answers a microdata page’s recipe', async () => {
    const { response } = await importPage(`${origin}/tinga-tacos`);
    const draft = await expectBody(response, 200, recipeImportDraftSchema);
    expect(draft).toMatchObject({ name: 'Chicken Tinga Tacos', cuisine: 'mexican', cookTime: 45 });
  });

  it('says so when the page has no recipe', async () => {
    const { response } = await importPage(`${origin}/knife-skills`);
    await expectError(response, 422, 'no_recipe', 'No recipe was found on that page.');
  });

  it('passes on the page’s own error', async () => {
    const { response } = await importPage(`${origin}/gone`);
    await expectError(
      response,
      502,
      'page_error',
      'The page answered with an error (HTTP 404). Check the address.',
    );
  });

  it('refuses loopback and private addresses by default', async () => {
    loopbackAllowed = false;
    try {
      for (const url of [`${origin}/margherita`, 'http://192.168.1.1/', 'http://[::1]/']) {
        const { response } = await importPage(url);
        await expectError(
          response,
          422,
          'address_refused',
          "That address is on a private network, so Mise can't fetch it.",
        );
      }
    } finally {
      loopbackAllowed = true;
    }
  });

  it.each([
    [undefined, 'Page address is required'],
    ['   ', 'Page address is required'],
    ['recipes please', /starting with http:\/\/ or https:\/\//],
    ['ftp://example.com/pie', /starting with http:\/\/ or https:\/\//],
    ['javascript:alert(1)', /starting with http:\/\/ or https:\/\//],
  ])('refuses %j as an address', async (url, message) => {
    const { response } = await importPage(url);
    await expectError(response, 400, 'invalid_request', message);
  });

  it('needs a token like every recipe route', async () => {
    const response = await t.app.request('/api/recipes/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${origin}/margherita` }),
    });
    expect(response.status).toBe(401);
  });

  it('limits how many pages one device imports a minute', async () => {
    const device = await signInDevice(t.app);
    const client = restClient(t.app, device);
    for (let index = 0; index < IMPORTS_PER_MINUTE; index++) {
      const response = await client.post('/api/recipes/import', { url: `${origin}/margherita` });
      expect(response.status).toBe(200);
    }
    await expectError(
      client.post('/api/recipes/import', { url: `${origin}/margherita` }),
      429,
      'rate_limited',
      'Too many imports from this device. Wait a minute and try again.',
    );
    // Another device has its own count.
    const { response } = await importPage(`${origin}/margherita`);
    expect((await response).status).toBe(200);
  });
});

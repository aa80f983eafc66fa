// The importer's call as the dialog sees it: the recipe the server's draft holds, the
// server's own sentence when it refuses, and a clear sentence for every other failure.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sync/api-error';
import { importFailureMessage } from './import-failure';
import { importRecipeFromPage, pageAddress } from './import-recipe';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const draft = {
  name: 'Sheet-Pan Lemon Salmon',
  cuisine: 'seafood',
  cookTime: 25,
  ingredients: [{ name: 'salmon fillets', amount: '4', unit: 'piece' }],
  instructions: [{ step: 1, instruction: 'Roast.', duration: 10 }],
  dietaryTags: ['gluten-free'],
  sourceUrl: 'https://dailygreens.test/salmon',
  imageUrl: 'https://dailygreens.test/salmon.jpg',
};

describe('importRecipeFromPage', () => {
  it('posts the address and answers what the page said, and the page', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const imported = await importRecipeFromPage(' dailygreens.test/salmon ', {
      apiFetch: (path, init) => {
        sent.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
        return Promise.resolve(json(200, draft));
      },
    });
    expect(sent).toEqual([
      { path: '/api/recipes/import', body: { url: 'https://dailygreens.test/salmon' } },
    ]);
    expect(imported.values).toEqual({
      name: 'Sheet-Pan Lemon Salmon',
      cuisine: 'seafood',
      cookTime: 25,
      ingredients: draft.ingredients,
      instructions: draft.instructions,
      dietaryTags: ['gluten-free'],
    });
    expect(imported.page).toEqual({
      sourceUrl: 'https://dailygreens.test/salmon',
      imageUrl: 'https://dailygreens.test/salmon.jpg',
    });
  });

  it('says when the page was read from its text, and keeps it out of the form', async () => {
    const imported = await importRecipeFromPage('dailygreens.test/salmon', {
      apiFetch: () => Promise.resolve(json(200, { ...draft, fromPageText: true })),
    });
    expect(imported.page.fromPageText).toBe(true);
    expect(imported.values).not.toHaveProperty('fromPageText');
  });

  it('fails with the server’s sentence', async () => {
    const refusal = json(422, {
      error: 'address_refused',
      message: "That address is on a private network, so Mise can't fetch it.",
    });
    const error: unknown = await importRecipeFromPage('http://10.0.0.1/', {
      apiFetch: () => Promise.resolve(refusal),
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(importFailureMessage(error, true)).toBe(
      "That address is on a private network, so Mise can't fetch it.",
    );
  });

  it('stops waiting when the caller gives up', async () => {
    const caller = new AbortController();
    const pending = importRecipeFromPage('https://slow.test/', {
      signal: caller.signal,
      apiFetch: (_path, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('the caller gave up')));
        }),
    });
    caller.abort(new DOMException('closed', 'AbortError'));
    await expect(pending).rejects.toThrow('the caller gave up');
  });
});

describe('pageAddress', () => {
  it.each([
    ['example.com/pie', 'https://example.com/pie'],
    ['  https://example.com/pie ', 'https://example.com/pie'],
    ['http://example.com/pie', 'http://example.com/pie'],
    ['ftp://example.com/pie', 'ftp://example.com/pie'],
    ['', ''],
  ])('%j → %j', (typed, address) => {
    expect(pageAddress(typed)).toBe(address);
  });
});

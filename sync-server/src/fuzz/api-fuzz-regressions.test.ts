/**
 * Pinned hostile payloads (issue 20): the ones the issue names and one of every failure class
 * the fuzz found, each a test of its own, so a fix is proven by name and stays proven. Every
 * answer must keep the fuzz's rules (no 5xx, a 4xx is a JSON { error, message }), what was
 * stored must still read back, and the server must be healthy after each.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pushResponseSchema } from '@mise/sync/protocol';
import type { TestDevice } from '../testing/two-households';
import { StreamedBody, formBytes } from './build-body';
import type { LoggedError } from './captured-log';
import { type Exchange, exchange } from './exchange';
import { type FuzzHarness, startHarness } from './harness';
import { checkHealth, pushNext } from './health';
import { fakeBmp } from './junk-files';
import { encodeComponent } from './routes';
import { breachOf } from './verdict';
import { AT, type TrackedClient, restoreRows } from './world';

let h: FuzzHarness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());
beforeEach(() => {
  h.log.drain();
});
afterEach(async () => {
  await restoreRows(h.server.app, h.server.db, h.world);
  expect(await checkHealth(h.server.app, h.world)).toEqual([]);
});

interface Send {
  body?: unknown;
  /** A body sent as it is, not as JSON. */
  raw?: Uint8Array;
  contentType?: string;
  device?: TestDevice;
}

async function send(method: string, path: string, { body, raw, contentType, device }: Send = {}) {
  const headers = new Headers({ authorization: `Bearer ${(device ?? h.world.main).accessToken}` });
  const bytes =
    raw ?? (body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(body)));
  if (bytes) headers.set('content-type', contentType ?? 'application/json');
  const request = new Request(`http://localhost${path}`, {
    method,
    headers,
    ...(bytes ? { body: bytes } : {}),
  });
  return exchange(h.server.app, request, h.log);
}

/** The fuzz's rules for one answer, with what the server logged when it broke them. */
function expectSurvived(route: string, method: string, answer: Exchange) {
  const breach = breachOf(route, method, answer);
  const logged = loggedText(answer.logged);
  expect(
    breach,
    `${answer.status ?? answer.failure} ${answer.body.slice(0, 300)} ${logged}`,
  ).toBeUndefined();
}

function loggedText(logged: readonly LoggedError[]): string {
  return logged.map((entry) => `${entry.msg}: ${entry.error}`).join('; ');
}

/** What was written must not break the list it is in. */
async function expectListed(path: string) {
  const answer = await send('GET', path);
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
}

const HOSTILE_TEXT = {
  'U+0000': 'Milk\u0000',
  'a lone surrogate (\\ud800)': 'Milk\ud800',
  'a lone low surrogate (\\udfff)': '\udfffMilk',
  // PGlite sends two low surrogates in a row as bytes that are not UTF-8 (PostgreSQL does not).
  'two lone low surrogates in a row (\\udfff\\udfff)': 'Milk\udfff\udfff',
} as const;

describe.each(Object.entries(HOSTILE_TEXT))(
  'pinned: %s in a text field, an id or a query',
  (label, text) => {
    it(`POST /api/pantry with ${label} in the name and the unit`, async () => {
      expectSurvived(
        'POST /api/pantry',
        'POST',
        await send('POST', '/api/pantry', { body: { name: text, category: 'fridge', unit: text } }),
      );
      await expectListed('/api/pantry');
    });

    it(`PUT /api/pantry/{id} with ${label} in the name`, async () => {
      const answer = await send('PUT', `/api/pantry/${h.world.ids.pantry}`, {
        body: { name: text },
      });
      expectSurvived('PUT /api/pantry/:id', 'PUT', answer);
      await expectListed('/api/pantry');
    });

    it(`POST /api/recipes with ${label} in the name, the description and an ingredient`, async () => {
      const recipe = {
        name: text,
        description: text,
        cookTime: 10,
        ingredients: [{ name: text, amount: text, unit: 'g' }],
        instructions: [{ step: 1, instruction: text }],
      };
      expectSurvived(
        'POST /api/recipes',
        'POST',
        await send('POST', '/api/recipes', { body: recipe }),
      );
      await expectListed('/api/recipes');
    });

    it(`POST /api/grocery with ${label} in the name`, async () => {
      expectSurvived(
        'POST /api/grocery',
        'POST',
        await send('POST', '/api/grocery', { body: { name: text, estimatedPrice: 100 } }),
      );
      await expectListed('/api/grocery');
    });

    it(`POST /api/meal-plans with ${label} in the recipe name and the notes`, async () => {
      const entry = { date: '2030-03-03', mealType: 'lunch', recipeName: text, notes: text };
      expectSurvived(
        'POST /api/meal-plans',
        'POST',
        await send('POST', '/api/meal-plans', { body: entry }),
      );
      await expectListed('/api/meal-plans?startDate=2030-03-01&endDate=2030-03-07');
    });

    it(`POST /api/cooking/start with ${label} as the recipeId`, async () => {
      expectSurvived(
        'POST /api/cooking/start',
        'POST',
        await send('POST', '/api/cooking/start', { body: { recipeId: text } }),
      );
    });

    it(`POST /api/grocery and /api/meal-plans with ${label} as the recipeId`, async () => {
      const line = { name: 'Flour', estimatedPrice: 100, recipeId: text };
      expectSurvived(
        'POST /api/grocery',
        'POST',
        await send('POST', '/api/grocery', { body: line }),
      );
      const entry = { date: '2030-03-03', mealType: 'dinner', recipeName: 'Stew', recipeId: text };
      expectSurvived(
        'POST /api/meal-plans',
        'POST',
        await send('POST', '/api/meal-plans', { body: entry }),
      );
    });

    it(`a push from a client id with ${label}`, async () => {
      const client: TrackedClient = { clientId: `pinned-${text}`, lastMutationId: 0 };
      const answer = await pushNext(h.server.app, h.world, client, [
        {
          name: 'pantry.add',
          args: { id: randomUUID(), name: 'Eggs', category: 'fridge', addedAt: AT },
        },
      ]);
      expect(
        answer.status,
        `${answer.text.slice(0, 300)} ${loggedText(h.log.drain())}`,
      ).toBeLessThan(500);
    });

    it(`GET /api/recipes/{id} with ${label} as the id`, async () => {
      expectSurvived(
        'GET /api/recipes/:id',
        'GET',
        await send('GET', `/api/recipes/${encodeComponent(text)}`),
      );
    });

    it(`POST /api/recipes/{id}/favorite with ${label} as the id`, async () => {
      const answer = await send('POST', `/api/recipes/${encodeComponent(text)}/favorite`);
      expectSurvived('POST /api/recipes/:id/favorite', 'POST', answer);
    });

    it(`PATCH /api/recipes/{id}/share with ${label} as the id`, async () => {
      const answer = await send('PATCH', `/api/recipes/${encodeComponent(text)}/share`, {
        body: { isShared: true },
      });
      expectSurvived('PATCH /api/recipes/:id/share', 'PATCH', answer);
    });

    it(`GET /api/recipes/shared with ${label} in the search, the cuisine and the cursor's id`, async () => {
      const cursor = Buffer.from(JSON.stringify(['2026-11-22T08:00:00.000000Z', text])).toString(
        'base64url',
      );
      for (const query of [
        `q=${encodeComponent(text)}`,
        `cuisine=${encodeComponent(text)}`,
        `cursor=${cursor}`,
      ]) {
        expectSurvived(
          'GET /api/recipes/shared',
          'GET',
          await send('GET', `/api/recipes/shared?${query}`),
        );
      }
    });

    it(`GET /api/sync/pull with ${label} as the clientId`, async () => {
      const query = `clientId=${encodeComponent(text)}&cursor=0&householdId=${h.world.main.householdId}`;
      expectSurvived('GET /api/sync/pull', 'GET', await send('GET', `/api/sync/pull?${query}`));
    });

    const firstMutations = {
      'a pantry item’s name': {
        name: 'pantry.add',
        args: { id: randomUUID(), name: text, category: 'fridge', addedAt: AT },
      },
      'a journal entry’s id': {
        name: 'journal.add',
        args: {
          id: text,
          recipeId: 'r1',
          recipeName: 'Stew',
          date: '2030-03-03',
          rating: 4,
          cookingTime: 5,
          servings: 1,
        },
      },
      'the recipe id to share': { name: 'recipe.share', args: { id: text } },
      'the id of a journal entry to remove': { name: 'journal.remove', args: { id: text } },
    };

    it.each(Object.entries(firstMutations))(
      `a push whose first mutation carries ${label} in %s, then good ones: all processed, lastMutationId advances`,
      async (_where, first) => {
        const client: TrackedClient = {
          clientId: `pinned-${h.world.nextUuid()}`,
          lastMutationId: 0,
        };
        const good = [h.world.nextUuid(), h.world.nextUuid()];
        const answer = await pushNext(h.server.app, h.world, client, [
          first,
          // Names of their own: adds of a thing already there would be merged into it (S15).
          ...good.map((id) => ({
            name: 'pantry.add',
            args: { id, name: `Good item ${id}`, category: 'fridge', addedAt: AT },
          })),
        ]);
        expect(answer.status, `${answer.text.slice(0, 300)} ${loggedText(h.log.drain())}`).toBe(
          200,
        );
        const pushed = pushResponseSchema.parse(JSON.parse(answer.text));
        expect(pushed.lastMutationId).toBe(3);
        expect(pushed.errors.map((error) => error.mutationId)).not.toContain(2);
        for (const id of good)
          expect((await send('PUT', `/api/pantry/${id}`, { body: { quantity: 2 } })).status).toBe(
            200,
          );
        await expectListed('/api/pantry');
        const pull = await send('GET', `/api/sync/pull?clientId=${client.clientId}&cursor=0`);
        expect(pull.status, pull.body.slice(0, 300)).toBe(200);
      },
    );
  },
);

describe('pinned: query strings', () => {
  it.each([
    ['without a clientId', 'cursor=0'],
    ['with a cursor that is not a number', 'clientId=c1&cursor=abc'],
    ['with a negative acked', 'clientId=c1&cursor=0&acked=-1'],
    ['with the clientId twice', 'clientId=c1&clientId=c2&cursor=0'],
  ])('GET /api/sync/pull %s answers 400 { error, message }', async (_case, query) => {
    const answer = await send('GET', `/api/sync/pull?${query}`);
    expectSurvived('GET /api/sync/pull', 'GET', answer);
    expect(answer.status).toBe(400);
  });
});

describe('pinned: paths, bodies and files', () => {
  it('GET /api/recipes/%00', async () => {
    expectSurvived('GET /api/recipes/:id', 'GET', await send('GET', '/api/recipes/%00'));
  });

  it('GET /api/recipes/%ED%A0%80 (a surrogate’s bytes, not UTF-8)', async () => {
    expectSurvived('GET /api/recipes/:id', 'GET', await send('GET', '/api/recipes/%ED%A0%80'));
  });

  it.each([
    ['with its Content-Length', true],
    ['chunked, without a Content-Length', false],
  ])(
    'a 100 MB JSON body to POST /api/pantry, %s, is refused 413 before it is read',
    async (_how, declared) => {
      const size = 100 * 1024 * 1024;
      // The stream fails past 16 MB, so a server that reads on costs this test no more.
      const body = new StreamedBody(size, { failAfter: 16 * 1024 * 1024 });
      const headers = new Headers({
        authorization: `Bearer ${h.world.main.accessToken}`,
        'content-type': 'application/json',
      });
      if (declared) headers.set('content-length', String(size));
      const request = new Request('http://localhost/api/pantry', {
        method: 'POST',
        headers,
        body: body.stream,
        duplex: 'half',
      });
      const answer = await exchange(h.server.app, request, h.log);
      expect(answer.status, answer.body.slice(0, 300)).toBe(413);
      expect(
        z
          .object({ error: z.literal('payload_too_large'), message: z.string() })
          .safeParse(JSON.parse(answer.body)).success,
      ).toBe(true);
      expect(body.pulled, 'bytes of the body the server read').toBeLessThan(
        declared ? 1024 * 1024 : 8 * 1024 * 1024,
      );
    },
  );

  it('a 62-byte fake BMP to POST /api/pantry/scan-photo', async () => {
    const form = await formBytes([
      { name: 'image', file: { bytes: fakeBmp(), filename: 'receipt.bmp', type: 'image/bmp' } },
    ]);
    const answer = await send('POST', '/api/pantry/scan-photo', {
      raw: form.bytes,
      contentType: form.contentType,
    });
    expectSurvived('POST /api/pantry/scan-photo', 'POST', answer);
    expect(answer.status).toBe(400);
  });

  it('a BMP whose header claims 100,000 × 100,000 pixels to POST /api/pantry/scan-photo', async () => {
    const form = await formBytes([
      {
        name: 'image',
        file: { bytes: fakeBmp(100_000, 100_000), filename: 'a.bmp', type: 'image/bmp' },
      },
    ]);
    const answer = await send('POST', '/api/pantry/scan-photo', {
      raw: form.bytes,
      contentType: form.contentType,
    });
    expectSurvived('POST /api/pantry/scan-photo', 'POST', answer);
  });
});

// GET /api/products/{code} over the whole app, against a fake Open Food Facts on loopback:
// a real product is named, the answer is kept for every household, and the app still answers
// when the service is off, failing or silent.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema } from '@mise/domain/api/products';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { signInDevice } from '../testing/two-households';
import { type FakeProductServer, startFakeProductServer } from './fake-product-server';
import { openFoodFactsLookup } from './open-food-facts';

const PASTA = '8076800195057';
const DAY_MS = 24 * 60 * 60 * 1000;

let service: FakeProductServer;
let t: TestApp;

beforeAll(async () => {
  service = await startFakeProductServer();
  t = await createTestApp({ productLookup: openFoodFactsLookup(service.baseUrl, 300) });
});

afterEach(() => {
  service.mode = 'answer';
  service.products.clear();
});

afterAll(async () => {
  await t.close();
  await service.close();
});

const ask = async (code: string) =>
  restClient(t.app, await signInDevice(t.app)).get(`/api/products/${code}`);

describe('GET /api/products/{code}', () => {
  it('names a real product from the service, with brand, pack size and where it is kept', async () => {
    service.products.set(PASTA, {
      product_name: '  Spaghetti  n°5 ',
      brands: 'Barilla,Barilla Group',
      quantity: '500 g',
      categories_tags: ['en:plant-based-foods', 'en:pastas', 'en:spaghetti'],
    });
    expect(await expectBody(ask(PASTA), 200, productResponseSchema)).toEqual({
      code: PASTA,
      name: 'Spaghetti n°5',
      brand: 'Barilla',
      quantity: '500 g',
      category: 'pantry',
    });
    const last = service.asked.at(-1);
    expect(last?.path).toMatch(new RegExp(`^/api/v2/product/${PASTA}\\.json\\?fields=`));
    expect(last?.userAgent).toMatch(/^Mise\/\S+ \(/);
  });

  it('reads a UPC-A or a spaced code as the same product, and asks the service once', async () => {
    const code = '0036000291452';
    service.products.set(code, { product_name: 'Tissues', categories_tags: [] });
    const before = service.asked.length;
    const first = await expectBody(ask('036000291452'), 200, productResponseSchema);
    const second = await expectBody(ask('0 36000 29145 2'), 200, productResponseSchema);
    expect([first.code, second.code]).toEqual([code, code]);
    // Another household's device asks too: the answer is kept for every household.
    expect(service.asked.length - before).toBe(1);
  });

  it('keeps chilled and frozen products where they belong', async () => {
    service.products.set('3017620422003', {
      product_name: 'Greek yogurt',
      categories_tags: ['en:dairies', 'en:fermented-foods', 'en:yogurts'],
    });
    service.products.set('0000000000017', {
      product_name: 'Garden peas',
      categories_tags: ['en:frozen-foods', 'en:frozen-vegetables'],
    });
    expect((await expectBody(ask('3017620422003'), 200, productResponseSchema)).category).toBe(
      'fridge',
    );
    expect((await expectBody(ask('0000000000017'), 200, productResponseSchema)).category).toBe(
      'freezer',
    );
  });

  it('says 404 for a code the service does not know, and asks again only the next day', async () => {
    const code = '4006381333931';
    const before = service.asked.length;
    await expectError(ask(code), 404, 'not_found', /No product is known for this barcode/);
    await expectError(ask(code), 404, 'not_found', /No product is known/);
    expect(service.asked.length - before).toBe(1);

    service.products.set(code, { product_name: 'Highlighter' });
    t.clock.advance(DAY_MS + 1);
    expect((await expectBody(ask(code), 200, productResponseSchema)).name).toBe('Highlighter');
  });

  it('says 503 when the service fails or does not answer in time, and serves a stale name', async () => {
    service.mode = 'fail';
    await expectError(ask('5000112548167'), 503, 'lookup_unavailable', /cannot be looked up/);
    service.mode = 'hang';
    await expectError(ask('5000112548167'), 503, 'lookup_unavailable', /cannot be looked up/);

    service.mode = 'answer';
    service.products.set('5449000000996', { product_name: 'Cola' });
    await expectBody(ask('5449000000996'), 200, productResponseSchema);
    t.clock.advance(31 * DAY_MS);
    service.mode = 'fail';
    expect((await expectBody(ask('5449000000996'), 200, productResponseSchema)).name).toBe('Cola');
  });

  it('refuses a code that cannot be a barcode, saying why', async () => {
    await expectError(ask('12345'), 400, 'invalid_request', /./);
    await expectError(ask('4006381333932'), 400, 'invalid_request', /valid barcode/);
  });

  it('answers from kept names only when the lookup is off', async () => {
    const off = await createTestApp();
    try {
      const device = await signInDevice(off.app);
      await expectError(
        restClient(off.app, device).get(`/api/products/${PASTA}`),
        503,
        'lookup_unavailable',
        /cannot be looked up/,
      );
    } finally {
      await off.close();
    }
  });

  it('needs a device token', async () => {
    const response = await t.app.request(`/api/products/${PASTA}`);
    expect(response.status).toBe(401);
  });
});

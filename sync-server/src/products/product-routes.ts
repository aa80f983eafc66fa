/**
 * GET /api/products/{code} (issue 24): a scanned product's name, brand, pack size and where it
 * is kept. Answers come from the cache shared by every household, else from the product service
 * (open-food-facts.ts), whose answer is then kept. A stale answer is served when the service
 * cannot answer; with no answer at all the app names the product itself (§5's "Product 1234").
 */
import { Hono } from 'hono';
import { readBarcode } from '@mise/catalog/gtin';
import { type ProductResponse, productResponseSchema } from '@mise/domain/api/products';
import { type BucketRate, fullBucket, takeToken } from '@mise/domain/token-bucket';
import type { DeviceEnv } from '../auth/require-device';
import type { ApiDeps } from '../api/api-deps';
import { cachedAnswer, keepAnswer } from './product-cache';
import {
  type ProductAnswer,
  type ProductLookup,
  ProductLookupUnavailable,
} from './open-food-facts';

/** Open Food Facts allows 100 product reads a minute; the whole server stays under 60. */
const SERVICE_RATE: BucketRate = { burst: 20, perSecond: 1 };

const NOT_FOUND = {
  error: 'not_found',
  message: 'No product is known for this barcode. Name it, and this household will know it.',
} as const;
const UNAVAILABLE = {
  error: 'lookup_unavailable',
  message: 'Product names cannot be looked up right now.',
} as const;

export interface ProductRouteDeps extends Pick<ApiDeps, 'db' | 'clock' | 'requireDevice'> {
  /** The product service; none when PRODUCT_LOOKUP_URL is `off` (cached answers only). */
  lookup: ProductLookup | undefined;
}

export function productRoutes(deps: ProductRouteDeps) {
  let bucket = fullBucket(SERVICE_RATE, deps.clock().getTime());

  async function askService(gtin: string): Promise<ProductAnswer | undefined> {
    if (!deps.lookup) return undefined;
    const taken = takeToken(bucket, SERVICE_RATE, deps.clock().getTime());
    bucket = taken.bucket;
    if (!taken.allowed) return undefined;
    try {
      const answer = await deps.lookup.lookup(gtin);
      await keepAnswer(deps.db, gtin, answer, deps.clock());
      return answer;
    } catch (error) {
      if (error instanceof ProductLookupUnavailable) return undefined;
      throw error;
    }
  }

  return new Hono<DeviceEnv>().use(deps.requireDevice).get('/:code', async (c) => {
    const reading = readBarcode(c.req.param('code'));
    if (!reading.ok) return c.json({ error: 'invalid_request', message: reading.message }, 400);
    const cached = await cachedAnswer(deps.db, reading.gtin, deps.clock());
    const answer =
      cached && !cached.stale
        ? cached.answer
        : ((await askService(reading.gtin)) ?? cached?.answer);
    if (!answer) return c.json(UNAVAILABLE, 503);
    if (!answer.found) return c.json(NOT_FOUND, 404);
    // A missing brand or size is left out of the JSON (undefined is not sent).
    const body: ProductResponse = { code: reading.gtin, ...answer.product };
    return c.json(productResponseSchema.parse(body), 200);
  });
}

/**
 * Product names from Open Food Facts (https://openfoodfacts.github.io/openfoodfacts-server/api/):
 * one read of its product API per code, asking only for the fields we show. The service asks
 * callers to name themselves in the User-Agent and to stay under 100 product reads a minute;
 * the answers are cached by product-routes.ts, so a code is asked about once.
 *
 * `PRODUCT_LOOKUP_URL` points elsewhere (a mirror, or the tests' fake server) and `off` turns
 * the lookup off; the app then names a product from what its household taught it.
 */
import { z } from 'zod';
import { productCategory } from '@mise/catalog/product-category';
import { TEXT_LIMITS } from '@mise/domain/fields';
import type { PantryCategory } from '@mise/domain/options';
import { VERSION } from '../version';

export const DEFAULT_PRODUCT_LOOKUP_URL = 'https://world.openfoodfacts.org';

/** What the service says about a code. */
export interface ProductFacts {
  name: string;
  brand: string | undefined;
  quantity: string | undefined;
  category: PantryCategory;
}

export type ProductAnswer = { found: true; product: ProductFacts } | { found: false };

export interface ProductLookup {
  /** Throws ProductLookupUnavailable when the service cannot answer now. */
  lookup(gtin: string): Promise<ProductAnswer>;
}

export class ProductLookupUnavailable extends Error {}

/** A scan waits for this at most before the app names the product without it. */
const TIMEOUT_MS = 4_000;

const productSchema = z.object({
  product_name: z.string().optional(),
  product_name_en: z.string().optional(),
  generic_name: z.string().optional(),
  brands: z.string().optional(),
  quantity: z.string().optional(),
  categories_tags: z.array(z.string()).optional(),
});
const answerSchema = z.object({ status: z.number(), product: productSchema.optional() });

const FIELDS = Object.keys(productSchema.shape).join(',');

export function openFoodFactsLookup(
  baseUrl: string = DEFAULT_PRODUCT_LOOKUP_URL,
  timeoutMs = TIMEOUT_MS,
): ProductLookup {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async lookup(gtin) {
      let response: Response;
      try {
        response = await fetch(`${root}/api/v2/product/${gtin}.json?fields=${FIELDS}`, {
          headers: {
            accept: 'application/json',
            'user-agent': `Mise/${VERSION} (self-hosted kitchen app; product names for scanned barcodes)`,
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProductLookupUnavailable('The product service did not answer.', { cause: error });
      }
      // The service answers 404 with { status: 0 } for a code it does not know.
      if (response.status === 404) return { found: false };
      if (!response.ok) {
        throw new ProductLookupUnavailable(`The product service answered ${response.status}.`);
      }
      const parsed = answerSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success)
        throw new ProductLookupUnavailable('The product service sent no product.');
      const product = parsed.data.status === 1 ? parsed.data.product : undefined;
      const facts = product && productFacts(product);
      return facts ? { found: true, product: facts } : { found: false };
    },
  };
}

function productFacts(product: z.infer<typeof productSchema>): ProductFacts | undefined {
  const name = [product.product_name, product.product_name_en, product.generic_name]
    .map(cleanText)
    .find((text) => text !== undefined);
  if (name === undefined) return undefined;
  return {
    name,
    // "Barilla, Barilla Group": the first is the brand on the pack.
    brand: cleanText(product.brands?.split(',')[0]),
    quantity: cleanText(product.quantity),
    category: productCategory(product.categories_tags ?? []),
  };
}

function cleanText(text: string | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, ' ').trim().slice(0, TEXT_LIMITS.line);
  return clean === undefined || clean === '' ? undefined : clean;
}

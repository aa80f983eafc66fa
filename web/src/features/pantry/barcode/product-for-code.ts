// What a scanned or typed code is called (issue 24): the household's own name for it first
// (synced, so it works offline and on every phone of the household), else the product service
// through our server when online (GET /api/products/{code}: Open Food Facts), else §5's
// "Product" and the code's last 4 digits, which the cook can rename to teach the household.
import { readBarcode } from '@mise/catalog/gtin';
import { unknownProductName } from '@mise/catalog/products';
import { productResponseSchema } from '@mise/domain/api/products';
import type { ProductName } from '@mise/domain/entities/product-name';
import type { PantryCategory } from '@mise/domain/options';
import { loadSyncEngine } from '../../../sync/engine-loader';

export interface ScannedProduct {
  name: string;
  category: PantryCategory;
  /** The code's 13-digit key, kept on the pantry item so naming it names the product. */
  gtin: string | undefined;
  /** Where the name came from: the service's name is then kept for the household. */
  source: 'household' | 'service' | 'unknown';
}

export interface ProductSources {
  householdName: (gtin: string) => Promise<ProductName | undefined>;
  /** The service's product, or undefined when it does not know it or cannot answer. */
  serviceProduct: (gtin: string) => Promise<{ name: string; category: PantryCategory } | undefined>;
  online: () => boolean;
}

/** A scan waits this long for the service before naming the product itself. */
const LOOKUP_WAIT_MS = 5_000;

const deviceSources: ProductSources = {
  householdName: async (gtin) => (await import('../../../db/live-db')).db.productNames.get(gtin),
  serviceProduct: async (gtin) => {
    try {
      const { auth } = await loadSyncEngine();
      const response = await auth.apiFetch(`/api/products/${gtin}`, {
        signal: AbortSignal.timeout(LOOKUP_WAIT_MS),
      });
      if (!response.ok) return undefined;
      return productResponseSchema.parse(await response.json());
    } catch (error) {
      // Offline after all, too slow, or an answer we cannot read: the scan still adds the item.
      console.warn('Product lookup failed', error);
      return undefined;
    }
  },
  online: () => navigator.onLine,
};

export async function productForCode(
  code: string,
  format?: 'upc_e',
  sources: ProductSources = deviceSources,
): Promise<ScannedProduct> {
  const reading = readBarcode(code, format);
  const unknown = (gtin: string | undefined): ScannedProduct => ({
    name: unknownProductName(code),
    category: 'pantry',
    gtin,
    source: 'unknown',
  });
  if (!reading.ok) return unknown(undefined);
  const { gtin } = reading;
  const named = await sources.householdName(gtin);
  if (named) return { name: named.name, category: named.category, gtin, source: 'household' };
  const found = sources.online() ? await sources.serviceProduct(gtin) : undefined;
  if (found) return { name: found.name, category: found.category, gtin, source: 'service' };
  return unknown(gtin);
}

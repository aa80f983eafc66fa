import { describe, expect, it, vi } from 'vitest';
import type { ProductName } from '@mise/domain/entities/product-name';
import { type ProductSources, productForCode } from './product-for-code';

const OAT_MILK: ProductName = {
  id: '7394376616037',
  name: 'Oat milk',
  category: 'fridge',
  updatedAt: '2026-11-29T10:00:00.000Z',
};

function sources(overrides: Partial<ProductSources> = {}) {
  return {
    householdName: vi.fn<ProductSources['householdName']>(() => Promise.resolve(undefined)),
    serviceProduct: vi.fn<ProductSources['serviceProduct']>(() => Promise.resolve(undefined)),
    online: () => true,
    ...overrides,
  };
}

describe('productForCode', () => {
  it("takes the household's own name first, without asking the service", async () => {
    const from = sources({ householdName: () => Promise.resolve(OAT_MILK) });
    expect(await productForCode('739 4376 616037', undefined, from)).toEqual({
      name: 'Oat milk',
      category: 'fridge',
      gtin: '7394376616037',
      source: 'household',
    });
    expect(from.serviceProduct).not.toHaveBeenCalled();
  });

  it('asks the service by the 13-digit code when online, a UPC-A code too', async () => {
    const from = sources({
      serviceProduct: () => Promise.resolve({ name: 'Tissues', category: 'pantry' }),
    });
    expect(await productForCode('036000291452', undefined, from)).toEqual({
      name: 'Tissues',
      category: 'pantry',
      gtin: '0036000291452',
      source: 'service',
    });
  });

  it('offline, or when no one knows the code, is "Product" and its last 4 digits', async () => {
    const offline = sources({ online: () => false });
    expect(await productForCode('4006381333931', undefined, offline)).toEqual({
      name: 'Product 3931',
      category: 'pantry',
      gtin: '4006381333931',
      source: 'unknown',
    });
    expect(offline.serviceProduct).not.toHaveBeenCalled();
    expect((await productForCode('4006381333931', undefined, sources())).name).toBe('Product 3931');
  });

  it('expands a UPC-E code before looking it up', async () => {
    const from = sources();
    await productForCode('04252614', 'upc_e', from);
    expect(from.householdName).toHaveBeenCalledWith('0042100005264');
  });
});

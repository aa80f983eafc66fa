/** Product names: what the household calls a barcode (entities/product-name.ts). */
import { productNameSchema } from '@mise/domain/entities/product-name';
import { defineMutator } from '../define-mutator';

/** The latest name wins: naming a product again, on any device, replaces the old name. */
export const productName = defineMutator({
  name: 'product.name',
  args: () => productNameSchema,
  async run(tx, product) {
    await tx.put('productNames', product);
  },
});

// What a read or typed barcode does (spec §5 Barcode, §8): the product it stands for
// (product-for-code.ts) goes into the pantry at once, one of it, written on this device like any
// other add, and §8's success toast says so. A name the product service gave is kept for the
// household, so the next scan of that code is named offline too.
import { DEFAULT_UNIT } from '@mise/domain/constants';
import { toast } from '../../../components/ui/use-toast';
import { addPantryItem, teachProductName } from '../data/pantry-actions';
import { productForCode } from './product-for-code';

/**
 * Resolves true once the item is written. A refused write has already been reported by
 * addPantryItem's own toast, which says why; it is not hidden behind a generic one.
 */
export async function addFromBarcode(code: string, format?: 'upc_e'): Promise<boolean> {
  const product = await productForCode(code, format);
  const added = await addPantryItem({
    id: crypto.randomUUID(),
    name: product.name,
    category: product.category,
    quantity: 1,
    unit: DEFAULT_UNIT,
    ...(product.gtin !== undefined && { barcode: product.gtin }),
    addedAt: new Date().toISOString(),
  });
  if (!added) return false;
  // Kept before the toast says the scan is done: a cook who closes the app on seeing it still
  // has the name for the next scan offline.
  if (product.source === 'service' && product.gtin !== undefined) {
    await teachProductName(product.gtin, product.name, product.category);
  }
  toast({ title: 'Item Added', description: `Added ${product.name} from barcode` });
  return true;
}

// What a read or typed barcode does (spec §5 Barcode, §8): the product it stands for (the sample
// table of @mise/catalog, else "Product" and the last 4 digits) goes into the pantry at once,
// one of it, written on this device like any other add, and §8's success toast says so.
import { productForBarcode } from '@mise/catalog/products';
import { toast } from '../../../components/ui/use-toast';
import { addPantryItem } from '../data/pantry-actions';

/**
 * Resolves true once the item is written. A refused write has already been reported by
 * addPantryItem's own toast, which says why; it is not hidden behind a generic one.
 */
export async function addFromBarcode(code: string, format?: 'upc_e'): Promise<boolean> {
  const product = productForBarcode(code, format);
  const added = await addPantryItem({
    id: crypto.randomUUID(),
    name: product.name,
    category: product.category,
    quantity: 1,
    unit: product.unit,
    addedAt: new Date().toISOString(),
  });
  if (added) toast({ title: 'Item Added', description: `Added ${product.name} from barcode` });
  return added;
}

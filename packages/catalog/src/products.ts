/**
 * Barcode → product (spec §5 Barcode, §8): the name, where it is kept and its unit for a scanned
 * or typed retail code, so a scan adds a real pantry item in one step.
 *
 * THIS IS A SAMPLE TABLE, not a product database. Its codes were made for it, with valid check
 * digits, in GS1's restricted-circulation ranges (EAN-13 starting 20, UPC-A starting 2, EAN-8
 * starting 2), which shops use for their own labels and no manufacturer's product carries: the
 * sample can never put a wrong name on a real product. A real product list (an Open Food Facts
 * extract, say) would replace the rows and keep `productForBarcode`.
 *
 * Names are the ones the ingredient dictionary knows (products.test.ts holds them to it), so a
 * scanned item counts toward recipe matches. The category is where a sealed pack is kept.
 * A code not in the table is named as §5 says: "Product" and the code's last 4 digits.
 */
import { DEFAULT_UNIT } from '@mise/domain/constants';
import type { PantryCategory } from '@mise/domain/options';
import { readBarcode } from './gtin';

export interface BarcodeProduct {
  name: string;
  category: PantryCategory;
  unit: string;
  /** True when the name came from the table, false for §5's "Product 1234". */
  known: boolean;
}

type Row = readonly [code: string, name: string, category: PantryCategory, unit: string];

const ROWS: readonly Row[] = [
  ['2004711001385', 'Whole milk', 'fridge', 'carton'],
  ['2004711001750', 'Butter', 'fridge', 'pack'],
  ['2004711002122', 'Cheddar', 'fridge', 'block'],
  ['204710024916', 'Greek yogurt', 'fridge', 'tub'],
  ['2004711002863', 'Eggs', 'fridge', 'carton'],
  ['2004711003235', 'Mozzarella', 'fridge', 'pack'],
  ['2004711003600', 'Parmesan', 'fridge', 'pack'],
  ['204710039712', 'Cream cheese', 'fridge', 'tub'],
  ['2004711004348', 'Heavy cream', 'fridge', 'carton'],
  ['204710047113', 'Sour cream', 'fridge', 'tub'],
  ['2004711005086', 'Orange juice', 'fridge', 'carton'],
  ['2004711005451', 'Bacon', 'fridge', 'pack'],
  ['20805821', 'Tofu', 'fridge', 'block'],
  ['2004711006199', 'Hummus', 'fridge', 'tub'],
  ['2004711006564', 'Chicken breast', 'fridge', 'pack'],
  ['204710069313', 'Ground beef', 'fridge', 'pack'],
  ['2004711007301', 'Baby spinach', 'fridge', 'bag'],
  ['20807672', 'Carrots', 'fridge', 'bag'],
  ['2004711008049', 'Oat milk', 'fridge', 'carton'],
  ['2004711008414', 'Pesto', 'fridge', 'jar'],
  ['2004711008780', 'Frozen peas', 'freezer', 'bag'],
  ['2004711009152', 'Frozen corn', 'freezer', 'bag'],
  ['20809522', 'Frozen spinach', 'freezer', 'bag'],
  ['2004711009893', 'Mixed berries', 'freezer', 'bag'],
  ['204710102614', 'Vanilla ice cream', 'freezer', 'tub'],
  ['2004711010639', 'Frozen shrimp', 'freezer', 'bag'],
  ['2004711011001', 'Spaghetti', 'pantry', 'pack'],
  ['2004711011377', 'Penne', 'pantry', 'pack'],
  ['2004711011742', 'Basmati rice', 'pantry', 'bag'],
  ['204710121110', 'Rolled oats', 'pantry', 'bag'],
  ['204710124814', 'All-purpose flour', 'pantry', 'bag'],
  ['2004711012855', 'Granulated sugar', 'pantry', 'bag'],
  ['20813222', 'Sea salt', 'pantry', 'pack'],
  ['2004711013593', 'Black pepper', 'pantry', 'jar'],
  ['2004711013968', 'Extra virgin olive oil', 'pantry', 'bottle'],
  ['2004711014330', 'Canned tomatoes', 'pantry', 'can'],
  ['20814700', 'Tomato paste', 'pantry', 'can'],
  ['2004711015078', 'Chickpeas', 'pantry', 'can'],
  ['204710154415', 'Black beans', 'pantry', 'can'],
  ['2004711015818', 'Canned tuna', 'pantry', 'can'],
  ['2004711016181', 'Coconut milk', 'pantry', 'can'],
  ['204710165510', 'Peanut butter', 'pantry', 'jar'],
  ['2004711016921', 'Honey', 'pantry', 'jar'],
  ['2004711017294', 'Soy sauce', 'pantry', 'bottle'],
  ['2004711017669', 'Ketchup', 'pantry', 'bottle'],
  ['2004711018031', 'Mayonnaise', 'pantry', 'jar'],
  ['2004711018406', 'Chicken stock', 'pantry', 'carton'],
  ['2004711018772', 'Baking powder', 'pantry', 'tub'],
  ['2004711019144', 'Sandwich bread', 'pantry', 'loaf'],
  ['2004711019519', 'Lentils', 'pantry', 'bag'],
  ['2004711019885', 'Ground coffee', 'pantry', 'bag'],
  ['2004711020256', 'Marinara sauce', 'pantry', 'jar'],
  ['2004711020621', 'Dark chocolate', 'pantry', 'pack'],
  ['2004711020997', 'Ground cinnamon', 'pantry', 'jar'],
];

/** The table, by 13-digit key (gtin.ts): every row's code as it is looked up. */
export const SAMPLE_PRODUCTS: ReadonlyMap<string, Omit<BarcodeProduct, 'known'>> = new Map(
  ROWS.map(([code, name, category, unit]) => {
    const reading = readBarcode(code);
    // A row with a bad code is a typo in this file, not a user's: fail loudly at load.
    if (!reading.ok) throw new Error(`Sample product ${name}: ${code} is not a valid barcode`);
    return [reading.gtin, { name, category, unit }] as const;
  }),
);

/** §5's name for a code the table does not know: "Product" and its last 4 digits. */
export function unknownProductName(code: string): string {
  return `Product ${code.replace(/\s+/g, '').slice(-4)}`;
}

/**
 * The product a code stands for: the table's, else §5's "Product 1234" in the pantry, one piece.
 * `code` is what was read or typed (spaces are ignored); an invalid code is never in the table.
 * `format` is the scanner's, when it said the code is UPC-E (see readBarcode).
 */
export function productForBarcode(code: string, format?: 'upc_e'): BarcodeProduct {
  const reading = readBarcode(code, format);
  const listed = reading.ok ? SAMPLE_PRODUCTS.get(reading.gtin) : undefined;
  if (listed) return { ...listed, known: true };
  return { name: unknownProductName(code), category: 'pantry', unit: DEFAULT_UNIT, known: false };
}

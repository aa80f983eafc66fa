import { describe, expect, it } from 'vitest';
import { PANTRY_CATEGORIES } from '@mise/domain/options';
import { readBarcode } from './gtin';
import { findIngredient } from './ingredients';
import { productForBarcode, SAMPLE_PRODUCTS, unknownProductName } from './products';

describe('SAMPLE_PRODUCTS', () => {
  it('is a small table of distinct codes and names', () => {
    expect(SAMPLE_PRODUCTS.size).toBeGreaterThanOrEqual(40);
    expect(SAMPLE_PRODUCTS.size).toBeLessThanOrEqual(60);
    const names = [...SAMPLE_PRODUCTS.values()].map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds valid 13-digit keys in restricted-circulation ranges only (no real product)', () => {
    for (const gtin of SAMPLE_PRODUCTS.keys()) {
      expect(readBarcode(gtin), gtin).toMatchObject({ ok: true, gtin });
      // EAN-13 20–29, UPC-A 2 (as 02…), EAN-8 2 (as 00000 2…).
      expect(gtin, gtin).toMatch(/^(2|02|000002)/);
    }
  });

  it('names every product as the ingredient dictionary does, so it counts toward recipes', () => {
    for (const { name, category, unit } of SAMPLE_PRODUCTS.values()) {
      expect(findIngredient(name), name).toBeDefined();
      expect(PANTRY_CATEGORIES, name).toContain(category);
      expect(unit.trim(), name).not.toBe('');
    }
  });

  it('covers all three places things are kept', () => {
    const categories = new Set([...SAMPLE_PRODUCTS.values()].map((product) => product.category));
    expect([...categories].sort()).toEqual(['freezer', 'fridge', 'pantry']);
  });
});

describe('productForBarcode', () => {
  it("answers the table's product for a code in any of its written forms", () => {
    const spaghetti = { name: 'Spaghetti', category: 'pantry', unit: 'pack', known: true };
    expect(productForBarcode('2004711011001')).toEqual(spaghetti);
    expect(productForBarcode(' 2 004711 011001 ')).toEqual(spaghetti);
    // A UPC-A row found by its EAN-13 form, and an EAN-8 row by its padded form.
    expect(productForBarcode('204710024916')).toMatchObject({ name: 'Greek yogurt' });
    expect(productForBarcode('0204710024916')).toMatchObject({ name: 'Greek yogurt' });
    expect(productForBarcode('0000020805821')).toMatchObject({ name: 'Tofu', category: 'fridge' });
    expect(productForBarcode('20809522')).toMatchObject({
      name: 'Frozen spinach',
      category: 'freezer',
    });
  });

  it('names an unknown code "Product" and its last 4 digits, in the pantry, one piece (§5)', () => {
    expect(productForBarcode('4006381333931')).toEqual({
      name: 'Product 3931',
      category: 'pantry',
      unit: 'piece',
      known: false,
    });
    expect(productForBarcode('036000291452')).toMatchObject({ name: 'Product 1452' });
  });

  it('takes the last 4 digits of the code as printed, for UPC-E too', () => {
    expect(productForBarcode('04252614', 'upc_e')).toMatchObject({ name: 'Product 2614' });
    expect(unknownProductName('4 006381 333931')).toBe('Product 3931');
  });

  it('never finds a code with a wrong check digit in the table', () => {
    expect(productForBarcode('2004711011002')).toMatchObject({ known: false });
  });
});

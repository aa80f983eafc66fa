import { describe, expect, it } from 'vitest';
import { productCategory } from './product-category';

describe('productCategory', () => {
  it.each([
    [['en:frozen-foods', 'en:frozen-vegetables', 'en:peas'], 'freezer'],
    [['en:desserts', 'en:ice-creams'], 'freezer'],
    [['fr:surgeles'], 'freezer'],
    [['en:dairies', 'en:cheeses', 'en:cheddar'], 'fridge'],
    [['en:dairies', 'en:yogurts'], 'fridge'],
    [['en:meats', 'en:poultry', 'en:chickens'], 'fridge'],
    [['en:farming-products', 'en:eggs'], 'fridge'],
    [['fr:fromages-de-vache'], 'fridge'],
    [['en:dairies', 'en:milks', 'en:uht-milks'], 'pantry'],
    [['en:seafood', 'en:fishes', 'en:canned-fishes', 'en:tunas'], 'pantry'],
    [['en:plant-based-foods', 'en:cereals-and-potatoes', 'en:pastas', 'en:spaghetti'], 'pantry'],
    [['en:beverages', 'en:waters'], 'pantry'],
    [[], 'pantry'],
  ] as const)('%j is kept in the %s', (tags, category) => {
    expect(productCategory(tags)).toBe(category);
  });

  it('does not take a word inside another for a chilled food', () => {
    // "creams" is chilled, "cream-crackers" has no word "creams"; "eggplants" is no egg.
    expect(productCategory(['en:biscuits', 'en:cream-crackers'])).toBe('pantry');
    expect(productCategory(['en:vegetables', 'en:eggplants'])).toBe('pantry');
  });
});

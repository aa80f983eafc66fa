/**
 * How a recipe meets the household's preferred cuisines (§3's twelve). The library files
 * recipes under broader cuisines (§2's "asian", "mediterranean"), so:
 * - exact: the recipe's cuisine or name says the preferred one ("Thai Basil Chicken", cuisine
 *   "Korean"), or the name is one of its signature dishes ("Miso Ramen" is Japanese);
 * - family: the recipe's cuisine is the family the preferred one belongs to (an "asian" stir-fry
 *   for a household that prefers Thai; a "mediterranean" dish for Greek, a "greek" one for
 *   Mediterranean);
 * - otherwise no match. With several preferences, the first in the household's order wins.
 */
import type { PreferredCuisine } from '@mise/domain/options';
import { plainWords } from './ingredient-facts';
import { compileWordRule, type CompiledWordRule } from './word-rules';

const SIGNATURE_DISHES: Readonly<Record<PreferredCuisine, readonly string[]>> = {
  Italian: [
    'risotto',
    'pizza',
    'lasagna',
    'lasagne',
    'gnocchi',
    'bruschetta',
    'parmigiana',
    'minestrone',
    'ragu',
    'carbonara',
    'tiramisu',
    'frittata',
  ],
  Mexican: [
    'tacos?',
    'burritos?',
    'enchiladas?',
    'quesadillas?',
    'fajitas?',
    'tostadas?',
    'carnitas',
    'chilaquiles',
    'huevos rancheros',
    'guacamole',
    'tinga',
  ],
  Chinese: ['lo mein', 'chow mein', 'kung pao', 'mapo', 'bao', 'dim sum', 'char siu'],
  Japanese: ['sushi', 'maki', 'ramen', 'miso', 'teriyaki', 'tempura', 'udon', 'soba', 'gyoza'],
  Thai: ['pad thai', 'tom yum', 'larb', 'satay', '(?:green|red|yellow|massaman) curry'],
  Indian: ['dal', 'dhal', 'masala', 'tikka', 'biryani', 'paneer', 'korma', 'chana', 'naan'],
  French: ['ratatouille', 'coq au vin', 'bourguignon', 'quiche', 'crepes?', 'bisque', 'gratin'],
  Greek: ['souvlaki', 'gyros?', 'spanakopita', 'moussaka', 'tzatziki', 'greek salad'],
  Mediterranean: ['hummus', 'falafel', 'shawarma', 'kofta', 'tabbouleh', 'shakshuka'],
  Korean: ['kimchi', 'bibimbap', 'bulgogi', 'gochujang', 'japchae'],
  Vietnamese: ['pho', 'banh mi', 'summer rolls?'],
  American: [
    'burgers?',
    'mac and cheese',
    'bbq',
    'barbecue',
    'cobb',
    'chowder',
    'pancakes',
    'brisket',
  ],
};

/** The cuisine label each preferred cuisine may be filed under in the library. */
const FAMILIES: Readonly<Record<PreferredCuisine, readonly string[]>> = {
  Italian: [],
  Mexican: [],
  Chinese: ['asian'],
  Japanese: ['asian'],
  Thai: ['asian'],
  Indian: ['asian'],
  French: [],
  Greek: ['mediterranean'],
  Mediterranean: ['greek'],
  Korean: ['asian'],
  Vietnamese: ['asian'],
  American: [],
};

// Dishes named after a country that belong to another kitchen (or to none).
const NOT_THE_CUISINE = [
  'french (?:toast|fries|bread|beans?|dressing|onion soup mix)',
  'italian (?:seasoning|dressing)',
  'american cheese',
  'mexican (?:cheese blend|oregano)',
];

const RULES = new Map<PreferredCuisine, CompiledWordRule>(
  (Object.keys(SIGNATURE_DISHES) as PreferredCuisine[]).map((cuisine) => [
    cuisine,
    compileWordRule({
      names: [cuisine.toLowerCase(), ...SIGNATURE_DISHES[cuisine]],
      harmless: NOT_THE_CUISINE,
    }),
  ]),
);

export type CuisineMatch =
  | { readonly kind: 'exact'; readonly cuisine: PreferredCuisine }
  | { readonly kind: 'family'; readonly cuisine: PreferredCuisine; readonly family: string };

export interface CuisineCheckable {
  readonly name: string;
  readonly cuisine?: string | undefined;
}

/** How the recipe meets the first preferred cuisine it meets, if any. */
export function cuisineMatch(
  recipe: CuisineCheckable,
  preferred: readonly PreferredCuisine[],
): CuisineMatch | undefined {
  if (preferred.length === 0) return undefined;
  return cuisineMatchOfWords(plainWords(recipe.cuisine ?? ''), plainWords(recipe.name), preferred);
}

/** cuisineMatch for a recipe's cuisine and name already in plain words (see plainWords). */
export function cuisineMatchOfWords(
  filedUnder: string,
  named: string,
  preferred: readonly PreferredCuisine[],
): CuisineMatch | undefined {
  for (const cuisine of preferred) {
    const rule = RULES.get(cuisine);
    if (rule !== undefined && (rule.names(filedUnder) || rule.names(named))) {
      return { kind: 'exact', cuisine };
    }
  }
  const label = filedUnder.trim();
  for (const cuisine of preferred) {
    if (FAMILIES[cuisine].includes(label)) return { kind: 'family', cuisine, family: label };
  }
  return undefined;
}

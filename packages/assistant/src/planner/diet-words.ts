/**
 * The data behind diets.ts: words that reveal meat, pork, alcohol, starch and sugar, fat and
 * the rest in a name, and the dictionary entries some diets single out (pork for halal and
 * kosher, fatty foods for low-fat).
 */
import type { WordRule } from './word-rules';

const MEAT_FREE = ['vegan', 'vegetarian', 'plant based', 'meatless', 'meat free'];
const MEAT_LOOKALIKES = [
  '(?:cauliflower|mushroom|cabbage|tofu|portobello|celeriac) steaks?',
  '(?:coconut|crab|lobster|walnut) meat',
  'celery ribs?',
  'hot dog buns?',
  'goats? (?:cheese|milk)',
  '(?:veggie|vegetable|bean|lentil|tofu|soy|seitan|mushroom) (?:burgers?|sausages?|bacon|mince|crumbles?|nuggets?|meatballs?|patty|patties)',
];

/** Red meat, pork included. */
export const MEAT_WORDS: WordRule = {
  names: [
    'beef',
    'veal',
    'pork',
    'bacon',
    'ham',
    'hams',
    'lamb',
    'mutton',
    'goat',
    'venison',
    'bison',
    'rabbit',
    'sausages?',
    'salami',
    'pepperoni',
    'chorizo',
    'prosciutto',
    'pancetta',
    'guanciale',
    'steaks?',
    'brisket',
    'ribs?',
    'oxtail',
    'meatballs?',
    'meat',
    'meats',
    'mince',
    'lard',
    'suet',
    'gelatine?',
    'bone broth',
    'hot dogs?',
  ],
  harmless: MEAT_LOOKALIKES,
  freeFrom: MEAT_FREE,
};

export const POULTRY_WORDS: WordRule = {
  names: ['chicken', 'chickens', 'turkey', 'duck', 'goose', 'quail', 'poultry'],
  harmless: ['chicken of the woods', 'duck eggs?', 'quail eggs?'],
  freeFrom: MEAT_FREE,
};

export const HONEY_WORDS: WordRule = {
  names: ['honey', 'honeycomb', 'bee pollen'],
  freeFrom: ['vegan'],
};

// A turkey bacon or a beef hot dog is no pork.
const NOT_PORK = [
  ...MEAT_FREE,
  '(?:chicken|turkey|beef|lamb|veggie|tofu|soy) (?:bacon|sausages?|hot dogs?|pepperoni|chorizo|ham|salami|kielbasa|franks?|links?)',
];

/** Pork, and what is usually made of it (gelatin, lard, cured sausages). */
export const PORK_WORDS: WordRule = {
  names: [
    'pork',
    'bacon',
    'ham',
    'hams',
    'prosciutto',
    'pancetta',
    'guanciale',
    'lard',
    'salami',
    'pepperoni',
    'chorizo',
    'sausages?',
    'hot dogs?',
    'chicharrones?',
    'gelatine?',
    'marshmallows?',
  ],
  harmless: MEAT_LOOKALIKES,
  freeFrom: NOT_PORK,
};

/** Dictionary entries of pork or of what is usually made from it. */
export const PORK_ENTRIES: ReadonlySet<string> = new Set([
  'pork',
  'pork chop',
  'pork tenderloin',
  'ground pork',
  'bacon',
  'ham',
  'prosciutto',
  'sausage',
  'italian sausage',
  'chorizo',
  'kielbasa',
  'hot dog',
  'pepperoni',
  'gelatin',
  'marshmallow',
]);

export const ALCOHOL_WORDS: WordRule = {
  names: [
    'wines?',
    'beers?',
    'ale',
    'lager',
    'stout',
    'brandy',
    'cognac',
    'rum',
    'vodka',
    'whiske?y',
    'bourbon',
    'sake',
    'mirin',
    'liqueur',
    'kahlua',
    'amaretto',
    'marsala',
    'sherry',
    'champagne',
    'prosecco',
    'tequila',
    'gin',
    'vermouth',
    'cointreau',
    'limoncello',
    'shaoxing',
  ],
  harmless: ['(?:red |white |rice |sherry |champagne )?(?:wine |sherry |champagne )?vinegar'],
  freeFrom: ['alcohol free', 'non alcoholic'],
};

export const ALCOHOL_ENTRIES: ReadonlySet<string> = new Set([
  'red wine',
  'white wine',
  'brandy',
  'beer',
  'mirin',
  'shaoxing wine',
]);

/** Fish without both fins and scales, which kosher law forbids. */
export const NON_KOSHER_FISH_WORDS: WordRule = {
  names: ['catfish', 'eels?', 'unagi', 'monkfish', 'shark', 'sturgeon', 'swordfish'],
};

// Low-carb stand-ins named after what they replace.
const CARB_LOOKALIKES = [
  '(?:cauliflower|broccoli|konjac|shirataki|zucchini|palmini|kelp) (?:rice|noodles?|pasta|crust)',
  'lettuce (?:wraps?|buns?|cups?)',
];
// Names with a starch word that carry little of it.
const STARCH_LOOKALIKES = [
  'sugar snap(?: peas?)?',
  'rice (?:wine )?vinegar',
  'rice wine',
  '(?:lemon|lime|pickle|clam|tomato) juice',
  '(?:almond|coconut|flax|flaxseed|tiger nut) (?:flours?|meal)',
  'sugar pumpkins?',
  'oat milk',
  '(?:corn|rice bran) oil',
  '(?:pasta|spaghetti) sauce',
  'sugar substitute',
];

/** Starch and sugar: what keto and low-carb leave out. */
export const STARCH_AND_SUGAR_WORDS: WordRule = {
  names: [
    'sugar',
    'syrup',
    'honey',
    'molasses',
    'jam',
    'candy',
    'flours?',
    'breads?',
    'buns?',
    'rolls?',
    'pastas?',
    'noodles?',
    'rice',
    'potato(?:es)?',
    'corn',
    'oats?',
    'oatmeal',
    'cereal',
    'granola',
    'crackers?',
    'tortillas?',
    'couscous',
    'quinoa',
    'barley',
    'cakes?',
    'cookies?',
    'dough',
    'juice',
  ],
  harmless: STARCH_LOOKALIKES,
  freeFrom: ['sugar free', 'no sugar added', 'low carb', 'keto', ...CARB_LOOKALIKES],
};

/** What paleo leaves out beyond starch and sugar: legumes, dairy, soy, processed food. */
export const NOT_PALEO_WORDS: WordRule = {
  names: [
    // Honey and fruit juice are paleo.
    ...STARCH_AND_SUGAR_WORDS.names.filter((name) => name !== 'honey' && name !== 'juice'),
    'beans?',
    'lentils?',
    'chickpeas?',
    'peanuts?',
    'soy',
    'tofu',
    'margarine',
  ],
  harmless: [
    ...STARCH_LOOKALIKES,
    '(?:green|string|french|snap|runner|vanilla|coffee|cocoa|cacao) beans?',
    '(?:coconut|palm|coconut palm) sugar',
    'sweet potato(?:es)?',
    '(?:cassava|tapioca|arrowroot) (?:flours?|starch)',
    'maple syrup',
  ],
  freeFrom: ['paleo', ...CARB_LOOKALIKES],
};

/** Fat-rich foods a low-fat household leaves out; cooking oil in ordinary amounts stays. */
export const HIGH_FAT_WORDS: WordRule = {
  names: [
    'butters?',
    'ghee',
    'creams?',
    'cheeses?',
    'mascarpone',
    'creme fraiche',
    'bacon',
    'sausages?',
    'salami',
    'pepperoni',
    'chorizo',
    'lard',
    'suet',
    'shortening',
    'margarine',
    'mayo',
    'mayonnaise',
    'aioli',
    'alfredo',
    'pesto',
    'ranch',
    'nuts?',
    'coconut milk',
    'pork belly',
    'duck',
  ],
  harmless: ['cream of tartar', 'butter (?:beans?|lettuce)', 'cottage cheese', 'cream crackers?'],
  freeFrom: [
    'low fat',
    'lowfat',
    'fat free',
    'nonfat',
    'non fat',
    'reduced fat',
    'skim',
    'part skim',
    'lean',
    'extra lean',
  ],
};

/** Dictionary entries a low-fat diet leaves out (cheeses by family, nuts by kind). */
export const HIGH_FAT_ENTRIES: ReadonlySet<string> = new Set([
  'butter',
  'ghee',
  'vegan butter',
  'heavy cream',
  'half and half',
  'sour cream',
  'creme fraiche',
  'cream cheese',
  'mascarpone',
  'whipped cream',
  'ice cream',
  'condensed milk',
  'alfredo sauce',
  'pesto',
  'ranch dressing',
  'caesar dressing',
  'mayonnaise',
  'cream of chicken soup',
  'cream of mushroom soup',
  'coconut milk',
  'coconut cream',
  'bacon',
  'sausage',
  'italian sausage',
  'chorizo',
  'kielbasa',
  'hot dog',
  'pepperoni',
  'ground beef',
  'ground lamb',
  'duck',
  'shortening',
  'dark chocolate',
  'chocolate chip',
  'puff pastry',
  'pie crust',
  'french fries',
  'hash browns',
  'tortilla chip',
]);

/** Dishes whose cooking adds a lot of fat, by their names. */
export const FRIED_DISH_WORDS: WordRule = {
  names: ['fried', 'deep fried', 'fritters?', 'tempura', 'battered'],
  harmless: ['(?:stir|air|oven) fried'],
};

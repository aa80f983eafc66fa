/**
 * Which meals of the day a recipe may be planned for. The rules, first that applies:
 * 1. A dessert (cuisine or tag "dessert", or a dessert's name: cake, cookies, tiramisu…) is
 *    never a meal, except one its author tagged "breakfast" (chia pudding, cinnamon rolls),
 *    which may be breakfast and nothing else.
 * 2. Meal tags (breakfast, lunch, dinner; any spelling) say exactly where it goes.
 * 3. Untagged, a breakfast dish by its name (pancakes, omelette, oatmeal, smoothie, toast…) or
 *    built on a breakfast staple (its first ingredient oats, granola, yogurt, bagel…) is
 *    breakfast; a brunch dish is breakfast or lunch.
 * 4. Anything else is lunch or dinner.
 */
import { MEAL_TYPES, type MealType } from '@mise/domain/options';
import { ingredientFacts, plainWords } from './ingredient-facts';
import { normaliseTag, tagSet } from './recipe-tags';
import { compileWordRule } from './word-rules';

const FRUIT = '(?:apple|berry|blueberry|strawberry|peach|pear|cherry|rhubarb|plum|fruit)';

const DESSERT_NAME = compileWordRule({
  names: [
    'desserts?',
    'cakes?',
    'cupcakes?',
    'cheesecakes?',
    'shortcakes?',
    'cookies?',
    'brownies?',
    'blondies?',
    'puddings?',
    'mousse',
    'tiramisu',
    'ice cream',
    'sorbet',
    'gelato',
    'sundaes?',
    'fudge',
    'creme brulee',
    'panna cotta',
    `${FRUIT} (?:crisp|crumble|cobbler)`,
    'macarons?',
    'macaroons?',
    'chocolate truffles?',
    'donuts?',
    'doughnuts?',
    'candy',
    'brittle',
    'meringues?',
    'pavlova',
    'trifle',
    'eclairs?',
    'profiteroles?',
    'baklava',
    'cannoli',
    'churros?',
    'flan',
  ],
  harmless: [
    '(?:crab|fish|potato|rice|corn|salmon|tuna|zucchini|savou?ry|pan) cakes?',
    '(?:yorkshire|black) puddings?',
    '(?:salmon|trout|liver|chicken) mousse',
  ],
});

const BREAKFAST_NAME = compileWordRule({
  names: [
    'breakfast',
    'pancakes?',
    'waffles?',
    'french toast',
    'toast',
    'omel(?:et|ette)s?',
    'frittata',
    'oatmeal',
    'porridge',
    'overnight oats',
    'granola',
    'muesli',
    'smoothies?',
    'parfait',
    'scrambled eggs?',
    'scramble',
    'benedict',
    'shakshuka',
    'huevos',
    'chilaquiles',
    'crepes?',
    'bagels?',
    'congee',
  ],
});

const BRUNCH_NAME = compileWordRule({ names: ['brunch'] });

/** First ingredients that make an untagged dish a breakfast. */
const BREAKFAST_STAPLES: ReadonlySet<string> = new Set([
  'oats',
  'granola',
  'yogurt',
  'greek yogurt',
  'bagel',
  'english muffin',
]);

export interface MealTypeCheckable {
  readonly name: string;
  readonly cuisine?: string | undefined;
  readonly dietaryTags: readonly string[];
  readonly ingredients: readonly { readonly name: string }[];
}

export function isDessert(recipe: MealTypeCheckable): boolean {
  return (
    normaliseTag(recipe.cuisine ?? '') === 'dessert' ||
    tagSet(recipe.dietaryTags).has('dessert') ||
    DESSERT_NAME.names(plainWords(recipe.name))
  );
}

function startsWithStaple(recipe: MealTypeCheckable): boolean {
  const first = recipe.ingredients[0];
  const counted = first === undefined ? undefined : ingredientFacts(first.name).counted;
  return counted !== undefined && BREAKFAST_STAPLES.has(counted);
}

/** The meals a recipe may fill, in MEAL_TYPES order; empty for a dessert. */
export function mealTypesFor(recipe: MealTypeCheckable): readonly MealType[] {
  const tags = tagSet(recipe.dietaryTags);
  const tagged = MEAL_TYPES.filter((mealType) => tags.has(mealType));
  if (isDessert(recipe)) return tagged.includes('breakfast') ? ['breakfast'] : [];
  if (tagged.length > 0) return tagged;
  const name = plainWords(recipe.name);
  if (BRUNCH_NAME.names(name)) return ['breakfast', 'lunch'];
  if (BREAKFAST_NAME.names(name) || startsWithStaple(recipe)) return ['breakfast'];
  return ['lunch', 'dinner'];
}

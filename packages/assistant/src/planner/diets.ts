/**
 * Which of the eleven §3 dietary restrictions a recipe keeps. Ingredients decide; a recipe's
 * dietary tags only confirm what its ingredients cannot show. The rules, per restriction:
 * - Vegetarian: no meat, poultry, fish or shellfish. Vegan: no animal product at all (dairy,
 *   eggs and honey too). Pescatarian: no meat or poultry.
 * - Keto: no high-carb ingredient (the generator's rule). Low-Carb: no starch or sugar, but
 *   fruit and legumes are allowed. Paleo: only what the dictionary marks paleo.
 * - Gluten-Free and Dairy-Free: exactly the Wheat/Gluten and Dairy allergen rules (allergens.ts),
 *   the dish's name included when an ingredient is in doubt.
 * - Low-Fat: no fat-rich ingredient (butter, cream, cheese, fatty meats, mayonnaise, nuts…)
 *   unless labelled lean or low-fat, and no fried dish; cooking oil is allowed.
 * - Halal: no pork (nor gelatin, lard, cured pork), no alcohol, no shellfish (by the Shellfish
 *   allergen rule). Kosher: no pork, shellfish or fish without fins and scales, and no meat or poultry together with dairy or
 *   fish. Neither can tell how meat was slaughtered: that is the household's shopping.
 * Every ingredient is judged by its dictionary entry and by its words (allergens.ts explains
 * them), a written qualifier winning ("vegan sausage", "lean ground beef", "cauliflower rice").
 * An ingredient the dictionary does not know and whose words reveal nothing leaves Vegetarian,
 * Vegan, Pescatarian, Keto, Low-Carb and Paleo unproven: the recipe then fits only if its tags
 * say so (a "vegan" tag confirms Vegan, Vegetarian and Pescatarian; "keto" confirms Keto and
 * Low-Carb). The other five restrictions exclude named things only, so an unknown name passes.
 */
import { DIETARY_RESTRICTIONS, type Allergen, type DietaryRestriction } from '@mise/domain/options';
import { entryFitsDiet } from '../generator/diet';
import { allergensOfFacts, recipeAllergens, type AllergenCheckable } from './allergens';
import {
  ALCOHOL_ENTRIES,
  ALCOHOL_WORDS,
  FRIED_DISH_WORDS,
  HIGH_FAT_ENTRIES,
  HIGH_FAT_WORDS,
  HONEY_WORDS,
  MEAT_WORDS,
  NON_KOSHER_FISH_WORDS,
  NOT_PALEO_WORDS,
  PORK_ENTRIES,
  PORK_WORDS,
  POULTRY_WORDS,
  STARCH_AND_SUGAR_WORDS,
} from './diet-words';
import { ingredientFacts, plainWords, type IngredientFacts } from './ingredient-facts';
import { tagSet } from './recipe-tags';
import { compileWordRule, type CompiledWordRule } from './word-rules';

const MEAT = compileWordRule(MEAT_WORDS);
const POULTRY = compileWordRule(POULTRY_WORDS);
const HONEY = compileWordRule(HONEY_WORDS);
const PORK = compileWordRule(PORK_WORDS);
const ALCOHOL = compileWordRule(ALCOHOL_WORDS);
const NON_KOSHER_FISH = compileWordRule(NON_KOSHER_FISH_WORDS);
const STARCH = compileWordRule(STARCH_AND_SUGAR_WORDS);
const NOT_PALEO = compileWordRule(NOT_PALEO_WORDS);
const HIGH_FAT = compileWordRule(HIGH_FAT_WORDS);
const FRIED = compileWordRule(FRIED_DISH_WORDS);

/** Tags that confirm a restriction the ingredients leave unproven. */
const CONFIRMING_TAGS: Partial<Record<DietaryRestriction, readonly string[]>> = {
  Vegetarian: ['vegetarian', 'vegan'],
  Vegan: ['vegan'],
  Pescatarian: ['pescatarian', 'vegetarian', 'vegan'],
  Keto: ['keto'],
  'Low-Carb': ['low-carb', 'keto'],
  Paleo: ['paleo'],
};

/** What rules an unknown name out of paleo when its words show it. */
const NOT_PALEO_ALLERGENS: readonly Allergen[] = ['Dairy', 'Soy', 'Peanuts', 'Wheat/Gluten'];

// Restrictions as bits (DIETARY_RESTRICTIONS order): a recipe ORs its ingredients' verdicts.
const BITS = new Map(DIETARY_RESTRICTIONS.map((restriction, index) => [restriction, 1 << index]));
const bit = (restriction: DietaryRestriction) => BITS.get(restriction) ?? 0;

interface IngredientDiet {
  /** Bits of the restrictions it breaks. */
  readonly breaks: number;
  /** Bits of the restrictions it leaves unproven. */
  readonly unproven: number;
  /** Meat or poultry, which kosher law keeps apart from dairy and fish. */
  readonly meat: boolean;
  readonly dairy: boolean;
  readonly fish: boolean;
}

/** Named by the entry or the words, unless a written qualifier says otherwise. */
function says(rule: CompiledWordRule, words: string, byEntry: boolean): boolean {
  return (byEntry || rule.names(words)) && !rule.declaredFree(words);
}

/** A carb or paleo verdict: true breaks, false keeps, undefined cannot tell. */
function verdict(
  rule: CompiledWordRule,
  words: string,
  byEntry: boolean | undefined,
): boolean | undefined {
  if (rule.declaredFree(words)) return false;
  if (byEntry === true || rule.names(words)) return true;
  return byEntry;
}

function judge(facts: IngredientFacts): IngredientDiet {
  const { entry, words } = facts;
  const allergens = allergensOfFacts(facts);
  const meat = says(MEAT, words, entry?.animal === 'meat');
  const poultry = says(POULTRY, words, entry?.animal === 'poultry');
  const fish = allergens.has('Fish');
  const shellfish = allergens.has('Shellfish');
  const dairy = allergens.has('Dairy');
  const egg = allergens.has('Eggs');
  const honey = says(HONEY, words, entry?.animal === 'honey');
  const pork = says(PORK, words, entry !== undefined && PORK_ENTRIES.has(entry.name));
  const alcohol = says(ALCOHOL, words, entry !== undefined && ALCOHOL_ENTRIES.has(entry.name));
  const highFat = says(
    HIGH_FAT,
    words,
    entry !== undefined &&
      (HIGH_FAT_ENTRIES.has(entry.name) ||
        entry.name === 'cheese' ||
        entry.parent === 'cheese' ||
        entry.kind === 'nut'),
  );
  const keto = verdict(STARCH, words, entry && !entryFitsDiet(entry, 'keto'));
  const lowCarb = verdict(
    STARCH,
    words,
    entry && entry.carbs === 'high' && entry.kind !== 'fruit' && entry.kind !== 'legume',
  );
  const paleo = verdict(
    NOT_PALEO,
    words,
    entry === undefined
      ? NOT_PALEO_ALLERGENS.some((allergen) => allergens.has(allergen)) || undefined
      : !entryFitsDiet(entry, 'paleo'),
  );

  let breaks = 0;
  let unproven = 0;
  const mark = (restriction: DietaryRestriction, broken: boolean | undefined) => {
    if (broken === true) breaks |= bit(restriction);
    else if (broken === undefined) unproven |= bit(restriction);
  };
  // Nothing found in a name the dictionary does not know proves nothing.
  const unlessUnknown = entry === undefined ? undefined : false;
  mark('Vegetarian', meat || poultry || fish || shellfish || unlessUnknown);
  mark('Vegan', meat || poultry || fish || shellfish || dairy || egg || honey || unlessUnknown);
  mark('Pescatarian', meat || poultry || unlessUnknown);
  mark('Keto', keto);
  mark('Low-Carb', lowCarb);
  mark('Paleo', paleo);
  mark('Low-Fat', highFat);
  mark('Halal', pork || alcohol);
  mark('Kosher', pork || NON_KOSHER_FISH.names(words));
  return { breaks, unproven, meat: meat || poultry, dairy, fish };
}

const FREE: IngredientDiet = {
  breaks: 0,
  unproven: 0,
  meat: false,
  dairy: false,
  fish: false,
};
const memo = new WeakMap<IngredientFacts, IngredientDiet>();

function dietOf(facts: IngredientFacts): IngredientDiet {
  if (facts.counted === undefined) return FREE;
  let diet = memo.get(facts);
  if (diet === undefined) {
    diet = judge(facts);
    memo.set(facts, diet);
  }
  return diet;
}

export interface DietCheckable extends AllergenCheckable {
  readonly dietaryTags: readonly string[];
}

/**
 * Every dietary restriction the recipe keeps, in DIETARY_RESTRICTIONS order. A caller that has
 * the recipe's allergens already passes them in rather than have them worked out again.
 */
export function restrictionsKept(
  recipe: DietCheckable,
  allergens: ReadonlySet<Allergen> = recipeAllergens(recipe),
): readonly DietaryRestriction[] {
  let breaks = 0;
  let unproven = 0;
  let meat = false;
  let dairyOrFish = false;
  for (const { name } of recipe.ingredients) {
    const diet = dietOf(ingredientFacts(name));
    breaks |= diet.breaks;
    unproven |= diet.unproven;
    meat ||= diet.meat;
    dairyOrFish ||= diet.dairy || diet.fish;
  }
  if (meat && dairyOrFish) breaks |= bit('Kosher');
  // The allergen rules, the dish's name included when in doubt, decide these four alike.
  if (allergens.has('Wheat/Gluten')) breaks |= bit('Gluten-Free');
  if (allergens.has('Dairy')) breaks |= bit('Dairy-Free');
  if (allergens.has('Shellfish')) breaks |= bit('Halal') | bit('Kosher');
  if (FRIED.names(plainWords(recipe.name))) breaks |= bit('Low-Fat');

  const tags = (unproven & ~breaks) === 0 ? undefined : tagSet(recipe.dietaryTags);
  const confirmed = (restriction: DietaryRestriction) =>
    (CONFIRMING_TAGS[restriction] ?? []).some((tag) => tags?.has(tag) === true);
  return DIETARY_RESTRICTIONS.filter((restriction) => {
    const flag = bit(restriction);
    return (breaks & flag) === 0 && ((unproven & flag) === 0 || confirmed(restriction));
  });
}

/** Whether the recipe keeps every one of the household's restrictions. */
export function keepsRestrictions(
  recipe: DietCheckable,
  restrictions: readonly DietaryRestriction[],
): boolean {
  if (restrictions.length === 0) return true;
  const kept = new Set(restrictionsKept(recipe));
  return restrictions.every((restriction) => kept.has(restriction));
}

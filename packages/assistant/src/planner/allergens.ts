/**
 * Which of the nine §3 allergens a recipe contains, for households that avoid some. The rules:
 * 1. A name the dictionary knows carries what its entry says: its animal source (dairy, egg,
 *    fish, shellfish), its kind (eggs; breads and pastas are wheat unless made of corn or rice;
 *    nuts are tree nuts unless seeds, peanuts or coconut) and the entries listed in
 *    allergen-words.ts (soy sauce: soy and wheat).
 * 2. Every name, known or not, also carries what its words reveal ("soybean oil" is soy though
 *    the dictionary files it under vegetable oil), harmless look-alikes aside ("almond milk",
 *    "eggplant", "butternut squash", "oyster mushrooms"). A look-alike also overrules the
 *    dictionary when it is all the dictionary matched: "rice flour" is filed under flour and
 *    "cashew cheese" under cheese, but neither is wheat or dairy.
 * 3. A qualifier the cook wrote wins over both: "gluten-free pasta", "vegan mayo", "dairy-free
 *    cheese" are taken at their word.
 * 4. When in doubt, the recipe's own name decides: an ingredient the dictionary does not know
 *    and whose words reveal nothing is assumed free of allergens (most are spices and produce),
 *    unless the recipe is named for one ("Peanut Noodles" with an unknown "house sauce").
 * Water and the like (what the recipe matcher does not count) carry nothing.
 */
import type { IngredientEntry } from '@mise/catalog/ingredients';
import { singularise, toLexiconKey } from '@mise/domain/ingredient-names';
import { ALLERGENS, type Allergen } from '@mise/domain/options';
import {
  ALLERGEN_WORD_RULES,
  ENTRY_ALLERGENS,
  NOT_TREE_NUTS,
  WHEAT_FREE_STARCHES,
} from './allergen-words';
import { ingredientFacts, plainWords, type IngredientFacts } from './ingredient-facts';
import { compileWordRule } from './word-rules';

const RULES = ALLERGENS.map((allergen) => ({
  allergen,
  rule: compileWordRule(ALLERGEN_WORD_RULES[allergen]),
}));

function dictionaryAllergens(entry: IngredientEntry): Set<Allergen> {
  const found = new Set<Allergen>(ENTRY_ALLERGENS.get(entry.name));
  if (entry.animal === 'dairy') found.add('Dairy');
  if (entry.animal === 'egg' || entry.kind === 'egg') found.add('Eggs');
  if (entry.animal === 'fish') found.add('Fish');
  if (entry.animal === 'shellfish') found.add('Shellfish');
  if ((entry.kind === 'bread' || entry.kind === 'pasta') && !WHEAT_FREE_STARCHES.has(entry.name)) {
    found.add('Wheat/Gluten');
  }
  if (entry.kind === 'nut' && !NOT_TREE_NUTS.has(entry.name)) found.add('Tree Nuts');
  return found;
}

const headWordsMemo = new WeakMap<IngredientEntry, ReadonlySet<string>>();

/** The last words of an entry's name and synonyms, singular: what a name of it must contain. */
function headWords(entry: IngredientEntry): ReadonlySet<string> {
  let heads = headWordsMemo.get(entry);
  if (heads === undefined) {
    heads = new Set(
      [entry.name, ...entry.synonyms].map((phrase) =>
        singularise(toLexiconKey(phrase).split(' ').pop() ?? ''),
      ),
    );
    headWordsMemo.set(entry, heads);
  }
  return heads;
}

function stillNames(words: string, entry: IngredientEntry): boolean {
  const heads = headWords(entry);
  return words.split(' ').some((word) => word !== '' && heads.has(singularise(word)));
}

/**
 * The allergens plain words reveal, qualifiers applied, added to (or taken from) what the
 * dictionary entry, if any, found.
 */
function wordAllergens(
  words: string,
  found: Set<Allergen>,
  entry: IngredientEntry | undefined,
): Set<Allergen> {
  for (const { allergen, rule } of RULES) {
    if (rule.declaredFree(words)) {
      found.delete(allergen);
      continue;
    }
    if (found.has(allergen) && entry !== undefined) {
      const rest = rule.withoutHarmless(words);
      if (rest !== words && !stillNames(rest, entry)) found.delete(allergen);
    }
    if (rule.names(words)) found.add(allergen);
  }
  return found;
}

// Keyed by the facts object, so it lives exactly as long as ingredient-facts.ts remembers it.
const memo = new WeakMap<IngredientFacts, ReadonlySet<Allergen>>();

/** The allergens of an ingredient already looked up (what diets.ts builds on). */
export function allergensOfFacts(facts: IngredientFacts): ReadonlySet<Allergen> {
  let found = memo.get(facts);
  if (found === undefined) {
    found =
      facts.counted === undefined
        ? new Set<Allergen>()
        : wordAllergens(
            facts.words,
            facts.entry === undefined ? new Set() : dictionaryAllergens(facts.entry),
            facts.entry,
          );
    memo.set(facts, found);
  }
  return found;
}

/** The allergens of one ingredient name as a recipe writes it ("2 tbsp soy sauce" → Soy, Wheat/Gluten). */
export function ingredientAllergens(rawName: string): ReadonlySet<Allergen> {
  return allergensOfFacts(ingredientFacts(rawName));
}

/** The allergens a dish's name reveals ("Peanut Noodles" → Peanuts, Wheat/Gluten). */
export function nameAllergens(dishName: string): ReadonlySet<Allergen> {
  return wordAllergens(plainWords(dishName), new Set(), undefined);
}

/** An ingredient the rules can say nothing about: unknown to the dictionary, no telling words. */
function inDoubt(facts: IngredientFacts): boolean {
  return (
    facts.counted !== undefined && facts.entry === undefined && allergensOfFacts(facts).size === 0
  );
}

export interface AllergenCheckable {
  readonly name: string;
  readonly ingredients: readonly { readonly name: string }[];
}

/** Every allergen the recipe contains, by the rules above. */
export function recipeAllergens(recipe: AllergenCheckable): ReadonlySet<Allergen> {
  const found = new Set<Allergen>();
  let doubtful = false;
  for (const { name } of recipe.ingredients) {
    const facts = ingredientFacts(name);
    for (const allergen of allergensOfFacts(facts)) found.add(allergen);
    doubtful ||= inDoubt(facts);
  }
  if (doubtful) for (const allergen of nameAllergens(recipe.name)) found.add(allergen);
  return found;
}

/** Whether a household avoiding these allergens can eat the recipe. */
export function isFreeOfAllergens(
  recipe: AllergenCheckable,
  avoided: readonly Allergen[],
): boolean {
  if (avoided.length === 0) return true;
  const contained = recipeAllergens(recipe);
  return avoided.every((allergen) => !contained.has(allergen));
}

/**
 * Swap answers from the 22-entry reference (spec §3, §4 "Swap asks for a substitution for the
 * current step"): which ingredients of a step have a swap, and the spoken answer naming the
 * swap, its ratio and a short note, preferring what the pantry already holds.
 */
import { findIngredient } from '@mise/catalog/ingredients';
import { SUBSTITUTIONS } from '@mise/catalog/substitutions';
import { toLexiconKey } from '@mise/domain/ingredient-names';
import type { Ingredient } from '@mise/domain/entities/recipe';
import type { Substitution } from '@mise/domain/entities/substitution';
import { similarIngredients } from '../similar-ingredients';
import { ingredientsInText, withParents } from './ingredients-in-text';
import { heldInPantry } from './pantry-holds';
import { listWords, lowerFirst } from './spoken-text';

export interface StepSubstitution {
  /** What the cook calls it: the recipe's name for it, else the step's words ("eggs"). */
  readonly ingredient: string;
  /** The reference's name for it ("Egg"). */
  readonly original: string;
  readonly swaps: readonly Substitution[];
}

export interface SubstitutionAnswerOptions {
  readonly ingredients?: readonly Ingredient[];
  /** Names of what the household has; a swap it can make from them is offered first. */
  readonly pantryItems?: readonly string[];
  /** The ingredient the cook asked about ("substitute the butter"); else the step's. */
  readonly ingredient?: string | undefined;
  /** Only the best swap and its ratio, for the concise voice mode. */
  readonly brief?: boolean;
}

const keyOf = (original: string) => findIngredient(original)?.name ?? toLexiconKey(original);

const SWAPS_BY_ORIGINAL = new Map<string, Substitution[]>();
for (const swap of SUBSTITUTIONS) {
  const key = keyOf(swap.original);
  SWAPS_BY_ORIGINAL.set(key, [...(SWAPS_BY_ORIGINAL.get(key) ?? []), swap]);
}

/** What the reference has swaps for, as a cook would list them. */
export const SWAPPABLE_INGREDIENTS: readonly string[] = [
  ...new Set(SUBSTITUTIONS.map((swap) => swap.original.toLowerCase())),
];

/** The reference's swaps for an ingredient or a kind of it: "chicken breasts" → Chicken's. */
export function substitutionsFor(ingredientName: string): Substitution[] {
  const asked = toLexiconKey(ingredientName);
  const entry = findIngredient(ingredientName);
  const keys = entry ? withParents(entry).map((known) => known.name) : [asked];
  const swaps = keys.map((key) => SWAPS_BY_ORIGINAL.get(key)).find((found) => found) ?? [];
  // "oat flour" is a flour to the dictionary: never offer a thing as its own swap.
  return swaps.filter((swap) => toLexiconKey(swap.substitute) !== asked);
}

function recipeNameFor(
  entryName: string,
  ingredients: readonly Ingredient[],
): Ingredient | undefined {
  return ingredients.find((ingredient) => {
    const known = findIngredient(ingredient.name);
    return known !== undefined && withParents(known).some((entry) => entry.name === entryName);
  });
}

/** The step's ingredients that have a swap, each once, in the order the step names them. */
export function substitutionsInStep(
  instruction: string,
  ingredients: readonly Ingredient[] = [],
): StepSubstitution[] {
  const text = ` ${toLexiconKey(instruction)} `;
  const found = ingredientsInText(instruction).map(({ entry, phrase }) => ({
    name: recipeNameFor(entry.name, ingredients)?.name ?? phrase,
    swaps: substitutionsFor(entry.name),
    at: text.indexOf(` ${phrase} `),
  }));
  // A recipe ingredient named word for word that the dictionary does not know.
  for (const { name } of ingredients) {
    const at = text.indexOf(` ${toLexiconKey(name)} `);
    if (at >= 0) found.push({ name, swaps: substitutionsFor(name), at });
  }
  const seen = new Set<string>();
  return found
    .filter(({ swaps }) => swaps.length > 0)
    .sort((a, b) => a.at - b.at)
    .flatMap(({ name, swaps }) => {
      const original = swaps[0]?.original ?? name;
      if (seen.has(original)) return [];
      seen.add(original);
      return [{ ingredient: name, original, swaps }];
    });
}

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;
// "1:1" is read aloud as "1 colon 1" by speech synthesis.
const spokenRatio = (ratio: string) => ratio.replace(/\b1:1\b/g, '1 to 1');

function answerFor(
  name: string,
  swaps: readonly Substitution[],
  pantry: readonly string[],
  brief: boolean,
): string {
  const rank = (swap: Substitution) =>
    (heldInPantry(swap.substitute, pantry) ? 0 : 2) + (swap.tags.includes('pantry-staple') ? 0 : 1);
  const [best, ...others] = [...swaps].sort((a, b) => rank(a) - rank(b));
  if (!best) return '';
  const have = heldInPantry(best.substitute, pantry) ? ', which you have' : '';
  const lead = `Instead of ${name}, use ${lowerFirst(best.substitute)}${have}: ${spokenRatio(best.ratio)}.`;
  if (brief) return lead;
  const note = best.notes ? ` ${firstSentence(best.notes)}` : '';
  const also = others.map((swap) => lowerFirst(swap.substitute)).slice(0, 3);
  const more = also.length > 0 ? ` You could also use ${listWords(also, 'or')}.` : '';
  return `${lead}${note}${more}`;
}

const covered = () => `I have swaps for ${listWords(SWAPPABLE_INGREDIENTS)}.`;

// Only members of the same family (other cheeses for a cheese) are worth naming here: "another
// spice" is too loose to say aloud as a swap.
function unknownIngredient(name: string): string {
  const family = (similarIngredients(name, 3)?.suggestions ?? []).filter((suggestion) =>
    suggestion.reason.startsWith('Also a'),
  );
  const hint =
    family.length > 0
      ? ` Another of its kind, like ${listWords(
          family.map((suggestion) => suggestion.name),
          'or',
        )}, may stand in, but that is untested.`
      : '';
  return `I don’t have a tested swap for ${name}.${hint} ${covered()}`;
}

/** The spoken answer to "what can I substitute?" for a step or a named ingredient. */
export function substitutionAnswer(
  instruction: string,
  { ingredients = [], pantryItems = [], ingredient, brief = false }: SubstitutionAnswerOptions = {},
): string {
  if (ingredient !== undefined && ingredient.trim() !== '') {
    const swaps = substitutionsFor(ingredient);
    const name = ingredient.trim();
    return swaps.length > 0 ? answerFor(name, swaps, pantryItems, brief) : unknownIngredient(name);
  }
  const found = substitutionsInStep(instruction, ingredients).slice(0, brief ? 1 : 2);
  if (found.length === 0) {
    return `Nothing in this step needs a swap from my list, so carry on as written. ${covered()}`;
  }
  return found.map((item) => answerFor(item.ingredient, item.swaps, pantryItems, brief)).join(' ');
}

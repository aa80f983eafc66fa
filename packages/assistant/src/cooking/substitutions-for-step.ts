/**
 * Swap answers from the 22-entry reference (spec §3, §4 "Swap asks for a substitution for the
 * current step"): which ingredients of a step have a swap, and the spoken answer naming the
 * swap, its ratio and a short note, preferring what the pantry already holds. What the
 * ingredient does in the step decides the swap (catalog substitution-uses: whipped whites take
 * aquafaba, never applesauce), and the answer is in the cook's language, names and all.
 */
import { findIngredient, type IngredientEntry } from '@mise/catalog/ingredients';
import { SUBSTITUTIONS } from '@mise/catalog/substitutions';
import {
  INGREDIENTS_WITH_USES,
  type SubstitutionUse,
  useOf,
} from '@mise/catalog/substitution-uses/substitution-uses';
import { toLexiconKey } from '@mise/domain/ingredient-names';
import type { Ingredient } from '@mise/domain/entities/recipe';
import type { Substitution } from '@mise/domain/entities/substitution';
import { type AssistantLanguage, foreignLanguage } from './assistant-language';
import { foreignIngredientsInText, ingredientsInText, withParents } from './ingredients-in-text';
import { type SwapOffer, offersFor } from './swap-offers';
import { entryNameIn } from './names-in-language';
import { askedIngredient } from './swap-names';
import { SWAP_PHRASES, type SpokenName } from './swap-phrases/swap-phrases';
import { sameKindHint } from './swap-same-kind';

export interface StepSubstitution {
  /** What the cook calls it: the recipe's name for it, else the step's words ("eggs"). */
  readonly ingredient: string;
  /** The reference's name for it ("Egg"), or the dictionary's when only a use has swaps. */
  readonly original: string;
  readonly swaps: readonly Substitution[];
  /** What it does in this step, when that changes its swap (whipped whites). */
  readonly use: SubstitutionUse | undefined;
  /** Its name in the answer's language. */
  readonly spoken: SpokenName;
}

export interface SubstitutionAnswerOptions {
  readonly ingredients?: readonly Ingredient[];
  /** Names of what the household has; a swap it can make from them is offered first. */
  readonly pantryItems?: readonly string[];
  /** The ingredient the cook asked about ("substitute the butter"); else the step's. */
  readonly ingredient?: string | undefined;
  /** Only the best swap and its ratio, for the concise voice mode. */
  readonly brief?: boolean;
  /** The language of the answer; English by default. */
  readonly language?: AssistantLanguage;
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
export function substitutionsFor(
  ingredientName: string,
  language?: AssistantLanguage,
): Substitution[] {
  const entry =
    language === undefined
      ? findIngredient(ingredientName)
      : askedIngredient(ingredientName, language).entry;
  return swapsOfEntry(entry, toLexiconKey(ingredientName));
}

function swapsOfEntry(entry: IngredientEntry | undefined, asked: string): Substitution[] {
  const keys = entry ? withParents(entry).map((known) => known.name) : [asked];
  const swaps = keys.map((key) => SWAPS_BY_ORIGINAL.get(key)).find((found) => found) ?? [];
  // "oat flour" is a flour to the dictionary: never offer a thing as its own swap.
  const own = new Set([asked, entry?.name]);
  return swaps.filter((swap) => !own.has(toLexiconKey(swap.substitute)));
}

/** What the ingredient does in these words, for the ingredients whose swap depends on it. */
function useIn(entry: IngredientEntry | undefined, texts: readonly string[]) {
  const withUses =
    entry && withParents(entry).find((known) => INGREDIENTS_WITH_USES.has(known.name));
  return withUses && useOf(withUses.name, texts);
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

interface Found {
  readonly name: string;
  readonly entry: IngredientEntry | undefined;
  readonly at: number;
  readonly spoken: SpokenName;
}

function foundInStep(
  instruction: string,
  ingredients: readonly Ingredient[],
  language: AssistantLanguage,
): Found[] {
  const text = ` ${toLexiconKey(instruction)} `;
  const plural = (phrase: string) =>
    phrase !== toLexiconKey(findIngredient(phrase)?.name ?? phrase);
  const found: Found[] = ingredientsInText(instruction).map(({ entry, phrase }) => {
    const name = recipeNameFor(entry.name, ingredients)?.name ?? phrase;
    return {
      name,
      entry,
      at: text.indexOf(` ${phrase} `),
      spoken: entryNameIn(entry, language, plural(phrase), name),
    };
  });
  // "Whisk the whites": after "separate the eggs", whites and yolks alone are the eggs'.
  const egg = findIngredient('egg');
  for (const part of ['whites', 'yolks']) {
    const at = text.indexOf(` ${part} `);
    if (at >= 0 && egg)
      found.push({ name: part, entry: egg, at, spoken: entryNameIn(egg, language, true, part) });
  }
  // A recipe ingredient named word for word that the dictionary does not know.
  for (const { name } of ingredients) {
    const at = text.indexOf(` ${toLexiconKey(name)} `);
    if (at >= 0) found.push({ name, entry: undefined, at, spoken: { text: name, plural: false } });
  }
  // A recipe written in the cook's language.
  const foreign = foreignLanguage(language);
  if (foreign !== undefined) {
    for (const mention of foreignIngredientsInText(instruction, foreign)) {
      const { entry, phrase, spoken, plural: several } = mention;
      const at = text.indexOf(` ${phrase} `);
      found.push({ name: phrase, entry, at, spoken: { text: spoken, plural: several } });
    }
  }
  return found;
}

/** The step's ingredients that have a swap, each once, in the order the step names them. */
export function substitutionsInStep(
  instruction: string,
  ingredients: readonly Ingredient[] = [],
  language: AssistantLanguage = 'en',
): StepSubstitution[] {
  const seen = new Set<string>();
  return foundInStep(instruction, ingredients, language)
    .map((item) => ({
      ...item,
      swaps: item.entry
        ? swapsOfEntry(item.entry, toLexiconKey(item.name))
        : substitutionsFor(item.name),
      use: useIn(item.entry ?? findIngredient(item.name), [instruction]),
    }))
    .filter(({ swaps, use }) => swaps.length > 0 || use !== undefined)
    .sort((a, b) => a.at - b.at)
    .flatMap(({ name, swaps, use, spoken, entry }) => {
      const original = swaps[0]?.original ?? entry?.name ?? name;
      if (seen.has(original)) return [];
      seen.add(original);
      return [{ ingredient: name, original, swaps, use, spoken }];
    });
}

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;
const firstSentenceOf = (text: string | undefined) =>
  text === undefined ? undefined : firstSentence(text);

interface AnswerInput {
  readonly name: SpokenName;
  readonly swaps: readonly Substitution[];
  readonly use: SubstitutionUse | undefined;
  readonly pantry: readonly string[];
  readonly brief: boolean;
  readonly language: AssistantLanguage;
}

function lead({ name, use, language }: AnswerInput, best: SwapOffer): string {
  const phrases = SWAP_PHRASES[language];
  return use === undefined
    ? phrases.insteadOf(name, best.spoken, best.ratio, best.have)
    : phrases.forUse(use.purpose[language], best.spoken, best.ratio, best.have);
}

function answerFor(input: AnswerInput): string {
  const { use, language, brief } = input;
  const phrases = SWAP_PHRASES[language];
  const caveat = use?.caveat?.[language];
  const [best, ...others] = offersFor(input.swaps, use, input.pantry, language);
  if (!best) {
    const none = use === undefined ? '' : phrases.noGoodSwap(use.purpose[language]);
    return [none, brief ? firstSentenceOf(caveat) : caveat].filter(Boolean).join(' ');
  }
  const first = lead(input, best);
  if (brief) return first;
  const also = others.map((offer) => offer.spoken).slice(0, 3);
  return [
    first,
    firstSentence(best.notes),
    caveat,
    also.length > 0 ? phrases.alsoUse(also) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/** "I have swaps for butter, milk, egg …" in the language. */
function covered(language: AssistantLanguage): string {
  const names = SWAPPABLE_INGREDIENTS.map(
    (original) => entryNameIn(findIngredient(original), language, false, original).text,
  );
  return SWAP_PHRASES[language].covered(names);
}

function unknownIngredient(
  name: SpokenName,
  entry: IngredientEntry | undefined,
  language: AssistantLanguage,
): string {
  const phrases = SWAP_PHRASES[language];
  const kin = sameKindHint(entry?.name ?? name.text, language);
  return [phrases.unknown(name.text), kin, covered(language)].filter(Boolean).join(' ');
}

/** The spoken answer to "what can I substitute?" for a step or a named ingredient. */
export function substitutionAnswer(
  instruction: string,
  {
    ingredients = [],
    pantryItems = [],
    ingredient,
    brief = false,
    language = 'en',
  }: SubstitutionAnswerOptions = {},
): string {
  if (ingredient !== undefined && ingredient.trim() !== '') {
    const { entry, name } = askedIngredient(ingredient, language);
    const swaps = swapsOfEntry(entry, toLexiconKey(ingredient));
    // The step tells the use only when it is about this ingredient.
    const inStep = substitutionsInStep(instruction, ingredients, language).some(
      (item) => entry !== undefined && item.original === (swaps[0]?.original ?? entry.name),
    );
    const use = useIn(entry, inStep ? [ingredient, instruction] : [ingredient]);
    if (swaps.length === 0 && use === undefined) return unknownIngredient(name, entry, language);
    return answerFor({ name, swaps, use, pantry: pantryItems, brief, language });
  }
  const found = substitutionsInStep(instruction, ingredients, language).slice(0, brief ? 1 : 2);
  if (found.length === 0) {
    return `${SWAP_PHRASES[language].nothingInStep} ${covered(language)}`;
  }
  return found
    .map((item) =>
      answerFor({
        name: item.spoken,
        swaps: item.swaps,
        use: item.use,
        pantry: pantryItems,
        brief,
        language,
      }),
    )
    .join(' ');
}

// The recipe generator's four filters (spec §2) with the words the selects show, and the §7
// request they become: the diet travels as a list holding it, empty for "any".
import type { RecipeGenerateRequest } from '@mise/domain/api/recipes';
import {
  type DietaryRestriction,
  GENERATOR_COOK_TIMES,
  GENERATOR_CUISINES,
  GENERATOR_DIETS,
  GENERATOR_DIFFICULTIES,
  type GeneratorCookTime,
  type GeneratorCuisine,
  type GeneratorDiet,
  type GeneratorDifficulty,
} from '@mise/domain/options';

export interface GeneratorFilterValues {
  readonly diet: GeneratorDiet;
  readonly cookTime: GeneratorCookTime;
  readonly cuisine: GeneratorCuisine;
  readonly difficulty: GeneratorDifficulty;
}

export const DEFAULT_FILTERS: GeneratorFilterValues = {
  diet: 'any',
  cookTime: 'any',
  cuisine: 'any',
  difficulty: 'any',
};

/** Strictest first: a vegan who also ticked Vegetarian gets vegan recipes. */
const DIETS_BY_STRICTNESS = [
  ['Vegan', 'vegan'],
  ['Vegetarian', 'vegetarian'],
  ['Keto', 'keto'],
  ['Paleo', 'paleo'],
] as const satisfies readonly (readonly [DietaryRestriction, GeneratorDiet])[];

/**
 * The filters the generator starts on for a household's dietary preferences (Settings): the
 * strictest diet the generator knows, so a vegan kitchen is never offered meat by default.
 */
export function filtersForDiet(
  dietaryRestrictions: readonly DietaryRestriction[],
): GeneratorFilterValues {
  const diet = DIETS_BY_STRICTNESS.find(([preference]) => dietaryRestrictions.includes(preference));
  return { ...DEFAULT_FILTERS, diet: diet?.[1] ?? 'any' };
}

interface FilterField<Value extends string> {
  readonly label: string;
  readonly options: readonly { readonly value: Value; readonly label: string }[];
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const labelled = <Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string = capitalised,
) => values.map((value) => ({ value, label: value === 'any' ? 'Any' : label(value) }));

const COOK_TIME_LABELS: Record<GeneratorCookTime, string> = {
  any: 'Any',
  'under-15': 'Under 15 min',
  '15-30': '15-30 min',
  '30-60': '30-60 min',
  'over-60': 'Over 60 min',
};

export const FILTER_FIELDS: {
  readonly [Name in keyof GeneratorFilterValues]: FilterField<GeneratorFilterValues[Name]>;
} = {
  diet: { label: 'Diet', options: labelled(GENERATOR_DIETS) },
  cookTime: {
    label: 'Cook time',
    options: labelled(GENERATOR_COOK_TIMES, (value) => COOK_TIME_LABELS[value]),
  },
  cuisine: { label: 'Cuisine', options: labelled(GENERATOR_CUISINES) },
  difficulty: { label: 'Difficulty', options: labelled(GENERATOR_DIFFICULTIES) },
};

export function generateRequestOf(filters: GeneratorFilterValues): RecipeGenerateRequest {
  return {
    dietaryRestrictions: filters.diet === 'any' ? [] : [filters.diet],
    cookTime: filters.cookTime,
    cuisine: filters.cuisine,
    difficulty: filters.difficulty,
  };
}

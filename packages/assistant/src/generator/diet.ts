/**
 * Diet rules of the recipe generator, judged on dictionary entries only: a name the dictionary
 * does not know cannot be proven safe, so it fits no diet but "any".
 */
import { findIngredient, type IngredientEntry } from '@mise/catalog/ingredients';
import type { GeneratorDiet } from '@mise/domain/options';

export const STRICT_DIETS = ['vegetarian', 'vegan', 'keto', 'paleo'] as const;
export type StrictDiet = (typeof STRICT_DIETS)[number];

const NOT_VEGETARIAN = new Set(['meat', 'poultry', 'fish', 'shellfish']);

export function entryFitsDiet(entry: IngredientEntry, diet: GeneratorDiet): boolean {
  switch (diet) {
    case 'any':
      return true;
    case 'vegan':
      return entry.animal === undefined;
    case 'vegetarian':
      return entry.animal === undefined || !NOT_VEGETARIAN.has(entry.animal);
    case 'keto':
      return entry.carbs !== 'high';
    case 'paleo':
      return entry.paleo;
  }
}

const verdicts = new Map<string, boolean>();

export function nameFitsDiet(name: string, diet: GeneratorDiet): boolean {
  if (diet === 'any') return true;
  const key = `${diet}:${name}`;
  let fits = verdicts.get(key);
  if (fits === undefined) {
    const entry = findIngredient(name);
    fits = entry !== undefined && entryFitsDiet(entry, diet);
    verdicts.set(key, fits);
  }
  return fits;
}

/** Every strict diet all the named ingredients satisfy, in STRICT_DIETS order. */
export function dietsSatisfiedBy(names: readonly string[]): StrictDiet[] {
  return STRICT_DIETS.filter((diet) => names.every((name) => nameFitsDiet(name, diet)));
}

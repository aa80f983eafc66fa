/**
 * A dictionary ingredient's name in the cook's language, from the catalog's shared table
 * (ingredient-names/): "egg" → "huevos", "chicken thigh" → "muslo de pollo".
 */
import type { IngredientEntry } from '@mise/catalog/ingredients';
import { foreignNameOf } from '@mise/catalog/ingredient-names/foreign-names';
import { type AssistantLanguage, foreignLanguage } from './assistant-language';
import { withParents } from './ingredients-in-text';
import type { SpokenName } from './swap-phrases/swap-phrases';

/**
 * The dictionary entry's name in `language`, or a broader entry's ("chicken thigh" → "pollo"
 * if the table lacked it); `fallback` when the language has none, or in English.
 */
export function entryNameIn(
  entry: IngredientEntry | undefined,
  language: AssistantLanguage,
  plural: boolean,
  fallback: string,
): SpokenName {
  const foreign = foreignLanguage(language);
  if (foreign === undefined || entry === undefined) return { text: fallback, plural };
  for (const known of withParents(entry)) {
    const text = foreignNameOf(known.name, foreign, plural);
    if (text !== undefined) return { text, plural };
  }
  return { text: fallback, plural };
}

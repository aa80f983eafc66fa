/**
 * For an ingredient the reference has no swap for: others of its family in the dictionary
 * (other cheeses for a cheese), named in the cook's language, offered as untested. "Another
 * spice" is too loose to say aloud as a swap, so only same-family suggestions are named.
 */
import { foreignNameOf } from '@mise/catalog/ingredient-names/foreign-names';
import { similarIngredients } from '../similar-ingredients';
import { type AssistantLanguage, foreignLanguage } from './assistant-language';
import { SWAP_PHRASES } from './swap-phrases/swap-phrases';

export function sameKindHint(name: string, language: AssistantLanguage): string | undefined {
  const family = (similarIngredients(name, 3)?.suggestions ?? []).filter((suggestion) =>
    suggestion.reason.startsWith('Also a'),
  );
  const foreign = foreignLanguage(language);
  // A name the language has no word of its own for is left out rather than said in English.
  const names = family.flatMap((suggestion) => {
    if (foreign === undefined) return [suggestion.name];
    return foreignNameOf(suggestion.name.toLowerCase(), foreign) ?? [];
  });
  const distinct = [...new Set(names)];
  return distinct.length > 0 ? SWAP_PHRASES[language].sameKind(distinct) : undefined;
}

/**
 * The swaps to offer for an ingredient, best first, as the answer says them. Without a use the
 * reference's swaps are ranked by what the pantry holds, then by what most kitchens have; with a
 * use only the swaps that work for it are offered, in its order, the held one first.
 */
import { findIngredient } from '@mise/catalog/ingredients';
import { SUBSTITUTIONS } from '@mise/catalog/substitutions';
import type { SubstitutionUse } from '@mise/catalog/substitution-uses/substitution-uses';
import type { Substitution } from '@mise/domain/entities/substitution';
import type { AssistantLanguage } from './assistant-language';
import { heldInPantry } from './pantry-holds';
import { referenceSwapWords, useSwapWords } from './swap-names';

export interface SwapOffer {
  /** As said after "use": "coconut oil", "de l’huile de coco". */
  readonly spoken: string;
  readonly ratio: string;
  readonly notes: string;
  /** Whether the household has it, or what it is made from. */
  readonly have: boolean;
}

function referenceOffer(
  swap: Substitution,
  pantry: readonly string[],
  language: AssistantLanguage,
): SwapOffer {
  return { ...referenceSwapWords(swap, language), have: heldInPantry(swap.substitute, pantry) };
}

/** The reference's swap of the use's ingredient to `substitute` ("Coconut oil"). */
function referenceSwap(use: SubstitutionUse, substitute: string): Substitution | undefined {
  return SUBSTITUTIONS.find(
    (swap) =>
      swap.substitute === substitute && findIngredient(swap.original)?.name === use.ingredient,
  );
}

export function offersFor(
  swaps: readonly Substitution[],
  use: SubstitutionUse | undefined,
  pantry: readonly string[],
  language: AssistantLanguage,
): SwapOffer[] {
  if (use === undefined) {
    const rank = (swap: Substitution) =>
      (heldInPantry(swap.substitute, pantry) ? 0 : 2) +
      (swap.tags.includes('pantry-staple') ? 0 : 1);
    return [...swaps]
      .sort((a, b) => rank(a) - rank(b))
      .map((swap) => referenceOffer(swap, pantry, language));
  }
  const offers = use.swaps.flatMap((swap): SwapOffer[] => {
    if (typeof swap !== 'string') {
      const have = swap.madeFrom.some((name) => heldInPantry(name, pantry));
      return [{ ...useSwapWords(swap, language), have }];
    }
    const reference = referenceSwap(use, swap);
    return reference ? [referenceOffer(reference, pantry, language)] : [];
  });
  // What the household has first; otherwise the use's own order, best first (sort is stable).
  return offers.sort((a, b) => Number(b.have) - Number(a.have));
}

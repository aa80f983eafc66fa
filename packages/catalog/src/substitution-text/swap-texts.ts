/** Every language's text of the reference's swaps, and the one for a swap in a language. */
import type { Substitution } from '@mise/domain/entities/substitution';
import type { ForeignNameLanguage } from '../ingredient-names/foreign-name';
import { GERMAN_SWAPS } from './de';
import { SPANISH_SWAPS } from './es';
import { FRENCH_SWAPS } from './fr';
import { ITALIAN_SWAPS } from './it';
import { type SwapText, type SwapTextsByLanguage, swapKey } from './swap-text';

export const SWAP_TEXTS: SwapTextsByLanguage = {
  es: SPANISH_SWAPS,
  fr: FRENCH_SWAPS,
  it: ITALIAN_SWAPS,
  de: GERMAN_SWAPS,
};

export function swapTextOf(
  swap: Pick<Substitution, 'original' | 'substitute'>,
  language: ForeignNameLanguage,
): SwapText | undefined {
  return SWAP_TEXTS[language][swapKey(swap)];
}

/**
 * Names in a swap answer as the cook's language says them: the ingredient asked about
 * ("mantequilla", "Eier"), one found in a step's English ("eggs" → "huevos"), and the swaps
 * themselves, from the catalog's shared tables (ingredient-names/, substitution-text/).
 */
import { findIngredient, type IngredientEntry } from '@mise/catalog/ingredients';
import { readForeignName } from '@mise/catalog/ingredient-names/foreign-names';
import { swapTextOf } from '@mise/catalog/substitution-text/swap-texts';
import type { UseSwap } from '@mise/catalog/substitution-uses/substitution-uses';
import type { Substitution } from '@mise/domain/entities/substitution';
import { type AssistantLanguage, foreignLanguage } from './assistant-language';
import { entryNameIn } from './names-in-language';
import { lowerFirst } from './spoken-text';
import { SWAP_PHRASES, type SpokenName } from './swap-phrases/swap-phrases';

/** What a cook asked about: the dictionary's entry for it, if any, and its name to say. */
export interface AskedIngredient {
  readonly entry: IngredientEntry | undefined;
  readonly name: SpokenName;
}

/** The ingredient a cook named, in their words or in English: "la mantequilla", "butter". */
export function askedIngredient(asked: string, language: AssistantLanguage): AskedIngredient {
  const words = asked.trim();
  const foreign = foreignLanguage(language);
  const match = foreign === undefined ? undefined : readForeignName(words, foreign);
  if (match) {
    const { row, plural } = match;
    const text = plural ? (row.many ?? row.one) : row.one;
    return { entry: findIngredient(match.english), name: { text, plural } };
  }
  const entry = findIngredient(words) ?? findIngredient(readForeignName(words)?.english ?? '');
  const plural = /s$/i.test(words) && entry !== undefined && entry.name !== words.toLowerCase();
  return { entry, name: entryNameIn(entry, language, plural, words) };
}

/** A reference swap as said after "use", with its ratio and first note, in `language`. */
export function referenceSwapWords(swap: Substitution, language: AssistantLanguage) {
  const foreign = foreignLanguage(language);
  const text = foreign === undefined ? undefined : swapTextOf(swap, foreign);
  if (text === undefined) {
    return {
      spoken: lowerFirst(swap.substitute),
      ratio: SWAP_PHRASES.en.spokenRatio(swap.ratio),
      notes: swap.notes,
    };
  }
  return { spoken: text.asObject ?? text.substitute, ratio: text.ratio, notes: text.notes };
}

/** A swap for one use (aquafaba for whipped whites) in `language`. */
export function useSwapWords(swap: UseSwap, language: AssistantLanguage) {
  return {
    spoken: swap.substitute[language],
    ratio: swap.ratio[language],
    notes: swap.note[language],
  };
}

// What a recipe card shows (spec §2, §9): the first 6 ingredients and how many more there are,
// the rating with its 4.8 default, and the match badge's tone (positive from 70 %, the other
// colour below, neutral when there is no percentage yet).
import { pluralWord } from '@mise/domain/plural';
import {
  MATCH_BADGE_THRESHOLD_PERCENT,
  RECIPE_CARD_DEFAULT_RATING,
  RECIPE_CARD_MAX_INGREDIENTS,
} from '@mise/domain/constants';
import type { Ingredient } from '@mise/domain/entities/recipe';

export interface CardIngredients {
  readonly shown: readonly Ingredient[];
  /** How many are left out: the "+N more ingredients" note. */
  readonly more: number;
}

export function cardIngredients(ingredients: readonly Ingredient[]): CardIngredients {
  return {
    shown: ingredients.slice(0, RECIPE_CARD_MAX_INGREDIENTS),
    more: Math.max(0, ingredients.length - RECIPE_CARD_MAX_INGREDIENTS),
  };
}

export function moreIngredientsNote(more: number): string {
  return `+${more} more ${pluralWord(more, { one: 'ingredient', other: 'ingredients' })}`;
}

/** A recipe not rated yet (0 or none) shows the card default. */
export function cardRating(rating: number | undefined): number {
  return rating === undefined || rating <= 0 ? RECIPE_CARD_DEFAULT_RATING : rating;
}

export type MatchTone = 'positive' | 'other' | 'neutral';

export function matchTone(percent: number | undefined): MatchTone {
  if (percent === undefined) return 'neutral';
  return percent >= MATCH_BADGE_THRESHOLD_PERCENT ? 'positive' : 'other';
}

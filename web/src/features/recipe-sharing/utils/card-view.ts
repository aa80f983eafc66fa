// What the sharing page's cards show (spec §2, §9): the rating or "No rating", at most two
// dietary tags on a community card, and option words as a cook reads them.
import { COMMUNITY_CARD_MAX_DIETARY_TAGS } from '@mise/domain/constants';

/** A recipe not rated yet (no rating, or the stored default 0) says "No rating". */
export function ratingLabel(rating: number | null | undefined): string {
  return rating === undefined || rating === null || rating <= 0 ? 'No rating' : rating.toFixed(1);
}

export function cardDietaryTags(tags: readonly string[]): readonly string[] {
  return tags.slice(0, COMMUNITY_CARD_MAX_DIETARY_TAGS);
}

/** "italian" → "Italian": option values are stored in lower case. */
export function optionLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

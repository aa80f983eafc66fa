/**
 * A recipe's dietary tags in one spelling, so "Gluten Free", "gluten-free" and "GLUTEN_FREE"
 * are the same tag: lowercase words joined by hyphens.
 */
import { toLexiconKey } from '@mise/domain/ingredient-names';

// Recipes share a small vocabulary of tags, so each spelling is worked out once.
const memo = new Map<string, string>();

export function normaliseTag(tag: string): string {
  let normalised = memo.get(tag);
  if (normalised === undefined) {
    normalised = toLexiconKey(tag).replace(/ /g, '-');
    if (memo.size >= 1_000) memo.clear();
    memo.set(tag, normalised);
  }
  return normalised;
}

export function tagSet(tags: readonly string[]): ReadonlySet<string> {
  return new Set(tags.map(normaliseTag));
}

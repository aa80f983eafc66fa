/**
 * Where a sealed pack is kept, from a product's categories as Open Food Facts tags them
 * ("en:frozen-vegetables", "en:cheeses", "fr:fromages-de-vache"): frozen food in the freezer,
 * chilled food (dairy, meat, fish, eggs) in the fridge, the rest in the pantry. Long-life forms
 * of chilled food (UHT milk, canned fish, cured meat) stay in the pantry.
 *
 * A chilled food is known by the tag's head word, which is the last in English
 * ("en:cow-cheeses", but not "en:cream-crackers" or "en:eggplants") and the first in the other
 * languages the service tags in ("fr:fromages-de-vache", "es:quesos-curados").
 */
import type { PantryCategory } from '@mise/domain/options';

const FREEZER_WORDS =
  /^(?:frozen|surgeles?|ice|glaces?|sorbets?|tiefkuhl\w*|congelad[oa]s?|surgelat[io])$/;
const SHELF_STABLE_WORDS =
  /^(?:uht|long|powdered|condensed|evaporated|canned|tinned|conserves?|dried|cured|jerky|substitutes)$/;
const CHILLED_HEADS = new Set([
  ...['dairies', 'milks', 'cheeses', 'yogurts', 'yoghurts', 'butters', 'creams', 'eggs', 'meats'],
  ...['poultry', 'chickens', 'hams', 'sausages', 'fishes', 'seafood', 'tofu', 'refrigerated'],
  ...['fromages', 'yaourts', 'laits', 'oeufs', 'viandes', 'poissons', 'beurres', 'cremes'],
  ...['quesos', 'leches', 'yogures', 'huevos', 'carnes', 'pescados'],
  ...['formaggi', 'latti', 'yogurt', 'uova', 'carni', 'pesci'],
  ...['kase', 'milch', 'joghurts', 'eier', 'fleisch', 'fische'],
]);

export function productCategory(tags: readonly string[]): PantryCategory {
  const parsed = tags.map((tag) => {
    const [, language = 'en', name = tag] = /^(?:([a-z]{2}):)?(.*)$/.exec(tag.toLowerCase()) ?? [];
    const words = name.split('-');
    return { words, head: (language === 'en' ? words.at(-1) : words[0]) ?? '' };
  });
  const anyWord = (pattern: RegExp) =>
    parsed.some(({ words }) => words.some((w) => pattern.test(w)));
  if (anyWord(FREEZER_WORDS)) return 'freezer';
  if (anyWord(SHELF_STABLE_WORDS)) return 'pantry';
  return parsed.some(({ head }) => CHILLED_HEADS.has(head)) ? 'fridge' : 'pantry';
}

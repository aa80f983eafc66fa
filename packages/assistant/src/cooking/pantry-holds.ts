/**
 * Whether the pantry can make a swap's substitute. Some substitutes are made from something
 * else: a flax egg from flaxseed, cauliflower rice from a cauliflower, oat flour from oats.
 */
import { findIngredient } from '@mise/catalog/ingredients';
import { readForeignName } from '@mise/catalog/ingredient-names/foreign-names';
import { singularise, toLexiconKey } from '@mise/domain/ingredient-names';

/** Each group must be held; any one name in a group will do. */
const MADE_FROM: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  ['flax egg', [['flaxseed']]],
  ['chia egg', [['chia seed']]],
  ['milk with lemon juice', [['milk'], ['lemon', 'vinegar']]],
  ['zucchini noodle', [['zucchini']]],
  ['cauliflower rice', [['cauliflower']]],
  ['cashew cream', [['cashew']]],
  ['oat flour', [['oat flour', 'oats']]],
]);

const singularKey = (name: string) => {
  const words = toLexiconKey(name).split(' ');
  return [...words.slice(0, -1), singularise(words[words.length - 1] ?? '')].join(' ');
};

/**
 * The names a pantry item answers to: as written, and the dictionary's name for it, also when
 * the household wrote it in Spanish, French, Italian or German ("Aceite de coco").
 */
function pantryNames(pantryItems: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const item of pantryItems) {
    names.add(toLexiconKey(item));
    names.add(singularKey(item));
    // English first: "Pan" on an English list is not Spanish bread.
    const foreign = readForeignName(item)?.english;
    const entry =
      findIngredient(item) ?? (foreign === undefined ? undefined : findIngredient(foreign));
    if (entry) names.add(entry.name);
  }
  return names;
}

// Names are compared as written, or as the dictionary files the pantry item, never as the
// dictionary files the need: "tamari" is filed under soy sauce, and soy sauce is not tamari.
function holds(need: string, names: ReadonlySet<string>): boolean {
  return names.has(toLexiconKey(need)) || names.has(singularKey(need));
}

export function heldInPantry(substitute: string, pantryItems: readonly string[]): boolean {
  if (pantryItems.length === 0) return false;
  const names = pantryNames(pantryItems);
  const groups = MADE_FROM.get(singularKey(substitute)) ?? [[substitute]];
  return groups.every((group) => group.some((need) => holds(need, names)));
}

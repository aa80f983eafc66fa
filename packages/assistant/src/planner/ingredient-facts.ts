/**
 * What the planner knows about one ingredient name as a recipe or a pantry writes it: the
 * canonical name the recipe matcher of @mise/domain counts it as, the dictionary entry behind
 * it, and the name in plain lowercase words for keyword rules. Normalising a name costs about
 * 10 µs and a 1,000-recipe library holds thousands of rows, so facts are remembered by raw name
 * across calls; the cache only ever returns what the pure computation would.
 */
import { INGREDIENTS, ingredientLexicon, type IngredientEntry } from '@mise/catalog/ingredients';
import { toLexiconKey } from '@mise/domain/ingredient-names';
import { countedIngredients, indexPantry } from '@mise/domain/recipe-match';

export interface IngredientFacts {
  /** The canonical name the matcher counts; undefined for what no recipe waits for (water). */
  readonly counted: string | undefined;
  /** The dictionary entry, when the dictionary knows the name. */
  readonly entry: IngredientEntry | undefined;
  /** The raw name as padded lowercase words (" soy sauce "), ready for word-bounded keywords. */
  readonly words: string;
}

const ENTRY_BY_NAME: ReadonlyMap<string, IngredientEntry> = new Map(
  INGREDIENTS.map((entry) => [entry.name, entry]),
);

// A server planning for many households sees many names; past this the memo starts again.
const MEMO_LIMIT = 20_000;
const factsMemo = new Map<string, IngredientFacts>();
const pantryMemo = new Map<string, readonly string[]>();
const wordsMemo = new Map<string, string>();

function remember<T>(memo: Map<string, T>, key: string, make: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const made = make();
  memo.set(key, made);
  return made;
}

/** The lowercase words of a name, padded with spaces so every word has a space either side. */
export function plainWords(text: string): string {
  return remember(wordsMemo, text, () => ` ${toLexiconKey(text)} `);
}

/** Facts of a recipe's ingredient name, as written ("2 Large Eggs" → egg). */
export function ingredientFacts(rawName: string): IngredientFacts {
  return remember(factsMemo, rawName, () => {
    // The matcher's own rule decides what counts (water does not) and what it is called.
    const counted = countedIngredients([rawName], ingredientLexicon)[0];
    return {
      counted,
      entry: counted === undefined ? undefined : ENTRY_BY_NAME.get(counted),
      words: ` ${toLexiconKey(rawName)} `,
    };
  });
}

/**
 * The canonical names a pantry item satisfies, as the matcher indexes it: its own and every
 * broader one above it ("red onion" → red onion, onion).
 */
export function pantryNamesOf(rawName: string): readonly string[] {
  return remember(pantryMemo, rawName, () => [...indexPantry([rawName], ingredientLexicon)]);
}

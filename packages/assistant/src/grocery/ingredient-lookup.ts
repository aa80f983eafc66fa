/**
 * Written ingredient names as the grocery list keys them: the matcher's canonical name
 * (@mise/domain recipe-match with the catalog's lexicon), so "scallions" and "green onion" are
 * one line and a pantry name matches a recipe name exactly when the match percentage says so.
 * Water is left out the way the matcher leaves it out: it comes from the tap.
 *
 * Normalising a name costs about 10 µs and a week's plan asks for the same few hundred names
 * again and again, so answers are remembered, up to a bound that a server never outgrows.
 */
import { INGREDIENTS, ingredientLexicon, type IngredientEntry } from '@mise/catalog/ingredients';
import { countedIngredients } from '@mise/domain/recipe-match';

const ENTRIES: ReadonlyMap<string, IngredientEntry> = new Map(
  INGREDIENTS.map((entry) => [entry.name, entry]),
);

const MAX_REMEMBERED = 20_000;
const remembered = new Map<string, string | undefined>();

/** The canonical name of a written ingredient; undefined for water and for names of nothing. */
export function canonicalName(raw: string): string | undefined {
  if (remembered.has(raw)) return remembered.get(raw);
  const [name] = countedIngredients([raw], ingredientLexicon);
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(raw, name);
  return name;
}

/** The dictionary entry of a canonical name, if the dictionary knows it. */
export function entryNamed(canonical: string): IngredientEntry | undefined {
  return ENTRIES.get(canonical);
}

/** The broader names above a canonical one, nearest first ("red onion" → ["onion"]). */
export function broaderNames(canonical: string): readonly string[] {
  const names: string[] = [];
  let parent = ingredientLexicon.parent(canonical);
  // A cycle in bad data ends at the first name seen twice.
  while (parent !== undefined && parent !== canonical && !names.includes(parent)) {
    names.push(parent);
    parent = ingredientLexicon.parent(parent);
  }
  return names;
}

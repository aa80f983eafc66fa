/**
 * "What can I use instead of X?" for an X the 22-entry swap reference does not cover (issue 5):
 * the dictionary knows what X is, so the answer is what else is of its kind. These are weaker
 * suggestions than the reference's tested swaps, and the UI says so.
 *
 * Ranking: another member of X's family first ("parmesan" → other cheeses), then a name sharing
 * a word ("heavy cream" → sour cream), then something as general as X (a family head for a
 * family head, not one particular cheese for cream), kept the same way; then the same kind. A candidate must be of X's kind and must not bring in
 * an animal product X did not have, so a vegan ingredient is never answered with a dairy one.
 */
import { INGREDIENTS, type IngredientEntry, findIngredient } from '@mise/catalog/ingredients';

export interface SimilarIngredient {
  name: string;
  /** Why it is offered, in a few words: "Also a cheese", "Another spice". */
  reason: string;
}

export interface SimilarIngredients {
  /** The dictionary's name for what was asked about. */
  ingredient: string;
  suggestions: readonly SimilarIngredient[];
}

const DEFAULT_LIMIT = 4;

const wordsOf = (name: string) => new Set(name.split(' '));

function score(asked: IngredientEntry, candidate: IngredientEntry): number {
  if (candidate.name === asked.name || candidate.kind !== asked.kind) return 0;
  if (candidate.name === asked.parent || candidate.parent === asked.name) return 0;
  if (candidate.animal !== undefined && candidate.animal !== asked.animal) return 0;
  let points = 1;
  if (asked.parent !== undefined && candidate.parent === asked.parent) points += 4;
  const askedWords = wordsOf(asked.name);
  if ([...wordsOf(candidate.name)].some((word) => askedWords.has(word))) points += 2;
  if ((asked.parent === undefined) === (candidate.parent === undefined)) points += 1;
  if (candidate.category === asked.category) points += 1;
  return points;
}

function reasonFor(asked: IngredientEntry, candidate: IngredientEntry): string {
  return asked.parent !== undefined && candidate.parent === asked.parent
    ? `Also a ${asked.parent}`
    : `Another ${asked.kind}`;
}

/** Undefined when the dictionary does not know the ingredient either. */
export function similarIngredients(
  query: string,
  limit = DEFAULT_LIMIT,
): SimilarIngredients | undefined {
  const asked = findIngredient(query);
  if (!asked) return undefined;
  const suggestions = INGREDIENTS.map((candidate) => ({
    candidate,
    points: score(asked, candidate),
  }))
    .filter(({ points }) => points > 0)
    .sort((a, b) => b.points - a.points || a.candidate.name.localeCompare(b.candidate.name))
    .slice(0, limit)
    .map(({ candidate }) => ({ name: candidate.name, reason: reasonFor(asked, candidate) }));
  return { ingredient: asked.name, suggestions };
}

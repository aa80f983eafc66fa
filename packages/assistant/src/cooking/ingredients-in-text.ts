/**
 * The dictionary ingredients a piece of text names ("Brown the ground beef" → ground beef),
 * so guidance can warn about raw meat and Swap can find what a step uses. The dictionary is
 * @mise/catalog's; this reads running text where findIngredient reads one ingredient name.
 */
import { findIngredient, ingredientLexicon, type IngredientEntry } from '@mise/catalog/ingredients';
import {
  foreignNameKey,
  readForeignName,
  type ForeignNameLanguage,
} from '@mise/catalog/ingredient-names/foreign-names';
import { MAX_LEXICON_PHRASE_WORDS, singularise, toLexiconKey } from '@mise/domain/ingredient-names';

export interface IngredientMention {
  readonly entry: IngredientEntry;
  /** The words as the text had them, in lexicon-key form ("eggs", "all purpose flour"). */
  readonly phrase: string;
}

/** Words after which an ingredient-named word starting a clause is a verb: "Cream the butter". */
const OBJECT_WORDS = new Set(['the', 'a', 'an', 'it', 'them', 'together', 'your', 'some', 'well']);
const CLAUSE_JOINERS = new Set(['then', 'and', 'or', 'to']);

function canonicalOf(words: readonly string[]): string | undefined {
  const phrase = words.join(' ');
  const found = ingredientLexicon.canonical(phrase);
  if (found !== undefined) return found;
  const last = words[words.length - 1] ?? '';
  const singular = singularise(last);
  return singular === last
    ? undefined
    : ingredientLexicon.canonical([...words.slice(0, -1), singular].join(' '));
}

// "mince the garlic", "and cream the butter", "butter the tin": a one-word ingredient name used
// as the clause's verb, which reads as an ingredient only by accident.
function usedAsVerb(words: readonly string[], index: number): boolean {
  const before = index === 0 ? undefined : words[index - 1];
  const after = words[index + 1];
  const startsClause = before === undefined || CLAUSE_JOINERS.has(before);
  return startsClause && after !== undefined && OBJECT_WORDS.has(after);
}

function mentionsInClause(words: readonly string[]): IngredientMention[] {
  const mentions: IngredientMention[] = [];
  let index = 0;
  while (index < words.length) {
    let matched = 0;
    for (let size = Math.min(MAX_LEXICON_PHRASE_WORDS, words.length - index); size > 0; size--) {
      const run = words.slice(index, index + size);
      const canonical = canonicalOf(run);
      if (canonical === undefined || (size === 1 && usedAsVerb(words, index))) continue;
      const entry = findIngredient(canonical);
      if (entry) mentions.push({ entry, phrase: run.join(' ') });
      matched = size;
      break;
    }
    index += Math.max(matched, 1);
  }
  return mentions;
}

/** Every ingredient the text names, in order, longest names first ("olive oil" over "oil"). */
export function ingredientsInText(text: string): IngredientMention[] {
  return text
    .split(/[.;:!?,()\n]+/)
    .map((clause) => toLexiconKey(clause).split(' ').filter(Boolean))
    .flatMap(mentionsInClause);
}

export interface ForeignMention extends IngredientMention {
  /** The name as the language says it, singular or plural as the text had it: "huevos". */
  readonly spoken: string;
  readonly plural: boolean;
}

function foreignMentionsInClause(
  words: readonly string[],
  language: ForeignNameLanguage,
): ForeignMention[] {
  const mentions: ForeignMention[] = [];
  let index = 0;
  while (index < words.length) {
    let matched = 0;
    for (let size = Math.min(MAX_LEXICON_PHRASE_WORDS, words.length - index); size > 0; size--) {
      const phrase = words.slice(index, index + size).join(' ');
      const found = readForeignName(phrase, language);
      const entry = found && findIngredient(found.english);
      if (!found || !entry) continue;
      const { row, plural } = found;
      mentions.push({ entry, phrase, spoken: plural ? (row.many ?? row.one) : row.one, plural });
      matched = size;
      break;
    }
    index += Math.max(matched, 1);
  }
  return mentions;
}

/** Every ingredient a text in Spanish, French, Italian or German names, in order. */
export function foreignIngredientsInText(
  text: string,
  language: ForeignNameLanguage,
): ForeignMention[] {
  return text
    .split(/[.;:!?,()\n]+/)
    .map((clause) => foreignNameKey(clause).split(' ').filter(Boolean))
    .flatMap((words) => foreignMentionsInClause(words, language));
}

/** The entry and its broader ones, nearest first: chicken breast → chicken breast, chicken. */
export function withParents(entry: IngredientEntry): IngredientEntry[] {
  const chain = [entry];
  for (let parent = entry.parent; parent !== undefined && chain.length < 4;) {
    const next = findIngredient(parent);
    if (!next || chain.includes(next)) break;
    chain.push(next);
    parent = next.parent;
  }
  return chain;
}

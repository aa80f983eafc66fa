/**
 * Voice add on the pantry page (spec §5): "add … to" followed by fridge, freezer or pantry
 * names the item and where it is kept, extended to the amount in front of the item ("add two
 * cartons of eggs to the fridge" → 2 carton "eggs"). The result opens the add form, which keeps
 * its own defaults (quantity 1, unit "piece", category "pantry") for whatever was not said.
 *
 * Accepted, because recognisers and people phrase it so: any case and punctuation; "to", "into"
 * or "in" before the place, optionally followed by "the", "my" or "our"; "refrigerator" for the
 * fridge; words before "add" ("please add", "can you add"); "please", "thanks" or "thank you"
 * after the place.
 */
import { PANTRY_CATEGORIES, type PantryCategory } from '@mise/domain/options';
import { readItemPhrase } from './voice-amount';
import { tidyPhrase, tokenize, type VoiceToken } from './voice-tokens';

export interface VoiceAddRequest {
  name: string;
  category?: PantryCategory;
  quantity?: number;
  unit?: string;
}

const CATEGORY_WORDS = new Map<string, PantryCategory>([
  ...PANTRY_CATEGORIES.map((category) => [category, category] as const),
  ['refrigerator', 'fridge'],
]);
const PLACE_PREPOSITIONS = new Set(['to', 'into', 'in']);
const PLACE_DETERMINERS = new Set(['the', 'my', 'our']);
/** What people put before "add" when there is no place to anchor the command on. */
const LEADING_FILLERS = new Set([
  'please',
  'can',
  'could',
  'would',
  'will',
  'you',
  'just',
  'also',
  'now',
  'ok',
  'okay',
  'so',
  'um',
  'uh',
  "let's",
]);

/** Never throws: anything it cannot read becomes the name, which the user can still edit. */
export function parseVoiceAdd(transcript: string): VoiceAddRequest {
  const tokens = withoutTrailingCourtesy(tokenize(transcript));
  const place = findPlace(tokens);
  const addAt = tokens.findIndex((token) => token.word === 'add');
  // The spec's "a phrase containing add … to <place>": words before "add" are not the item.
  if (place && addAt !== -1 && addAt < place.start) {
    return { ...readItemPhrase(tokens.slice(addAt + 1, place.start)), category: place.category };
  }
  // "Any other phrase is used as the name", except that a plain "add milk" means milk: nobody
  // keeps "add milk" in their pantry. Only fillers may come before "add" here, so that
  // "what should I add" stays a name rather than becoming an empty one.
  const commandAt = tokens.findIndex((token) => !LEADING_FILLERS.has(token.word));
  if (tokens[commandAt]?.word === 'add') return readItemPhrase(tokens.slice(commandAt + 1));
  return { name: tidyPhrase(transcript) };
}

/** The place ending the phrase: "to the fridge", "into my freezer", "in pantry". */
function findPlace(
  tokens: readonly VoiceToken[],
): { category: PantryCategory; start: number } | undefined {
  const category = CATEGORY_WORDS.get(tokens.at(-1)?.word ?? '');
  if (!category) return undefined;
  let start = tokens.length - 2;
  if (PLACE_DETERMINERS.has(tokens[start]?.word ?? '')) start -= 1;
  return PLACE_PREPOSITIONS.has(tokens[start]?.word ?? '') ? { category, start } : undefined;
}

function withoutTrailingCourtesy(tokens: readonly VoiceToken[]): readonly VoiceToken[] {
  let end = tokens.length;
  for (;;) {
    const last = tokens[end - 1]?.word;
    if (last === 'please' || last === 'thanks') end -= 1;
    else if (last === 'you' && tokens[end - 2]?.word === 'thank') end -= 2;
    else return tokens.slice(0, end);
  }
}

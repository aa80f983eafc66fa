/**
 * Ingredient names as cooks write them ("2 large eggs, beaten", "chopped red onions") reduced to
 * one name per ingredient, so a recipe can be held against the pantry (§3, issue 5). Which words
 * name which ingredient is data, the ingredient dictionary of @mise/catalog; it reaches this
 * package as an IngredientLexicon argument because catalog depends on domain, never the reverse.
 */

/** The dictionary as the normaliser sees it. */
export interface IngredientLexicon {
  /**
   * The canonical name a phrase (a canonical name or a synonym) stands for, if it knows it. The
   * phrase is always in lexicon-key form (toLexiconKey), so a lexicon stores its phrases that
   * way and need not clean what it is asked: the normaliser asks many times per name.
   */
  canonical(phrase: string): string | undefined;
  /** The broader ingredient a canonical name is a kind of ("red onion" → "onion"), if any. */
  parent(canonicalName: string): string | undefined;
}

/** Knows no ingredient: names still normalise, by the word rules alone. */
export const EMPTY_LEXICON: IngredientLexicon = {
  canonical: () => undefined,
  parent: () => undefined,
};

/** Longest phrase the normaliser asks a lexicon about; longer dictionary names are unreachable. */
export const MAX_LEXICON_PHRASE_WORDS = 4;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['’`]/g;
const NOT_LETTERS = /[^a-z]+/g;

/**
 * The form a lexicon stores phrases in: lowercase ASCII words separated by single spaces, with
 * accents folded ("jalapeño" → "jalapeno"), apostrophes dropped ("confectioners' sugar") and
 * digits and punctuation gone ("half-and-half" → "half and half").
 */
export function toLexiconKey(text: string): string {
  return foldLetters(text).replace(NOT_LETTERS, ' ').trim();
}

/** Accents folded, lowercase, apostrophes dropped: what joins letters, done before any split. */
function foldLetters(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(APOSTROPHES, '');
}

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
  ['calves', 'calf'],
  ['knives', 'knife'],
  ['geese', 'goose'],
  // "-ies" words whose singular keeps the "ie".
  ['cookies', 'cookie'],
  ['brownies', 'brownie'],
  ['smoothies', 'smoothie'],
  ['veggies', 'veggie'],
  ['pierogies', 'pierogi'],
  // "-ches"/"-sses" words whose singular keeps the "e".
  ['quiches', 'quiche'],
  ['brioches', 'brioche'],
  ['ganaches', 'ganache'],
  ['mousses', 'mousse'],
]);

/** Words that end like plurals but are not ("-ss" and "-us" words are caught by rule). */
const NOT_PLURAL: ReadonlySet<string> = new Set([
  'molasses',
  'grits',
  'brussels',
  'aminos',
  'bitters',
  'gras',
]);

/**
 * One English word's singular: tomatoes → tomato, berries → berry, leaves → leaf, peaches →
 * peach, olives → olive, zucchinis → zucchini; hummus, couscous, asparagus, molasses and swiss
 * stay as they are. Idempotent, so a singular given twice stays put.
 */
export function singularise(word: string): string {
  if (word.length <= 3) return word;
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular !== undefined) return irregular;
  if (NOT_PLURAL.has(word) || /(?:ss|us)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(?:ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Words that describe an amount, a size or a preparation rather than the ingredient, dropped
 * from names the lexicon does not know. Known names never lose them: "ground beef" and
 * "whole milk" are looked up before anything is dropped.
 */
const DESCRIPTORS: ReadonlySet<string> = new Set(
  [
    // amounts and units
    'a an the of some few couple more about approximately approx each whole half quarter third',
    'one two three four five six seven eight nine ten eleven twelve dozen',
    'cup tablespoon tbsp tbs tb teaspoon tsp gram g kilogram kg mg ounce oz pound lb ml l dl cl',
    'milliliter millilitre liter litre pint pt quart qt gallon gal inch cm x',
    'pinch dash drop splash handful bunch sprig stalk stick slice piece can tin jar bottle',
    'package pkg packet pack bag box carton container tub head clove fillet strip cube sheet leaf',
    'heaping heaped level scant generous rounded',
    // sizes
    'large small medium big extra jumbo mini baby thick thin thinly long short',
    // preparation and state
    'chopped diced minced sliced grated shredded crushed crumbled beaten whisked melted softened',
    'cubed halved quartered peeled seeded deseeded pitted cored trimmed rinsed drained washed',
    'julienned torn mashed pureed zested juiced toasted roasted cooked uncooked raw fresh',
    'freshly finely roughly coarsely lightly firmly loosely packed sifted divided optional',
    'room temperature cold chilled warm hot boiling lukewarm ice frozen thawed canned tinned',
    'dried ground organic ripe boneless skinless bone in skin on lean good quality plain',
    'salted unsalted prepared store bought homemade cut into serving garnish taste needed',
  ]
    .join(' ')
    .split(' '),
);

/**
 * What follows one of these is a note, not the ingredient: "salt, to taste", "oil for frying".
 * The words stand between non-letters rather than at \b, because digits become spaces later:
 * "or0" must split here as "or" would, or normalising it twice gives two answers.
 */
const NOTE_START =
  /[,;:/]|(?<![a-z])(?:or|for|to taste|as needed|if desired|such as|plus|at room temperature)(?![a-z])/;
const BRACKETED = /\([^)]*\)?|\[[^\]]*\]?/g;

const isDescriptor = (word: string) => DESCRIPTORS.has(word) || DESCRIPTORS.has(singularise(word));

/**
 * The words of the first clause naming more than amounts and preparation ("1/2 cup milk or
 * cream" → milk; "6 boneless, skinless chicken thighs" → skinless chicken thighs).
 */
function ingredientWords(raw: string): string[] {
  // Letters are folded before the split, so that "o'r" or "ór" is the note word it becomes.
  const clauses = foldLetters(raw)
    .replace(BRACKETED, ' ')
    .split(NOTE_START)
    .map(toLexiconKey)
    .filter((clause) => clause !== '')
    .map((clause) => clause.split(' '));
  return clauses.find((words) => !words.every(isDescriptor)) ?? clauses[0] ?? [];
}

/**
 * The longest run of words the lexicon knows, the rightmost of equal runs, because English puts
 * the ingredient last ("2 cloves garlic" → garlic, "boneless chicken thighs" → chicken thigh).
 * Each run is asked about as written, then with its last word singular.
 */
function knownIngredient(words: readonly string[], lexicon: IngredientLexicon): string | undefined {
  const singulars = words.map(singularise);
  for (let size = Math.min(MAX_LEXICON_PHRASE_WORDS, words.length); size > 0; size--) {
    for (let start = words.length - size; start >= 0; start--) {
      const end = start + size - 1;
      const head = size === 1 ? '' : `${words.slice(start, end).join(' ')} `;
      const last = words[end] ?? '';
      const singular = singulars[end] ?? last;
      const found =
        lexicon.canonical(head + last) ??
        (singular === last ? undefined : lexicon.canonical(head + singular));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Note words of NOTE_START that are one word, which a singular could turn into ("fors"). */
const ONE_WORD_NOTES: ReadonlySet<string> = new Set(['or', 'for', 'plus']);

/**
 * An unknown name without its descriptors, head word singular: "Fresh Yuzus" → "yuzu". A
 * singular that would read as a note word keeps its plural, so the name normalises to itself.
 */
function plainName(words: readonly string[]): string {
  const kept = words.filter((word) => !isDescriptor(word));
  const core = kept.length > 0 ? kept : words;
  const last = core[core.length - 1];
  if (last === undefined) return '';
  const singular = singularise(last);
  return [...core.slice(0, -1), ONE_WORD_NOTES.has(singular) ? last : singular].join(' ');
}

/**
 * The canonical name of a written ingredient: "2 large eggs, beaten" → "egg", "fresh basil
 * leaves" → "basil", "scallions" → whatever the lexicon calls green onions. Names the lexicon
 * does not know still come out the same for the same words ("Dragon Fruits" and "dragon
 * fruit"), so they can match each other. Nothing but quantities and punctuation gives "".
 */
export function normaliseIngredientName(raw: string, lexicon: IngredientLexicon): string {
  const words = ingredientWords(raw);
  if (words.length === 0) return '';
  return knownIngredient(words, lexicon) ?? plainName(words);
}

/**
 * Ingredient names in Spanish, French, Italian and German, one table for everything that reads
 * or says them: the receipt reader puts a foreign line into the dictionary's English words
 * (receipt/languages.ts), and the assistant knows "mantequilla" is butter and says "huevos" for
 * eggs. Lookups ignore case, accents, apostrophes and a leading article ("la mantequilla").
 */
import { toLexiconKey } from '@mise/domain/ingredient-names';
import { GERMAN_NAMES } from './de';
import { SPANISH_NAMES } from './es';
import { FRENCH_NAMES } from './fr';
import { ITALIAN_NAMES } from './it';
import { FOREIGN_NAME_LANGUAGES, type ForeignName, type ForeignNameLanguage } from './foreign-name';

export { FOREIGN_NAME_LANGUAGES, type ForeignName, type ForeignNameLanguage } from './foreign-name';

export const FOREIGN_NAMES: Readonly<Record<ForeignNameLanguage, readonly ForeignName[]>> = {
  es: SPANISH_NAMES,
  fr: FRENCH_NAMES,
  it: ITALIAN_NAMES,
  de: GERMAN_NAMES,
};

export interface ForeignNameMatch {
  /** The dictionary's English name: "butter", "egg white". */
  readonly english: string;
  readonly language: ForeignNameLanguage;
  readonly row: ForeignName;
  /** Whether the words were the row's plural ("huevos"). */
  readonly plural: boolean;
}

// Letters toLexiconKey would drop rather than fold.
const LIGATURES: readonly (readonly [RegExp, string])[] = [
  [/œ/g, 'oe'],
  [/Œ/g, 'Oe'],
  [/æ/g, 'ae'],
  [/ß/g, 'ss'],
];
const UMLAUTS: readonly (readonly [RegExp, string])[] = [
  [/ä/gi, 'ae'],
  [/ö/gi, 'oe'],
  [/ü/gi, 'ue'],
];

const replaced = (text: string, pairs: readonly (readonly [RegExp, string])[]) =>
  pairs.reduce((result, [from, to]) => result.replace(from, to), text);

/**
 * A name as the table keys it: lowercase ASCII words, accents folded, "œ" and "ß" spelled out,
 * an apostrophe parting words ("huile d'olive" → "huile d olive").
 */
export function foreignNameKey(text: string): string {
  return toLexiconKey(replaced(text, LIGATURES).replace(/['’`]/g, ' '));
}

/** Every key a written form answers to: also glued ("huile dolive") and German "ae" spellings. */
function keysOf(form: string): string[] {
  const spelled = replaced(form, LIGATURES);
  return [
    ...new Set([
      foreignNameKey(spelled),
      toLexiconKey(spelled),
      foreignNameKey(replaced(spelled, UMLAUTS)),
    ]),
  ];
}

function formsOf(row: ForeignName): { form: string; plural: boolean }[] {
  return [
    { form: row.one, plural: false },
    ...(row.many === undefined ? [] : [{ form: row.many, plural: true }]),
    ...(row.also ?? []).map((form) => ({ form, plural: false })),
  ];
}

function indexOf(language: ForeignNameLanguage): ReadonlyMap<string, ForeignNameMatch> {
  const index = new Map<string, ForeignNameMatch>();
  for (const row of FOREIGN_NAMES[language]) {
    for (const { form, plural } of formsOf(row)) {
      for (const key of keysOf(form)) {
        if (!index.has(key)) index.set(key, { english: row.en, language, row, plural });
      }
    }
  }
  return index;
}

const INDEX = new Map(FOREIGN_NAME_LANGUAGES.map((language) => [language, indexOf(language)]));

/** Words before a name that are not part of it: articles, and "de"/"di" with them. */
const ARTICLES: Readonly<Record<ForeignNameLanguage, ReadonlySet<string>>> = {
  es: new Set('el la los las lo un una unos unas del al de'.split(' ')),
  fr: new Set('le la les l un une des du de d au aux'.split(' ')),
  it: new Set(
    'il lo la i gli le l un uno una del dello della dei degli delle dell di d'.split(' '),
  ),
  de: new Set('der die das den dem des ein eine einen einem einer etwas'.split(' ')),
};

function withoutArticles(key: string, language: ForeignNameLanguage): string {
  const words = key.split(' ');
  let start = 0;
  while (start < words.length - 1 && ARTICLES[language].has(words[start] ?? '')) start++;
  return words.slice(start).join(' ');
}

/** Words that say how an ingredient is kept or cut, not what it is: "albahaca fresca". */
const DESCRIPTORS: Readonly<Record<ForeignNameLanguage, ReadonlySet<string>>> = {
  es: new Set(
    'fresco fresca frescos frescas seco seca secos secas picado picada entero entera'.split(' '),
  ),
  fr: new Set('frais fraiche fraiches sec seche seches hache hachee entier entiere'.split(' ')),
  it: new Set(
    'fresco fresca freschi fresche secco secca secchi secche tritato tritata intero intera'.split(
      ' ',
    ),
  ),
  de: new Set(
    'frisch frische frischer frischen frisches getrocknet getrocknete gehackt gehackte'.split(' '),
  ),
};

function withoutDescriptors(key: string, language: ForeignNameLanguage): string {
  const words = key.split(' ').filter((word) => !DESCRIPTORS[language].has(word));
  return words.length > 0 ? words.join(' ') : key;
}

function lookUp(key: string, language: ForeignNameLanguage): ForeignNameMatch | undefined {
  const index = INDEX.get(language);
  const bare = withoutArticles(key, language);
  return index?.get(key) ?? index?.get(bare) ?? index?.get(withoutDescriptors(bare, language));
}

/**
 * The dictionary ingredient a foreign name stands for: "la mantequilla" → butter, "Eier" → egg
 * (plural). In the language given, or in any of the four when none is.
 */
export function readForeignName(
  phrase: string,
  language?: ForeignNameLanguage,
): ForeignNameMatch | undefined {
  const key = foreignNameKey(phrase);
  if (key === '') return undefined;
  const languages = language === undefined ? FOREIGN_NAME_LANGUAGES : [language];
  for (const each of languages) {
    const found = lookUp(key, each);
    if (found) return found;
  }
  return undefined;
}

/** What a cook in `language` calls a dictionary ingredient: butter → "mantequilla". */
export function foreignNameOf(
  english: string,
  language: ForeignNameLanguage,
  plural = false,
): string | undefined {
  const row = FOREIGN_NAMES[language].find((each) => each.en === english);
  if (!row) return undefined;
  return plural ? (row.many ?? row.one) : row.one;
}

/** Every key of every language with its English name, for rows a receipt may carry. */
export function receiptNamePairs(): (readonly [string, string])[] {
  return FOREIGN_NAME_LANGUAGES.flatMap((language) =>
    FOREIGN_NAMES[language]
      .filter((row) => row.notOnReceipts !== true)
      .flatMap((row) =>
        formsOf(row).flatMap(({ form }) => keysOf(form).map((key) => [key, row.en] as const)),
      ),
  );
}

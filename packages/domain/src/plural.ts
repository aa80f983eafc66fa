/**
 * A count with its word in the form the language's own plural rules ask for (CLDR, through
 * `Intl.PluralRules`), rather than "one when 1": French says "0 minute" and "1,5 heure", as
 * its rules give "one" for every value below 2.
 */
export interface PluralWords {
  readonly one: string;
  readonly other: string;
}

const rulesByLocale: Record<string, Intl.PluralRules> = {};

/** The word for `count`: its singular where the language's rules say "one". */
export function pluralWord(count: number, words: PluralWords, locale = 'en'): string {
  const rules = (rulesByLocale[locale] ??= new Intl.PluralRules(locale));
  return rules.select(count) === 'one' ? words.one : words.other;
}

/** "3 meals", "1 meal"; "0 portion" in French. */
export const counted = (count: number, words: PluralWords, locale = 'en'): string =>
  `${count} ${pluralWord(count, words, locale)}`;

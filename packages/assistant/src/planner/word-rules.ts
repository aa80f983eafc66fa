/**
 * Keyword rules over ingredient and recipe names in plain words (see plainWords): a rule names
 * words that reveal something, phrases that contain such a word but do not ("almond milk" is
 * no dairy), and the qualifiers cooks write to say a product is free of it ("gluten free
 * pasta"). Entries are regular-expression fragments matched as whole words.
 */

export interface WordRule {
  /** Words or phrases that reveal it ("peanuts?"). */
  readonly names: readonly string[];
  /** Phrases that contain one of the names but are not it ("oyster mushrooms?"). */
  readonly harmless?: readonly string[];
  /** Qualifiers that declare a product free of it ("dairy free", "vegan"). */
  readonly freeFrom?: readonly string[];
}

export interface CompiledWordRule {
  /** True when the words name it, harmless phrases set aside. */
  readonly names: (words: string) => boolean;
  /** The words without their harmless phrases ("  coconut milk " → "  "). */
  readonly withoutHarmless: (words: string) => string;
  /** True when the words declare the product free of it. */
  readonly declaredFree: (words: string) => boolean;
}

// Words are padded with single spaces, so " word" followed by a space is a whole-word match;
// the lookahead leaves that space for the next match.
function phrases(fragments: readonly string[]): RegExp {
  return new RegExp(` (?:${fragments.join('|')})(?= )`, 'g');
}

function tester(pattern: RegExp | undefined): (words: string) => boolean {
  if (pattern === undefined) return () => false;
  return (words) => {
    pattern.lastIndex = 0;
    return pattern.test(words);
  };
}

export function compileWordRule(rule: WordRule): CompiledWordRule {
  const names = phrases(rule.names);
  const harmless = rule.harmless === undefined ? undefined : phrases(rule.harmless);
  const hasName = tester(names);
  const withoutHarmless = (words: string) =>
    harmless === undefined ? words : words.replace(harmless, ' ');
  return {
    names: (words) => hasName(withoutHarmless(words)),
    withoutHarmless,
    declaredFree: tester(rule.freeFrom === undefined ? undefined : phrases(rule.freeFrom)),
  };
}

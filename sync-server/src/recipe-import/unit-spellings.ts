/**
 * Spoons as recipe sites write them where the shared reader (@mise/assistant/ingredient-line)
 * misses them: it takes the French abbreviations for cups ("2 c. à soupe" → "2 cup à soupe"),
 * leaves "cuillère à soupe"'s words in the note, and the lower-case "el" and "tl" in the name
 * ("2 el olie" → "2 piece el olie"). Rewritten as the English spelling it reads, so the row
 * measures in tbsp or tsp and scales. The French spoons are unmistakable wherever they stand
 * ("30 ml (2 c. à soupe)"); the short words only right after the line's amount, where nothing
 * but a unit stands ("el" elsewhere is Spanish's article). The spellings of languages the app
 * does not speak ("msk", "colher (sopa)") are left as the page writes them.
 */

/** A unit word ends where no letter follows ("el." and "el" alike). */
const END = String.raw`(?![\p{L}])\.?`;

const FRENCH_SPOON = String.raw`(?:c\.?\s*|cuill(?:è|e)res?\s+|cuiller(?:é|e)es?\s+)(?:à|a)\.?\s*`;

/** "c. à soupe", "c.à.s", "cuillère à soupe", "cuillerée à soupe"; "c. à thé", "c.à.c". */
const FRENCH: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`(?<![\p{L}])${FRENCH_SPOON}(?:soupe|s${END})`, 'giu'), 'tbsp'],
  [
    new RegExp(String.raw`(?<![\p{L}])${FRENCH_SPOON}(?:caf(?:é|e)|th(?:é|e)|c${END})`, 'giu'),
    'tsp',
  ],
];

/**
 * The line's amount ("1", "2,5", "1/2", "1½", "2 - 3"), then "el" or "pl" (a tablespoon: German
 * in lower case, Dutch "eetlepel", Czech and Slovak "polévková lžíce") or "tl" (a teaspoon).
 */
const SHORT_SPOON = new RegExp(
  String.raw`^([\d¼½¾⅓⅔⅛][\d¼½¾⅓⅔⅛.,/⁄\s–-]*?)\s*(el|pl|tl)${END}`,
  'iu',
);

/** The line with its unit spelled as the reader reads it, when it writes one of these. */
export function withReadableUnit(line: string): string {
  let text = line;
  for (const [spelling, english] of FRENCH) text = text.replace(spelling, english);
  const [spoon, amount = '', word = ''] = SHORT_SPOON.exec(text) ?? [];
  if (spoon === undefined) return text;
  const english = word.toLowerCase() === 'tl' ? 'tsp' : 'tbsp';
  return `${amount.trim()} ${english}${text.slice(spoon.length)}`;
}

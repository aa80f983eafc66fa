/**
 * The shape of one technique in the cooking glossary (glossary.ts), shared by the two data
 * files so each stays small: heat techniques (glossary-heat.ts) and preparation and mixing
 * techniques (glossary-prep.ts).
 */

export interface GlossaryEntry {
  /** Stable id, ASCII: "saute", "season-to-taste". */
  readonly id: string;
  /** How the assistant names it: "sauté", "season to taste". */
  readonly name: string;
  /**
   * Every written form, lowercase with accents folded ("sauteed", "simmering", "folded"): what
   * a cook may ask about, and what is looked for in a step unless `pattern` says otherwise.
   */
  readonly forms: readonly string[];
  /**
   * Where a form alone would mislead in step text ("the rest of", "reduce the heat", "brown
   * sugar", "heavy cream"), the stricter pattern that finds the technique. Run on folded text.
   */
  readonly pattern?: RegExp;
  /** What it means, in a sentence or two a beginner understands. */
  readonly meaning: string;
  /** The sign that it is going right, or about to go wrong. */
  readonly watchFor: string;
  /** One practical habit that makes it work the first time. */
  readonly tip: string;
  /** A terse note for an experienced cook. */
  readonly pro: string;
}

/**
 * Text as the glossary reads it: lowercase, accents folded ("sauté" → "saute"), curly
 * apostrophes made straight. Punctuation stays, so patterns can see sentence ends.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern finding any of the forms as whole words; "stir fry" also finds "stir-fry". */
export function formsPattern(forms: readonly string[]): RegExp {
  const alternatives = [...forms]
    .sort((a, b) => b.length - a.length)
    .map((form) => escapeRegExp(form).replace(/ /g, '[\\s-]+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`);
}

/**
 * POST /api/ingredients/parse (issue 22): ingredient lines as cooks write them in, each read
 * into its parts by @mise/assistant's ingredient-line reader, for clients other than the app
 * (the app reads its lines on the device). Nothing is stored; one reading per line, in order.
 */
import { z } from 'zod';
import { TEXT_LIMITS, oneOf, optionalText, storableText } from '../fields';
import type { Language } from '../options';

/** Lines per call: a whole cookbook chapter, while one call keeps the server busy well under a second. */
export const INGREDIENT_PARSE_MAX_LINES = 500;

/**
 * The languages the reader knows the units, number words and name endings of (its unit table
 * and @mise/assistant's COMMAND_LANGUAGES). The app's other voice languages are refused rather
 * than read as if they were English: a client learns the reading would be wrong.
 */
export const INGREDIENT_LINE_LANGUAGES = [
  'en',
  'es',
  'fr',
  'it',
  'de',
] as const satisfies readonly Language[];
export type IngredientLineLanguage = (typeof INGREDIENT_LINE_LANGUAGES)[number];

/** The line's place in `lines`, 0-based like the JSON: zod gives it as the issue's last path key. */
function lineAt(path: readonly PropertyKey[] | undefined): string {
  return `Line at index ${String(path?.at(-1) ?? '?')}`;
}

/**
 * One line: any text up to a line's limit (docs/api.md "Limits"), cleaned and trimmed like every
 * text field. A blank line is read, not refused, so that the answer keeps one reading per line.
 */
// Cleaned and bounded as fields.ts's builders do; built here so that every message names the line.
// eslint-disable-next-line no-restricted-syntax
const ingredientLineSchema = z
  .string({ error: (issue) => `${lineAt(issue.path)} must be text` })
  .check(
    z.overwrite(storableText),
    z.trim(),
    z.maxLength(TEXT_LIMITS.line, {
      error: (issue) => `${lineAt(issue.path)} must be at most ${TEXT_LIMITS.line} characters`,
    }),
  );

export const ingredientParseRequestSchema = z.object({
  lines: z
    .array(ingredientLineSchema, {
      error: (issue) =>
        issue.input === undefined ? 'Lines are required' : 'Lines must be a list of text lines',
    })
    .check(
      z.maxLength(
        INGREDIENT_PARSE_MAX_LINES,
        `At most ${INGREDIENT_PARSE_MAX_LINES} lines per call`,
      ),
    ),
  // English when absent, as the reader reads.
  language: oneOf(INGREDIENT_LINE_LANGUAGES, 'Language').optional(),
});
export type IngredientParseRequest = z.infer<typeof ingredientParseRequestSchema>;
export type IngredientParseRequestInput = z.input<typeof ingredientParseRequestSchema>;

/**
 * One line's parts (@mise/assistant's IngredientLineReading). Text parts are '' when the line
 * has none; `quantity` is null when it gives no amount or one that is no number ("1/0").
 */
export const ingredientLineReadingSchema = z.object({
  // The first amount as written: "1½", "2-3", "150".
  amount: optionalText('Amount'),
  // Its value; the lower end of a range ("2-3" → 2).
  quantity: z.number().nullable(),
  // The app's spelling ("g", "tbsp", "cup", "clove", "can"); '' when the line counts pieces.
  unit: optionalText('Unit'),
  // How big each one is: "large", "28-ounce".
  size: optionalText('Size'),
  name: optionalText('Name'),
  // Preparation, comments and purpose, as written: "drained and rinsed", "to taste".
  note: optionalText('Note'),
  // The same amount written again in other units: "250g/9oz" → { amount: "9", unit: "oz" }.
  alternative: z.object({ amount: optionalText('Amount'), unit: optionalText('Unit') }).optional(),
  // Every unit the line writes, in order: "2 28-ounce cans" → ["oz", "can"].
  units: z.array(optionalText('Unit')),
});
export type IngredientLineReadingJson = z.infer<typeof ingredientLineReadingSchema>;

export const ingredientParseResponseSchema = z.array(ingredientLineReadingSchema);
export type IngredientParseResponse = z.infer<typeof ingredientParseResponseSchema>;

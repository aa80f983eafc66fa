/**
 * Field builders shared by every entity and API schema, so that the same kind of field always
 * fails with the same human sentence ("Name is required", "Quantity must be at least 1").
 */
import { z } from 'zod';

/**
 * For a runtime whose Content-Security-Policy refuses eval (the browser app): zod then skips its
 * probe for eval (a `new Function`, which a strict CSP reports as a violation even though zod
 * catches it) and the compiled fast path that could not run there anyway. Call it before any
 * object schema is built; the server keeps the fast path.
 */
export function buildSchemasWithoutEval(): void {
  z.config({ jitless: true });
}

/** Message for a value of the wrong type, or "is required" when it is missing altogether. */
function missingOr(label: string, wrongType: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? `${label} is required` : `${label} ${wrongType}`;
}

/** Text that must hold something other than spaces; stored trimmed. */
export function requiredText(label: string) {
  return z
    .string({ error: missingOr(label, 'must be text') })
    .trim()
    .min(1, `${label} is required`);
}

/** Free text that may be empty; stored trimmed. */
export function optionalText(label: string) {
  return z.string({ error: `${label} must be text` }).trim();
}

/** A whole number no smaller than `min`. */
export function wholeNumber(label: string, min: number) {
  return z
    .int({ error: missingOr(label, 'must be a whole number') })
    .min(min, `${label} must be at least ${min}`);
}

/** A finite number no smaller than `min`, fractions allowed (durations, amounts). */
export function boundedNumber(label: string, min: number, max?: number) {
  const atLeast = z
    .number({ error: missingOr(label, 'must be a number') })
    .min(min, `${label} must be at least ${min}`);
  return max === undefined ? atLeast : atLeast.max(max, `${label} must be at most ${max}`);
}

/** A finite number above zero, fractions allowed (grocery quantities, timer minutes). */
export function positiveNumber(label: string) {
  return z
    .number({ error: missingOr(label, 'must be a number') })
    .positive(`${label} must be more than 0`);
}

/** One value of a closed option list (see options.ts). */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: missingOr(label, `must be one of: ${values.join(', ')}`) });
}

/** A list of distinct values from a closed option list; whole lists are sent on change (§7). */
export function listOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .array(oneOf(values, label), { error: `${label} must be a list` })
    .refine((list) => new Set(list).size === list.length, `${label} must not repeat a choice`);
}

/** A list of free-text tags or notes; blank entries are meaningless, so they are refused. */
export function textList(label: string) {
  return z.array(requiredText(label), { error: `${label} must be a list` });
}

/** A calendar date, YYYY-MM-DD (no time, no zone): what a date input produces. */
export function isoDate(label: string) {
  return z.iso.date({ error: missingOr(label, 'must be a date (YYYY-MM-DD)') });
}

/**
 * An instant as an ISO 8601 UTC string (`Date.prototype.toISOString()`). Offsets are refused
 * so that timestamps sort correctly as plain strings.
 */
export function isoDateTime(label: string) {
  return z.iso.datetime({ error: missingOr(label, 'must be an ISO date-time in UTC') });
}

/** Ids of rows the app creates itself (crypto.randomUUID()). */
export function uuid(label: string) {
  return z.uuid({ error: missingOr(label, 'must be a UUID') });
}

/**
 * Recipe ids, and the references to them, are any non-blank string: shipped catalog recipes
 * may carry stable readable ids, while recipes created in the app get UUIDs.
 */
export const recipeIdSchema = requiredText('Recipe id');

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

/**
 * How long text may be (docs/api.md "Limits"), the same for REST and for sync: a name, unit or
 * tag is a line; a description or a note is a few paragraphs; a step fits the live kitchen.
 */
export const TEXT_LIMITS = {
  /** Names, units, amounts, cuisines, tags, labels. */
  line: 200,
  /** One recipe step (the live kitchen's own step limit). */
  step: 2_000,
  /** Descriptions, notes, questions to the assistant. */
  paragraphs: 5_000,
  /** Identifiers: ids, client ids, codes. */
  id: 200,
  /** An image's address: a web address, or the drawn art's SVG data URI (3-5 KB). */
  image: 16_000,
} as const;

/**
 * Most text holds neither U+0000 nor any surrogate: one quick scan, and it is kept as it is.
 * Parsing every string of 500 recipes took twice as long with the full check on each.
 */
const ANY_SURROGATE = /[\uD800-\uDFFF]/;
const mayNeedCleaning = (text: string) => text.includes('\u0000') || ANY_SURROGATE.test(text);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * What text becomes before anyone stores it: U+0000 removed, and each lone UTF-16 surrogate (half
 * of an emoji, cut) replaced by U+FFFD. PostgreSQL stores neither (jsonb refuses both, text
 * columns refuse U+0000), nothing a cook types produces them, and they arrive only from broken
 * pastes, imports and hostile clients; cleaning keeps everything else that was written instead
 * of refusing a whole recipe over an invisible character. Identifiers are refused instead (see
 * `identifier`): an id must mean the same on every device, so it is never rewritten.
 */
export function storableText(text: string): string {
  if (!mayNeedCleaning(text)) return text;
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** True when storableText would change nothing. */
export function isStorableText(text: string): boolean {
  return !mayNeedCleaning(text) || (!text.includes('\u0000') && text.search(LONE_SURROGATE) === -1);
}

/*
 * Each builder adds its checks in one `.check()` call: every chained `.trim()`, `.min()` … clones
 * the schema, and the device builds a few hundred of these as sync starts, inside the tasks
 * Lighthouse times (one call: 9 µs a field; chained: 36 µs).
 */

const textType = (label: string) => z.string({ error: missingOr(label, 'must be text') });

/** Any text, cleaned (storableText) but not trimmed or bounded: the base of every text field. */
export function plainText(label: string) {
  return textType(label).check(z.overwrite(storableText));
}

/**
 * 5000 → "5,000". Not toLocaleString: it builds an Intl formatter on every call, and the device
 * builds a few hundred limits as sync starts (21 ms of a page load on a 2-core host).
 */
function withCommas(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

function atMost(label: string, max: number) {
  return `${label} must be at most ${withCommas(max)} characters`;
}

/** Text that must hold something other than spaces; stored cleaned and trimmed. */
export function requiredText(label: string, max: number = TEXT_LIMITS.line) {
  return textType(label).check(
    z.overwrite(storableText),
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, atMost(label, max)),
  );
}

/** Free text that may be empty; stored cleaned and trimmed. */
export function optionalText(label: string, max: number = TEXT_LIMITS.line) {
  return textType(label).check(
    z.overwrite(storableText),
    z.trim(),
    z.maxLength(max, atMost(label, max)),
  );
}

/**
 * An id, code or token: refused (never rewritten) when it holds characters no database stores,
 * so the same id means the same row everywhere.
 */
export function identifier(label: string, max: number = TEXT_LIMITS.id) {
  return textType(label).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, atMost(label, max)),
    z.refine(isStorableText, `${label} holds characters that cannot be stored`),
  );
}

/** A list of at most `max` entries; `noun` names one entry in the message ("ingredients"). */
export function boundedList<T extends z.ZodType>(
  item: T,
  label: string,
  max: number,
  noun: string,
) {
  return z
    .array(item, { error: `${label} must be a list` })
    .check(z.maxLength(max, `At most ${withCommas(max)} ${noun}`));
}

/** A whole number no smaller than `min`. */
export function wholeNumber(label: string, min: number) {
  return z
    .int({ error: missingOr(label, 'must be a whole number') })
    .check(z.gte(min, `${label} must be at least ${min}`));
}

/** A finite number no smaller than `min`, fractions allowed (durations, amounts). */
export function boundedNumber(label: string, min: number, max?: number) {
  const number = z.number({ error: missingOr(label, 'must be a number') });
  const atLeast = z.gte(min, `${label} must be at least ${min}`);
  return max === undefined
    ? number.check(atLeast)
    : number.check(atLeast, z.lte(max, `${label} must be at most ${max}`));
}

/** A finite number above zero, fractions allowed (grocery quantities, timer minutes). */
export function positiveNumber(label: string) {
  return z
    .number({ error: missingOr(label, 'must be a number') })
    .check(z.positive(`${label} must be more than 0`));
}

/** One value of a closed option list (see options.ts). */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: missingOr(label, `must be one of: ${values.join(', ')}`) });
}

/** A list of distinct values from a closed option list; whole lists are sent on change (§7). */
export function listOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  const repeats = `${label} must not repeat a choice`;
  return z.array(oneOf(values, label), { error: `${label} must be a list` }).check(
    z.maxLength(values.length, repeats),
    z.refine((list: string[]) => new Set(list).size === list.length, repeats),
  );
}

/**
 * A list of free-text tags or notes; blank entries are meaningless, so they are refused.
 * `noun` names the entries in the too-many message ("tags").
 */
export function textList(label: string, max: number, noun: string) {
  return boundedList(requiredText(label), label, max, noun);
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

/** Ids of rows the app creates itself (crypto.randomUUID()); anything else is refused. */
export function uuid(label: string) {
  return z.uuid({ error: missingOr(label, 'must be a UUID') });
}

/**
 * Recipe ids, and the references to them, are any non-blank string: shipped catalog recipes
 * may carry stable readable ids, while recipes created in the app get UUIDs.
 */
export const recipeIdSchema = identifier('Recipe id');

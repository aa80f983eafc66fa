/**
 * A schema.org recipeYield as servings (issue 22): how many the recipe feeds, or the pieces it
 * makes when that is what the page counts ("12 cookies", "2 pizzas"), since either is what the
 * amounts are written for and what scaling starts from. Pages write it as a number, a text
 * ("4", "4 servings", "Serves 4-6", "Makes about 24", "1 (9-inch) pie", "4 Portionen") or a
 * list of both (["2", "2 pizzas"]).
 * - a range keeps its first number: the amounts feed that many at least;
 * - a yield that is only a measure ("3 cups", "1.5 kg") says nothing about servings;
 * - a list prefers the entry that names servings or people, else the first that has a number;
 * - anything outside 1 to MAX_RECIPE_SERVINGS is dropped, so the form keeps its own default.
 */
import { numberWordValue } from '@mise/assistant/ingredient-reader/number-words';
import { MAX_RECIPE_SERVINGS } from '@mise/domain/constants';
import { type SchemaNode, isNode, textOf } from './schema-values';

// A number, in digits or an English word; "a"/"an" count only before "dozen" (see below).
const NUMBER =
  /(\d+(?:[.,]\d+)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|an?)\b)/giu;
// What follows a number that measures the dish rather than counting servings or pieces.
const MEASURE =
  /^\s*-?\s*(?:inch(?:es)?|in\b|["”″]|cm\b|mm\b|oz\b|ounces?\b|g\b|gr\b|grams?\b|kg\b|kilo|lbs?\b|pounds?\b|ml\b|cl\b|dl\b|l\b|lit(?:re|er)s?\b|cups?\b|quarts?\b|qts?\b|pints?\b|gallons?\b|tbsps?\b|tsps?\b|tablespoons?\b|teaspoons?\b|minutes?\b|hours?\b)/iu;
const DOZEN = /^\s*dozen\b/iu;
// Words for servings and people in the five languages the app speaks.
const SERVING_WORDS =
  /\b(?:serv(?:es|ings?|e)|portions?|people|persons?|guests|portionen|personen|personnes?|parts|porci[oó]n(?:es)?|personas|raciones|porzion[ei]|persone)\b/iu;

/** Servings from a recipe node's recipeYield values, or undefined when they give none. */
export function servingsFromYield(values: readonly unknown[]): number | undefined {
  const texts = values.flatMap((value) => {
    if (typeof value === 'number') return [String(value)];
    // A QuantitativeValue: { "value": 6, "unitText": "servings" } (unitCode "IE" is "each").
    const text = isNode(value) && value.value !== undefined ? quantityText(value) : textOf(value);
    return text === undefined ? [] : [text];
  });
  const named = texts.filter((text) => SERVING_WORDS.test(text));
  for (const text of [...named, ...texts]) {
    const servings = servingsFromText(text);
    if (servings !== undefined) return servings;
  }
  return undefined;
}

function quantityText(node: SchemaNode): string | undefined {
  const amount = textOf(node.value);
  const unit = textOf(node.unitText);
  return amount === undefined ? undefined : [amount, unit].filter(Boolean).join(' ');
}

/** The first count in a yield text, or undefined when it has none (or only measures). */
export function servingsFromText(text: string): number | undefined {
  // A size in parentheses describes the piece: "1 (9-inch) pie", "2 (8 oz) jars".
  const plain = text.replace(/\([^)]*\)/gu, ' ');
  for (const match of plain.matchAll(NUMBER)) {
    const [token] = match;
    const after = plain.slice(match.index + token.length);
    if (MEASURE.test(after)) continue;
    const word = numberWordValue(token);
    const dozen = DOZEN.test(after);
    // "a" and "an" are numbers only in "a dozen".
    if ((token.toLowerCase() === 'a' || token.toLowerCase() === 'an') && !dozen) continue;
    const value = (word ?? Number(token.replace(',', '.'))) * (dozen ? 12 : 1);
    return inRange(Math.round(value));
  }
  return undefined;
}

function inRange(servings: number): number | undefined {
  return servings >= 1 && servings <= MAX_RECIPE_SERVINGS ? servings : undefined;
}

/**
 * One ingredient as recipe pages write it ("2 cups flour", "150g/5¼oz canned chickpeas, drained",
 * "1 (14 oz) can tomatoes", "Salt to taste") as the create-recipe form's row of amount, unit and
 * name, with what the line says besides (size, preparation, comments) as the row's note. The
 * ingredient-line reader (ingredient-reader/read-line.ts) finds the parts; this fills every one,
 * as the form requires:
 * - the amount as written ("1½", "2-3"); a line without one counts 1;
 * - the unit in the app's spelling; a piece when the line counts things ("3 eggs") or gives no
 *   unit, a pinch for seasoning "to taste" (as the catalogue writes salt);
 * - the name; the whole line when the reader finds none. The cook reviews the form.
 */
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '@mise/domain/constants';
import type { Ingredient } from '@mise/domain/entities/recipe';
import { readIngredientLine } from './ingredient-reader/read-line';

const TO_TASTE = /\b(?:to taste|as needed)\b/i;
const MEASURES: ReadonlySet<string> = new Set([
  ...['g', 'kg', 'mg', 'oz', 'lb', 'ml', 'cl', 'dl', 'l', 'fl oz', 'pint', 'quart', 'gallon'],
  ...['tsp', 'tbsp', 'dessertspoon', 'cup'],
]);

export function splitIngredientLine(text: string): Ingredient {
  const line = text.replace(/\s+/g, ' ').trim();
  const reading = readIngredientLine(line);
  const seasoning = reading.amount === '' && reading.unit === '' && TO_TASTE.test(line);
  // "1 can (14.5 oz)": the second amount is the can's size. After grams or cups it is the same
  // amount again: in another measure ("250g/9oz") the cook's units show it anyway; in sticks
  // ("½ cup (1 stick) butter") they do not, so the note keeps it.
  const alternative = reading.alternative;
  const sameInMeasures =
    alternative !== undefined && MEASURES.has(reading.unit) && MEASURES.has(alternative.unit);
  const containerSize =
    alternative && !sameInMeasures ? `${alternative.amount} ${alternative.unit}` : '';
  const note = [reading.size, containerSize, reading.note].filter(Boolean).join(', ');
  return {
    amount: reading.amount || String(DEFAULT_QUANTITY),
    unit: reading.unit || (seasoning ? 'pinch' : DEFAULT_UNIT),
    name: reading.name || line,
    ...(note === '' ? {} : { note }),
  };
}

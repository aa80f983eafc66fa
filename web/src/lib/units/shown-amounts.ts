// What every screen that shows an amount does with the cook's measurement system (issue 22),
// in one place so that a recipe card, the cooking guide and the grocery list never disagree on
// how "2 cup flour" reads in metric. The stored rows are never rewritten: each helper converts
// from what is stored, so switching systems back and forth always shows the same two amounts.
import { convertAmount } from '@mise/assistant/units/convert-amount';
import { convertShoppingAmount } from '@mise/assistant/units/shopping-amount';
import { convertTextMeasures } from '@mise/assistant/units/text-measures';
import type { MeasurementSystem } from '@mise/assistant/units/unit-factors';

export type { MeasurementSystem };

interface AmountLine {
  readonly amount: string;
  readonly unit: string;
  readonly name: string;
}

/**
 * Ingredients with their amount and unit as the cook reads them; every other field (the note,
 * the id) is kept. Scale first, then convert: a scaled amount converts like a stored one.
 */
export function shownIngredients<Line extends AmountLine>(
  ingredients: readonly Line[],
  system: MeasurementSystem,
): Line[] {
  return ingredients.map((ingredient) => {
    const shown = convertAmount(ingredient, system);
    return shown.converted ? { ...ingredient, amount: shown.amount, unit: shown.unit } : ingredient;
  });
}

interface QuantityLine {
  readonly quantity: number;
  readonly unit: string;
  readonly name: string;
}

export interface ShownQuantity {
  /** Text: "1 1/2", "475"; a line left as stored shows its number as before. */
  readonly quantity: string;
  readonly unit: string;
}

/**
 * A grocery or pantry line's number and unit as the cook reads them: bought goods, so mass is
 * never turned into cups (shopping-amount.ts).
 */
export function shownQuantity(line: QuantityLine, system: MeasurementSystem): ShownQuantity {
  const asStored = { quantity: String(line.quantity), unit: line.unit };
  const shown = convertShoppingAmount(
    { amount: asStored.quantity, unit: line.unit, name: line.name },
    system,
  );
  return shown.converted ? { quantity: shown.amount, unit: shown.unit } : asStored;
}

/** Temperatures, lengths and amounts written in a step, a tip or a description. */
export function shownText(text: string, system: MeasurementSystem): string {
  return convertTextMeasures(text, system);
}

/**
 * Scaling a recipe to a number of servings ("make it for six"). Amounts are the cook's text:
 * "2", "1/2", "1 1/2", "2-3", "0.5", "500g", "a pinch", "to taste". The number at the front is
 * scaled, a range on both ends, and the rest is kept as written; text without a number stays as
 * it is. Fractions come back as a cook writes them (1/4, 1/3, 1/2, 2/3, 3/4 and whole numbers),
 * anything else with at most two decimals; decimals stay decimals ("0.5 kg" → "0.75 kg", not
 * "3/4 kg"), with the decimal comma if that is what the cook used. Grams, millilitres and
 * milligrams are weighed whole: from 10 up they are rounded ("187 1/2 g" is written "188 g").
 * The base is the recipe's own `servings` (issue 22; read with `recipeServings`).
 */

const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const VULGAR = Object.keys(VULGAR_FRACTIONS).join('');
const QUANTITY = String.raw`\d+\s+\d+/\d+|\d+/\d+|\d*\s?[${VULGAR}]|\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:[.,]\d+)?`;
const RANGE = new RegExp(String.raw`^(${QUANTITY})(\s*(?:-|–|—|to|or)\s*)(${QUANTITY})(.*)$`, 'su');
const SINGLE = new RegExp(String.raw`^(${QUANTITY})(.*)$`, 'su');
const FRIENDLY: readonly { value: number; text: string }[] = [
  { value: 0, text: '' },
  { value: 1 / 4, text: '1/4' },
  { value: 1 / 3, text: '1/3' },
  { value: 1 / 2, text: '1/2' },
  { value: 2 / 3, text: '2/3' },
  { value: 3 / 4, text: '3/4' },
  { value: 1, text: '' },
];
// Scaling by rational factors leaves float noise far below this; cooks' fractions are far above.
const TOLERANCE = 1e-9;
/** Units a kitchen scale or jug measures to the whole unit, so "166 2/3 g" means nothing to a cook. */
const WHOLE_UNIT = /^\s*(?:g|gr|grams?|mg|milligrams?|ml|millilit(?:re|er)s?)(?![\p{L}])/iu;
/** Below this, a fraction of such a unit still matters (2 1/2 g of yeast). */
const WHOLE_FROM = 10;

/**
 * `amount` scaled by `factor`. The unit, when the recipe keeps it apart from the amount, decides
 * whether the result is weighed whole; a unit written in the amount ("500g") counts too.
 */
export function scaleAmount(amount: string, factor: number, unit = ''): string {
  if (!Number.isFinite(factor) || factor <= 0) return amount;
  const range = RANGE.exec(amount);
  if (range) {
    const [, low = '', separator = '', high = '', rest = ''] = range;
    const whole = isWholeUnit(rest, unit);
    const scaledLow = scaleQuantity(low, factor, whole);
    const scaledHigh = scaleQuantity(high, factor, whole);
    if (scaledLow !== undefined && scaledHigh !== undefined) {
      return `${scaledLow}${separator}${scaledHigh}${rest}`;
    }
    return amount;
  }
  const single = SINGLE.exec(amount);
  if (!single) return amount;
  const [, quantity = '', rest = ''] = single;
  const scaled = scaleQuantity(quantity, factor, isWholeUnit(rest, unit));
  return scaled === undefined ? amount : `${scaled}${rest}`;
}

/** The ingredients for `toServings`, from amounts written for `fromServings`. */
export function scaleIngredients<Item extends { amount: string; unit?: string }>(
  ingredients: readonly Item[],
  fromServings: number,
  toServings: number,
): Item[] {
  for (const servings of [fromServings, toServings]) {
    if (!Number.isFinite(servings) || servings <= 0) {
      throw new RangeError(`Servings must be a positive number, not ${servings}`);
    }
  }
  const factor = toServings / fromServings;
  return ingredients.map((item) => ({
    ...item,
    amount: scaleAmount(item.amount, factor, item.unit),
  }));
}

function isWholeUnit(rest: string, unit: string): boolean {
  return WHOLE_UNIT.test(rest) || (rest.trim() === '' && WHOLE_UNIT.test(unit));
}

function scaleQuantity(quantity: string, factor: number, wholeUnit: boolean): string | undefined {
  const value = quantityValue(quantity);
  if (value === undefined) return undefined;
  const scaled = value * factor;
  if (wholeUnit && scaled >= WHOLE_FROM) {
    const text = String(Math.round(scaled));
    return isThousands(quantity) ? withThousands(text) : text;
  }
  const decimal = /^\d+[.,]\d+$/.test(quantity) && !isThousands(quantity);
  if (decimal) return decimalText(scaled, quantity.includes(',') ? ',' : '.');
  const text = friendlyText(scaled) ?? decimalText(scaled, '.');
  return isThousands(quantity) ? withThousands(text) : text;
}

function quantityValue(quantity: string): number | undefined {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(quantity);
  if (mixed) {
    const part = ratio(mixed[2], mixed[3]);
    return part === undefined ? undefined : Number(mixed[1]) + part;
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(quantity);
  if (fraction) return ratio(fraction[1], fraction[2]);
  const vulgar = /^(\d*)\s?(.)$/su.exec(quantity);
  const vulgarValue = vulgar?.[2] === undefined ? undefined : VULGAR_FRACTIONS[vulgar[2]];
  if (vulgar && vulgarValue !== undefined) return Number(vulgar[1] || 0) + vulgarValue;
  if (isThousands(quantity)) return Number(quantity.replaceAll(',', ''));
  return Number(quantity.replace(',', '.'));
}

function ratio(numerator: string | undefined, denominator: string | undefined): number | undefined {
  const bottom = Number(denominator);
  return bottom > 0 ? Number(numerator) / bottom : undefined;
}

function isThousands(quantity: string): boolean {
  return /^\d{1,3}(?:,\d{3})+$/.test(quantity);
}

function friendlyText(value: number): string | undefined {
  const whole = Math.floor(value);
  const friendly = FRIENDLY.find((entry) => Math.abs(value - whole - entry.value) < TOLERANCE);
  if (!friendly) return undefined;
  const wholeText = String(friendly.value === 1 ? whole + 1 : whole);
  if (friendly.text === '') return wholeText;
  return whole === 0 ? friendly.text : `${wholeText} ${friendly.text}`;
}

function decimalText(value: number, separator: '.' | ','): string {
  const rounded = Number(value.toFixed(2));
  // A pinch scaled down still needs some salt: keep one significant figure below 0.01.
  const text = String(rounded === 0 && value > 0 ? Number(value.toPrecision(1)) : rounded);
  return separator === ',' ? text.replace('.', ',') : text;
}

function withThousands(text: string): string {
  return text.replace(/^\d+/, (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ','));
}

/**
 * Amounts as a cook writes them, scaled to the servings: "1 1/2 cups", "3 cloves", "300 g".
 * Spoon measures grow into larger ones (3 tsp is 1 tbsp, 4 tbsp a quarter cup); things you
 * count (cloves, stalks, eggs) stay whole numbers; weights round to what a scale shows.
 */
export interface Quantity {
  readonly amount: string;
  readonly unit: string;
}

const PLURAL: Readonly<Record<string, string>> = {
  cup: 'cups',
  clove: 'cloves',
  stalk: 'stalks',
  can: 'cans',
  slice: 'slices',
  head: 'heads',
};
const SINGULAR: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLURAL).map(([one, many]) => [many, one]),
);
/** Counted units: never a fraction of a clove. */
const WHOLE_UNITS = new Set(['clove', 'stalk', 'slice', 'large']);
const FRACTIONS: readonly [number, string][] = [
  [0, ''],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [1, ''],
];

export function parseQuantity(text: string): { value: number; unit: string } {
  const parts = text.trim().split(/\s+/);
  let value = 0;
  let index = 0;
  for (; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    const fraction = /^(\d+)\/(\d+)$/.exec(part);
    if (fraction) value += Number(fraction[1]) / Number(fraction[2]);
    else if (/^\d+(\.\d+)?$/.test(part)) value += Number(part);
    else break;
  }
  const unit = parts.slice(index).join(' ');
  return { value, unit: SINGULAR[unit] ?? unit };
}

/** "1 1/2", "3/4", "2": the nearest quarter or third. */
export function fractionText(value: number): string {
  const whole = Math.floor(value);
  let best: [number, string] = [0, ''];
  for (const candidate of FRACTIONS) {
    if (Math.abs(value - whole - candidate[0]) < Math.abs(value - whole - best[0]))
      best = candidate;
  }
  const wholePart = whole + (best[0] === 1 ? 1 : 0);
  if (best[1] === '') return String(Math.max(wholePart, 0));
  return wholePart > 0 ? `${wholePart} ${best[1]}` : best[1];
}

function roundedGrams(value: number): number {
  if (value < 50) return Math.max(5, Math.round(value / 5) * 5);
  if (value < 250) return Math.round(value / 10) * 10;
  return Math.round(value / 25) * 25;
}

/** Whether a measure reads cleanly in halves or quarters ("1 1/2 tbsp", not "1 1/3 tbsp"). */
const clean = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 0.01;

function grownSpoons(value: number, unit: string): { value: number; unit: string } {
  if (unit === 'tsp' && value >= 3 && clean(value / 3, 0.5)) return grownSpoons(value / 3, 'tbsp');
  if (unit === 'tbsp' && value >= 4 && clean(value / 16, 0.25))
    return { value: value / 16, unit: 'cup' };
  return { value, unit };
}

export function formatQuantity(value: number, unit: string): Quantity {
  if (unit === 'g' || unit === 'ml') return { amount: String(roundedGrams(value)), unit };
  const grown = grownSpoons(value, unit);
  const counted = WHOLE_UNITS.has(grown.unit);
  const amount = counted ? String(Math.max(1, Math.round(grown.value))) : fractionText(grown.value);
  const many = counted ? Number(amount) > 1 : grown.value > 1.01;
  return {
    amount: amount === '0' ? '1/4' : amount,
    unit: many ? (PLURAL[grown.unit] ?? grown.unit) : grown.unit,
  };
}

/** A written amount for two servings ("1/2 tsp"), scaled to `servings`. */
export function scaledQuantity(text: string, servings: number): Quantity {
  const { value, unit } = parseQuantity(text);
  return formatQuantity((value * servings) / 2, unit);
}

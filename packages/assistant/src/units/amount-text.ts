/**
 * Amount text as the app writes it: imperial amounts in the fractions found on measuring cups
 * and spoons ("1 1/2", "1/3", "1/8", ASCII like the scaler's), metric ones as decimals ("2.5",
 * "1.25"). Reading stays with the grocery list's reader (`grocery/amount.ts`, exact fractions,
 * Unicode ones too); only a range's two ends are split apart here, because that reader keeps a
 * range's upper end, which is right for shopping and wrong for a recipe card.
 */
import { readAmount } from '../grocery/amount';
import type { MeasurementSystem } from './unit-factors';

export interface ReadRange {
  /** The lower end of "2-3", undefined for a single amount. */
  readonly low: number | undefined;
  readonly high: number;
  /** What joined the two ends as written ("-", " to "). */
  readonly separator: string;
  /** Text after the number ("g" of "500g"). */
  readonly rest: string;
}

const RANGE = /^(.+?)(\s*(?:-|–|—)\s*|\s+to\s+)(.+)$/u;

/** The number or range at the front of an amount; undefined when there is none ("a pinch"). */
export function readAmountRange(text: string): ReadRange | undefined {
  const range = RANGE.exec(text.trim());
  if (range) {
    const [, lowText = '', separator = '', highText = ''] = range;
    const low = readAmount(lowText);
    const high = readAmount(highText);
    if (low && high && low.rest === '' && high.value.gt(low.value)) {
      return { low: low.value.valueOf(), high: high.value.valueOf(), separator, rest: high.rest };
    }
  }
  const single = readAmount(text);
  return (
    single && { low: undefined, high: single.value.valueOf(), separator: '', rest: single.rest }
  );
}

const DENOMINATORS = [1, 2, 3, 4, 8] as const;

/** 1.5 → "1 1/2", 0.125 → "1/8"; any other value (never produced here) as a decimal. */
function fractionText(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  for (const den of DENOMINATORS) {
    const num = Math.round(part * den);
    if (Math.abs(part * den - num) > 1e-6) continue;
    if (num === 0) return String(whole);
    if (num === den) return String(whole + 1);
    return whole === 0 ? `${num}/${den}` : `${whole} ${num}/${den}`;
  }
  return String(Number(value.toFixed(2)));
}

/** "2.5", never "2.50000001". */
const decimalText = (value: number): string => String(Number(value.toFixed(2)));

export function amountText(value: number, system: MeasurementSystem): string {
  return system === 'imperial' ? fractionText(value) : decimalText(value);
}

// A price typed in dollars → integer cents (spec §9: prices are stored in cents). Parsed as text,
// never through floating point, so "0.29" is 29 cents and not 28.999…; a comma is accepted as
// the decimal mark ("2,99"). Blank means no price (0); anything else unreadable is undefined,
// so the form can say so rather than guess.
import { CENTS_PER_DOLLAR } from '@mise/domain/constants';

const PRICE = /^\$?\s*(\d*)(?:[.,](\d{0,2}))?$/;

export function parseDollarsToCents(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return 0;
  const match = PRICE.exec(text);
  if (match === null) return undefined;
  const [, whole = '', fraction = ''] = match;
  // "$", "." or "$." alone hold no digits at all.
  if (whole === '' && fraction === '') return undefined;
  const cents = Number(whole || '0') * CENTS_PER_DOLLAR + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/**
 * What kind of line a receipt line is, before any food is looked for in it: the shop's header
 * (dates, times, phone numbers, addresses on the web), a total that ends the items, a coupon or
 * a return; and whether the whole bill is a restaurant's, whose dishes are not groceries.
 */
import { MONEY, NEGATIVE_MONEY } from './amounts';
import { DATE_TIME_LABELS, RESTAURANT_PHRASES, RESTAURANT_WORDS, TABLE_NUMBER } from './words';

/** 03/14/2025, 14.03.25, 2025-03-14: a date in any of the orders the five languages write. */
const DATE = /(?<![\d.,])\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}(?!\d)/;
/** "14 MAR 2025", "MAR 14, 2025": a month's name next to a year. */
const DATE_IN_WORDS =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic|fev|avr|mai|juin|juil|aou|gen|mag|giu|lug|ott|dez|okt|mrz)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\s+[a-z]{3,9}\.?\s+\d{4}\b/;
const TIME = /(?<![\d.,])\d{1,2}[:h]\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?![\d.,])/;
const PHONE = /\(?\d{2,4}\)?[\s.-]\d{3,4}[\s.-]\d{3,4}(?![\d.,])/;
/** A postcode on a line with no price: "LS1 4AB", "75011 PARIS", "10115 BERLIN". */
const POSTCODE = /\b[a-z]{1,2}\d[a-z\d]?\s\d[a-z]{2}\b|(?<![\d.,])\d{5}(?![\d.,])/;
const WEB = /@[a-z0-9-]+\.[a-z]|www\.|https?:|\.com\b/;
/** "Date :", "TIME 18:02", "Fecha:": a header's label, whatever follows. */
const LABEL = /^([a-z]+)\s*[:=#]/;

/** The shop's header and small print: never an item, whatever its words. */
export function isHeaderLine(text: string): boolean {
  const label = LABEL.exec(text)?.[1];
  if (label !== undefined && DATE_TIME_LABELS.has(label)) return true;
  if (DATE.test(text) || DATE_IN_WORDS.test(text) || TIME.test(text) || WEB.test(text)) {
    return true;
  }
  if (MONEY.test(text)) return false;
  return PHONE.test(text) || POSTCODE.test(text);
}

/** "DATE" or "DATE & TIME" alone, without a price: a header's labels, not the fruit. */
export function isLoneLabel(words: readonly string[], text: string): boolean {
  return words.every((word) => DATE_TIME_LABELS.has(word)) && !MONEY.test(text);
}

/** A coupon, a return or a void: an amount taken off, never an item bought. */
export function isTakenOff(text: string): boolean {
  return NEGATIVE_MONEY.test(text);
}

const TOTAL_WORDS: ReadonlySet<string> = new Set(
  'total subtotal balance summe gesamt gesamtsumme zwischensumme totale importe soustotal'.split(
    ' ',
  ),
);

/** The total ends the items: what follows is payment, savings and the shop's goodbye. */
export function isTotal(words: readonly string[], line: string): boolean {
  const [first, second] = words;
  const total =
    TOTAL_WORDS.has(first ?? '') ||
    (TOTAL_WORDS.has(second ?? '') && (first === 'sub' || first === 'grand' || first === 'net')) ||
    (first === 'amount' && second === 'due');
  return total && MONEY.test(line);
}

/** Whether the text is a restaurant's bill: a table, a server, covers, a service charge… */
export function isRestaurantBill(lines: readonly string[]): boolean {
  return lines.some((line) => {
    if (TABLE_NUMBER.test(line)) return true;
    const key = ` ${line.replace(/[^a-z]+/g, ' ').trim()} `;
    if (RESTAURANT_PHRASES.some((phrase) => key.includes(` ${phrase} `))) return true;
    return key.split(' ').some((word) => RESTAURANT_WORDS.has(word));
  });
}

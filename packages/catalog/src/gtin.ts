/**
 * Retail barcode numbers (GTINs) as a scanner reads them or a person types them: EAN-13, UPC-A,
 * EAN-8 and UPC-E. `readBarcode` checks one and gives the key it is looked up by; a typed code
 * that cannot be a barcode gets a sentence saying what is wrong, for the field's message.
 *
 * Every form is keyed as 13 digits, zero-padded on the left, the way GS1 compares GTINs: a UPC-A
 * code is the EAN-13 code with a leading 0 (scanners report either), and padding never changes
 * a check digit, so one key finds a product however its code was read. UPC-E is a compressed
 * UPC-A and is expanded first; its check digit is the UPC-A's.
 */

export type BarcodeReading =
  | {
      ok: true;
      /** The lookup key: 13 digits. */
      gtin: string;
      /** The digits as printed under the bars (spaces removed): what §5's "last 4 digits" are of. */
      digits: string;
    }
  | { ok: false; message: string };

/** The check digit of a GTIN body (every digit but the last), by GS1's mod-10 rule. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  // Weights 3, 1, 3 … from the right, so the same body padded with zeros gets the same digit.
  for (let index = 0; index < body.length; index += 1) {
    const fromRight = body.length - 1 - index;
    sum += Number(body[index]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function hasValidCheckDigit(digits: string): boolean {
  return digits.length >= 2 && gtinCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/**
 * A UPC-E code (8 digits: number system 0 or 1, six digits, check digit) as the UPC-A code it
 * stands for, or undefined if it is not one. The sixth digit says where the zeros were removed.
 */
export function expandUpcE(code: string): string | undefined {
  if (!/^[01]\d{7}$/.test(code)) return undefined;
  const system = code.slice(0, 1);
  const [d1, d2, d3, d4, d5, d6] = code.slice(1, 7);
  const check = code.slice(7);
  let middle: string;
  if (d6 === '0' || d6 === '1' || d6 === '2') middle = `${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  else if (d6 === '3') middle = `${d1}${d2}${d3}00000${d4}${d5}`;
  else if (d6 === '4') middle = `${d1}${d2}${d3}${d4}00000${d5}`;
  else middle = `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${system}${middle}${check}`;
}

const WRONG_CHECK_DIGIT =
  "Those digits aren't a valid barcode: the last one doesn't match the others. Check for a typo.";

/**
 * Checks a barcode's digits and gives its lookup key. `format` is what the scanner reported, if
 * it did: only a scanner can say that 8 digits are UPC-E; typed, 8 digits are read as EAN-8
 * first and as UPC-E if that is the only way they are valid.
 */
export function readBarcode(text: string, format?: 'upc_e'): BarcodeReading {
  const digits = text.replace(/\s+/g, '');
  if (digits === '') return { ok: false, message: 'Type the numbers printed under the barcode.' };
  if (!/^\d+$/.test(digits)) {
    return { ok: false, message: 'A barcode is made of digits only. Check what was typed.' };
  }
  if (digits.length === 8) {
    const upcA = expandUpcE(digits);
    const asEan8 = format !== 'upc_e' && hasValidCheckDigit(digits);
    if (asEan8) return { ok: true, gtin: digits.padStart(13, '0'), digits };
    if (upcA !== undefined && hasValidCheckDigit(upcA)) {
      return { ok: true, gtin: upcA.padStart(13, '0'), digits };
    }
    return { ok: false, message: WRONG_CHECK_DIGIT };
  }
  if (digits.length !== 12 && digits.length !== 13) {
    return {
      ok: false,
      message: `A barcode has 8, 12 or 13 digits; this has ${digits.length}.`,
    };
  }
  if (!hasValidCheckDigit(digits)) return { ok: false, message: WRONG_CHECK_DIGIT };
  return { ok: true, gtin: digits.padStart(13, '0'), digits };
}

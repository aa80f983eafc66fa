import { describe, expect, it } from 'vitest';
import { expandUpcE, gtinCheckDigit, hasValidCheckDigit, readBarcode } from './gtin';

describe('gtinCheckDigit', () => {
  it('computes the check digit of GS1 examples', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit('9638507')).toBe(4); // EAN-8 96385074
  });

  it('is unchanged by leading zeros, so padded codes stay valid', () => {
    expect(gtinCheckDigit('003600029145')).toBe(gtinCheckDigit('03600029145'));
    expect(hasValidCheckDigit('0000096385074')).toBe(true);
  });

  it('refuses a code with any single digit changed', () => {
    const code = '4006381333931';
    for (let index = 0; index < code.length; index += 1) {
      const digit = Number(code[index]);
      const changed = `${code.slice(0, index)}${(digit + 1) % 10}${code.slice(index + 1)}`;
      expect(hasValidCheckDigit(changed), changed).toBe(false);
    }
  });
});

describe('expandUpcE', () => {
  it('puts the zeros back where the sixth digit says', () => {
    expect(expandUpcE('01234505')).toBe('012000003455'); // 0–2: manufacturer ends in it
    expect(expandUpcE('01234531')).toBe('012300000451'); // 3
    expect(expandUpcE('01234543')).toBe('012340000053'); // 4
    expect(expandUpcE('01234565')).toBe('012345000065'); // 5–9
  });

  it('gives nothing for a number system other than 0 or 1, or another length', () => {
    expect(expandUpcE('21234565')).toBeUndefined();
    expect(expandUpcE('1234565')).toBeUndefined();
  });
});

describe('readBarcode', () => {
  it('keys EAN-13 as it is and UPC-A with a leading zero, so both find one product', () => {
    expect(readBarcode('0036000291452')).toEqual({
      ok: true,
      gtin: '0036000291452',
      digits: '0036000291452',
    });
    expect(readBarcode('036000291452')).toEqual({
      ok: true,
      gtin: '0036000291452',
      digits: '036000291452',
    });
  });

  it('keys EAN-8 padded to 13 digits', () => {
    expect(readBarcode('96385074')).toMatchObject({ ok: true, gtin: '0000096385074' });
  });

  it('ignores spaces, as codes are printed in groups', () => {
    expect(readBarcode(' 4 006381 333931 ')).toEqual({
      ok: true,
      gtin: '4006381333931',
      digits: '4006381333931',
    });
  });

  it('reads 8 digits as UPC-E when the scanner says so, or when only UPC-E makes them valid', () => {
    // 04252614 is a valid UPC-E (UPC-A 042100005264) but not a valid EAN-8.
    expect(hasValidCheckDigit('04252614')).toBe(false);
    expect(readBarcode('04252614')).toMatchObject({ ok: true, gtin: '0042100005264' });
    expect(readBarcode('04252614', 'upc_e')).toMatchObject({
      ok: true,
      gtin: '0042100005264',
      digits: '04252614',
    });
    // 01234565 is valid both ways: typed it is an EAN-8, scanned as UPC-E it is a UPC-A.
    expect(readBarcode('01234565')).toMatchObject({ ok: true, gtin: '0000001234565' });
    expect(readBarcode('01234565', 'upc_e')).toMatchObject({ ok: true, gtin: '0012345000065' });
    expect(readBarcode('96385074', 'upc_e')).toMatchObject({ ok: false });
  });

  it('says what is wrong with a typed code', () => {
    expect(readBarcode('   ')).toEqual({
      ok: false,
      message: 'Type the numbers printed under the barcode.',
    });
    expect(readBarcode('40063-81333931')).toEqual({
      ok: false,
      message: 'A barcode is made of digits only. Check what was typed.',
    });
    expect(readBarcode('12345')).toEqual({
      ok: false,
      message: 'A barcode has 8, 12 or 13 digits; this has 5.',
    });
  });

  it('refuses a wrong check digit with a message that says so', () => {
    for (const typo of ['4006381333932', '036000291453', '96385075']) {
      expect(readBarcode(typo), typo).toEqual({
        ok: false,
        message:
          "Those digits aren't a valid barcode: the last one doesn't match the others. Check for a typo.",
      });
    }
  });
});

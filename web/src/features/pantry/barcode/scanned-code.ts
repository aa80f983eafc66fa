// A code as a decoder reported it, in the Barcode Detection API's format names (ZXing's are
// mapped to them), limited to the retail formats a grocery product carries.
export const RETAIL_FORMATS = ['ean_13', 'upc_a', 'ean_8', 'upc_e'] as const;
export type RetailFormat = (typeof RETAIL_FORMATS)[number];

export interface ScannedCode {
  text: string;
  format: RetailFormat;
}

export function isRetailFormat(format: string): format is RetailFormat {
  return RETAIL_FORMATS.some((retail) => retail === format);
}

/** What readBarcode needs to know of the format: only UPC-E changes how 8 digits are read. */
export const upcEHint = (code: ScannedCode): 'upc_e' | undefined =>
  code.format === 'upc_e' ? 'upc_e' : undefined;

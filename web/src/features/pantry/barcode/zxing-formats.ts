// The retail formats asked of ZXing, and its names for them in the Barcode Detection API's
// terms: the live camera reader and the still-image decoder ask for and report the same codes.
import type { ReaderOptions } from 'zxing-wasm/reader';
import type { RetailFormat } from './scanned-code';

const FORMATS: Readonly<Record<string, RetailFormat>> = {
  EAN13: 'ean_13',
  UPCA: 'upc_a',
  EAN8: 'ean_8',
  UPCE: 'upc_e',
};

export const RETAIL_ZXING_FORMATS: NonNullable<ReaderOptions['formats']> = [
  'EAN13',
  'UPCA',
  'EAN8',
  'UPCE',
];

export function retailFormatOf(zxingFormat: string): RetailFormat | undefined {
  return FORMATS[zxingFormat];
}

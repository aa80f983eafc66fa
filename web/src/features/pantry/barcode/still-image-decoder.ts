// Reads the barcode in a still photo (spec §5 Barcode: "Scan from a photo"), and is what
// `pnpm bench:barcodes` measures. It is pure: the ZXing read function is handed in, already
// prepared by the caller (the page's WebAssembly file, or the benchmark's local copy), so
// nothing here loads or fetches anything.
//
// A photo is read once as taken; only if nothing is found are copies tried (enlarged, sharpened,
// contrast-stretched, turned), until one gives a code. A still photo is read once, not twice in
// a row like camera frames, so a retry's code must pass a stricter bar (more scan lines agreeing),
// and every code's GTIN check digit is checked here as well as by ZXing.
import type { ReaderOptions, ReadResult } from 'zxing-wasm/reader';
import { readBarcode } from '@mise/catalog/gtin';
import { type ScannedCode, upcEHint } from './scanned-code';
import { contrastStretched, rotatedBy, scaledBy, sharpened, type StillImage } from './still-image';
import { RETAIL_ZXING_FORMATS, retailFormatOf } from './zxing-formats';

/** What the decoder uses of a ZXing result. */
export type ZxingResult = Pick<ReadResult, 'format' | 'text' | 'isValid'>;

/** zxing-wasm's readBarcodes over pixels, as the caller prepared it. */
export type ReadPixels = (
  image: StillImage,
  options: ReaderOptions,
) => Promise<readonly ZxingResult[]>;

const FIRST_PASS: ReaderOptions = {
  formats: RETAIL_ZXING_FORMATS,
  tryHarder: true,
  // A photo may be taken sideways or upside down.
  tryRotate: true,
  tryDownscale: true,
  // Retail codes are printed dark on light; looking for light-on-dark ones too is a second search.
  tryInvert: false,
  maxNumberOfSymbols: 1,
};

/**
 * A retry's copy has been pushed about (sharpened, stretched, turned), which can make a wrong but
 * valid-looking code out of a smudge: ask for four agreeing scan lines instead of ZXing's two.
 */
const RETRY_PASS: ReaderOptions = { ...FIRST_PASS, minLineCount: 4 };

/** Photos at most this wide or tall are also tried at twice the size. */
const ENLARGE_BELOW = 1000;

interface Retry {
  readonly name: string;
  readonly applies: (image: StillImage) => boolean;
  readonly copy: (image: StillImage) => StillImage;
}

const RETRIES: readonly Retry[] = [
  {
    name: 'enlarged',
    applies: (image) => Math.max(image.width, image.height) <= ENLARGE_BELOW,
    copy: (image) => scaledBy(image, 2),
  },
  { name: 'sharpened', applies: () => true, copy: (image) => sharpened(image, 1.5) },
  { name: 'contrast', applies: () => true, copy: (image) => contrastStretched(image) },
  {
    name: 'enlarged and sharpened',
    applies: (image) => Math.max(image.width, image.height) <= ENLARGE_BELOW,
    copy: (image) => sharpened(scaledBy(image, 2), 1.5, 3),
  },
  { name: 'turned right', applies: () => true, copy: (image) => rotatedBy(image, 15) },
  { name: 'turned left', applies: () => true, copy: (image) => rotatedBy(image, -15) },
];

/** The first valid retail code ZXing found, with a GTIN check digit that holds. */
function retailCode(results: readonly ZxingResult[]): ScannedCode | undefined {
  for (const result of results) {
    const format = retailFormatOf(result.format);
    if (!result.isValid || !format) continue;
    const code: ScannedCode = { text: result.text, format };
    if (readBarcode(code.text, upcEHint(code)).ok) return code;
  }
  return undefined;
}

export async function decodeStillImage(
  image: StillImage,
  read: ReadPixels,
): Promise<ScannedCode | undefined> {
  const found = retailCode(await read(image, FIRST_PASS));
  if (found) return found;
  for (const retry of RETRIES) {
    if (!retry.applies(image)) continue;
    const code = retailCode(await read(retry.copy(image), RETRY_PASS));
    if (code) return code;
  }
  return undefined;
}

// The camera reader for browsers without a BarcodeDetector: ZXing in WebAssembly
// (zxing-module.ts) over the preview's frames. This module is itself only loaded when a scan
// starts in such a browser.
import { readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import type { BarcodeReader } from './barcode-reader';
import { prepareZxingInPage } from './zxing-module';
import { RETAIL_ZXING_FORMATS, retailFormatOf } from './zxing-formats';

const OPTIONS: ReaderOptions = {
  formats: RETAIL_ZXING_FORMATS,
  // Camera frames are soft and tilted: look harder, also at rotated and downscaled copies.
  tryHarder: true,
  tryRotate: true,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};

/** Frames are decoded at most this wide or tall: enough for a barcode, cheap to copy. */
const MAX_FRAME_SIDE = 960;

export async function zxingBarcodeReader(): Promise<BarcodeReader> {
  // Fetch and compile the module now, so a failure shows when the scanner starts, not later.
  await prepareZxingInPage();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to copy camera frames into');

  return {
    engine: 'zxing',
    read: async (video) => {
      const { videoWidth: width, videoHeight: height } = video;
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || width === 0) return undefined;
      const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      for (const result of await readBarcodes(frame, OPTIONS)) {
        const format = retailFormatOf(result.format);
        if (result.isValid && format) return { text: result.text, format };
      }
      return undefined;
    },
  };
}

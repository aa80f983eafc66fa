// ZXing-C++ in WebAssembly (zxing-wasm's reader-only build, ~0.4 MB gzipped), for browsers without
// a BarcodeDetector. Its .wasm is a file of our build (the `?url` import makes Vite emit it, into
// /scanner/ with a content hash) and is handed to the loader, which would otherwise fetch it from
// a CDN: nothing comes from elsewhere. The service worker caches the file the first time it is
// fetched (vite.config.ts), so after one scan online, scanning works offline. This module is
// itself only loaded when a scan starts in such a browser.
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeReader } from './barcode-reader';
import type { RetailFormat } from './scanned-code';

const FORMATS: Record<string, RetailFormat> = {
  EAN13: 'ean_13',
  UPCA: 'upc_a',
  EAN8: 'ean_8',
  UPCE: 'upc_e',
};

const OPTIONS: ReaderOptions = {
  formats: ['EAN13', 'UPCA', 'EAN8', 'UPCE'],
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
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
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
        const format = FORMATS[result.format];
        if (result.isValid && format) return { text: result.text, format };
      }
      return undefined;
    },
  };
}

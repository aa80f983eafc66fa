// What the scanner reads frames with: the browser's own BarcodeDetector where it has one that
// knows the retail formats (Android, ChromeOS, macOS Chromium: no download, often hardware
// accelerated), else ZXing compiled to WebAssembly (zxing-reader.ts), which is only fetched here,
// on first use, never with the page.
import type { ScannedCode } from './scanned-code';
import { nativeBarcodeReader } from './native-reader';

export interface BarcodeReader {
  readonly engine: 'native' | 'zxing';
  /** The code in the video's current frame, if one is readable; undefined before frames arrive. */
  read: (video: HTMLVideoElement) => Promise<ScannedCode | undefined>;
}

let loading: Promise<BarcodeReader> | undefined;

/** One reader for the page's life; a failed load is forgotten so that "try again" retries it. */
export function loadBarcodeReader(): Promise<BarcodeReader> {
  loading ??= chooseReader().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function chooseReader(): Promise<BarcodeReader> {
  const native = await nativeBarcodeReader();
  if (native) return native;
  const { zxingBarcodeReader } = await import('./zxing-reader');
  return zxingBarcodeReader();
}

// The Barcode Detection API (Shape Detection), where the browser has it. It is used only if it
// reads all four retail formats; otherwise ZXing does, so every browser reads the same codes.
import type { BarcodeReader } from './barcode-reader';
import { isRetailFormat, RETAIL_FORMATS } from './scanned-code';

interface DetectedBarcode {
  rawValue: string;
  format: string;
}

interface BarcodeDetector {
  detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorConstructor {
  new (options?: { formats: string[] }): BarcodeDetector;
  getSupportedFormats: () => Promise<string[]>;
}

declare global {
  interface Window {
    // Not in TypeScript's DOM library yet; absent on most desktop browsers.
    BarcodeDetector?: BarcodeDetectorConstructor;
  }
}

export async function nativeBarcodeReader(): Promise<BarcodeReader | undefined> {
  const Detector = window.BarcodeDetector;
  if (!Detector) return undefined;
  const supported = await Detector.getSupportedFormats().catch((): string[] => []);
  if (!RETAIL_FORMATS.every((format) => supported.includes(format))) return undefined;
  const detector = new Detector({ formats: [...RETAIL_FORMATS] });
  return {
    engine: 'native',
    read: async (video) => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return undefined;
      for (const barcode of await detector.detect(video)) {
        if (isRetailFormat(barcode.format))
          return { text: barcode.rawValue, format: barcode.format };
      }
      return undefined;
    },
  };
}

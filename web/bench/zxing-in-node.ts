// ZXing's reader and writer under Node (the benchmark, unit tests), from the WebAssembly files
// installed in node_modules: without this the loaders would fetch them from a CDN, and nothing
// here may use the network.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import type { StillImage } from '../src/features/pantry/barcode/still-image';
import type { ReadPixels } from '../src/features/pantry/barcode/still-image-decoder';

let prepared: Promise<unknown> | undefined;

/** The decoder's read function, once the local WebAssembly module is compiled. */
export async function zxingInNode(): Promise<ReadPixels> {
  prepared ??= prepareZXingModule({
    overrides: { wasmBinary: localWasm('zxing-wasm/reader/zxing_reader.wasm') },
    fireImmediately: true,
  });
  await prepared;
  // Node has no ImageData; ZXing reads any object with its three fields.
  return (image, options) => readBarcodes({ ...image, colorSpace: 'srgb' }, options);
}

function localWasm(specifier: string): ArrayBuffer {
  const path = createRequire(import.meta.url).resolve(specifier);
  const file = readFileSync(path);
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
}

let writerPrepared: Promise<unknown> | undefined;

/**
 * A barcode as ZXing's writer draws it, as pixels: `moduleSize` pixels per bar width, `height`
 * pixels tall, with a white margin of 10 modules. For tests, which must make their own images.
 */
export async function barcodeImageInNode(
  code: string,
  format: 'EAN13' | 'EAN8' | 'UPCA' | 'UPCE',
  { moduleSize = 3, height = 120 }: { moduleSize?: number; height?: number } = {},
): Promise<StillImage> {
  writerPrepared ??= prepareWriter({
    overrides: { wasmBinary: localWasm('zxing-wasm/writer/zxing_writer.wasm') },
    fireImmediately: true,
  });
  await writerPrepared;
  const { symbol, error } = await writeBarcode(code, { format, addQuietZones: false });
  if (error) throw new Error(error);
  const margin = 10 * moduleSize;
  const width = symbol.width * moduleSize + 2 * margin;
  const fullHeight = height + 2 * margin;
  const data = new Uint8ClampedArray(width * fullHeight * 4).fill(255);
  for (let y = margin; y < margin + height; y += 1) {
    for (let x = margin; x < width - margin; x += 1) {
      // The writer's symbol has a row per module of height; a linear code's rows are all alike.
      const module = Math.floor((x - margin) / moduleSize);
      const value = symbol.data[module] ?? 255;
      const at = (y * width + x) * 4;
      data[at] = value;
      data[at + 1] = value;
      data[at + 2] = value;
    }
  }
  return { data, width, height: fullHeight };
}

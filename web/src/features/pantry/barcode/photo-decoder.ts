// "Scan from a photo" in the page: the photo's pixels through the still-image decoder, with
// ZXing prepared from our own WebAssembly file. Loaded on demand with that file, never with the
// page; every browser reads photos this way (a BarcodeDetector is only used for camera frames).
import { readBarcodes } from 'zxing-wasm/reader';
import { photoPixels } from './photo-pixels';
import type { ScannedCode } from './scanned-code';
import { decodeStillImage, type ReadPixels } from './still-image-decoder';
import { prepareZxingInPage } from './zxing-module';

const readPixels: ReadPixels = (image, options) =>
  readBarcodes(new ImageData(image.data, image.width, image.height), options);

export async function decodePhoto(photo: Blob): Promise<ScannedCode | undefined> {
  // Compiling starts while the photo is decoded; both are needed.
  const [image] = await Promise.all([photoPixels(photo), prepareZxingInPage()]);
  return decodeStillImage(image, readPixels);
}

/**
 * How large a picture says it is, read from its header without decoding a pixel, so a picture
 * too large to decode is refused before any decoder allocates for it: a 168 KB PNG may claim
 * 12000 × 12000 pixels, 576 MB once decoded. `undefined` when the header is cut short or makes
 * no sense; such bytes would only fail later, inside the decoder, or worse.
 */
import type { ImageType } from './image-type';

export interface ImageSize {
  width: number;
  height: number;
  /** Pictures the decoder fills: an animated GIF's frames (every one is decoded), else 1. */
  frames: number;
  /** Pixels the decoder fills in all: width × height, or every frame's of a GIF. */
  pixels: number;
}

const still = (width: number, height: number): ImageSize => ({
  width,
  height,
  frames: 1,
  pixels: width * height,
});

function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function hasText(bytes: Uint8Array, at: number, text: string): boolean {
  return [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));
}

/** PNG: the first chunk is IHDR (length 13), whose first fields are width and height. */
function pngSize(bytes: Uint8Array): ImageSize | undefined {
  // Signature (8), chunk length and type (8), IHDR's 13 bytes, its CRC (4).
  if (bytes.length < 33) return undefined;
  const data = dataView(bytes);
  if (data.getUint32(8) !== 13 || !hasText(bytes, 12, 'IHDR')) return undefined;
  const width = data.getUint32(16);
  const height = data.getUint32(20);
  // The PNG spec allows 1 to 2^31 - 1.
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return undefined;
  return still(width, height);
}

/** SOF0-SOF15 carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: segments after SOI, each a marker and (but for RST and TEM) a length, walked up to the
 * frame header. Skipping whole segments matters: an EXIF segment holds a thumbnail with a
 * frame header of its own.
 */
function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  const data = dataView(bytes);
  let at = 2;
  for (;;) {
    if (at + 2 > bytes.length || bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      // A fill byte before the marker.
      at += 1;
      continue;
    }
    at += 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // A second SOI, the end, or the scan itself before any frame header: not a picture.
    if (marker === 0x00 || marker === 0xd8 || marker === 0xd9 || marker === 0xda) return undefined;
    if (at + 2 > bytes.length) return undefined;
    const length = data.getUint16(at);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      // Length (2), precision (1), height (2), width (2), component count (1).
      if (length < 8 || at + 8 > bytes.length) return undefined;
      const height = data.getUint16(at + 3);
      const width = data.getUint16(at + 5);
      // Height 0 defers it to a DNL marker after the first scan, which the decoders refuse.
      if (width === 0 || height === 0) return undefined;
      return still(width, height);
    }
    at += length;
  }
}

/** Skips a GIF's data sub-blocks (a length byte, then that many bytes, up to a 0). */
function afterSubBlocks(bytes: Uint8Array, at: number): number | undefined {
  let next = at;
  for (;;) {
    const length = bytes[next];
    if (length === undefined) return undefined;
    next += 1 + length;
    if (length === 0) return next;
  }
}

/**
 * GIF: the logical screen's size, then every frame's descriptor, walked to the trailer. The
 * decoder reads all frames of an animation, so a small screen with thousands of frames is as
 * large as their pixels together; a frame may also be larger than the screen it claims.
 */
function gifSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 13) return undefined;
  const data = dataView(bytes);
  let width = data.getUint16(6, true);
  let height = data.getUint16(8, true);
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colorTable(bytes[10] ?? 0);
  let frames = 0;
  let pixels = 0;
  for (;;) {
    const block = bytes[at];
    // The trailer, or the end of the bytes: a cut-short animation is the decoder's to judge,
    // once one frame at least has a size.
    if (block === 0x3b || block === undefined) break;
    if (block === 0x21) {
      const next = afterSubBlocks(bytes, at + 2);
      if (next === undefined) break;
      at = next;
    } else if (block === 0x2c) {
      // Separator, left, top, width, height (2 bytes each, little-endian), flags.
      if (at + 10 > bytes.length) break;
      const frameWidth = data.getUint16(at + 5, true);
      const frameHeight = data.getUint16(at + 7, true);
      if (frameWidth === 0 || frameHeight === 0) return undefined;
      width = Math.max(width, data.getUint16(at + 1, true) + frameWidth);
      height = Math.max(height, data.getUint16(at + 3, true) + frameHeight);
      frames += 1;
      pixels += frameWidth * frameHeight;
      // Then the local colour table, the LZW code size (1 byte) and the image data.
      const next = afterSubBlocks(bytes, at + 10 + colorTable(bytes[at + 9] ?? 0) + 1);
      if (next === undefined) break;
      at = next;
    } else {
      return undefined;
    }
  }
  if (frames === 0 || width === 0 || height === 0) return undefined;
  return { width, height, frames, pixels: Math.max(pixels, width * height) };
}

/**
 * WebP: RIFF, then one of three first chunks: VP8 (lossy; 14-bit sizes after a key frame's
 * start code), VP8L (lossless; 14-bit sizes minus one after its signature byte) or VP8X (the
 * extended format; the canvas's 24-bit sizes minus one).
 */
function webpSize(bytes: Uint8Array): ImageSize | undefined {
  const data = dataView(bytes);
  if (hasText(bytes, 12, 'VP8 ')) {
    // Frame tag (3 bytes; bit 0 clear on a key frame), start code 9d 01 2a, width, height.
    if (bytes.length < 30 || ((bytes[20] ?? 1) & 0x01) !== 0) return undefined;
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    const width = data.getUint16(26, true) & 0x3fff;
    const height = data.getUint16(28, true) & 0x3fff;
    if (width === 0 || height === 0) return undefined;
    return still(width, height);
  }
  if (hasText(bytes, 12, 'VP8L')) {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return undefined;
    const bits = data.getUint32(21, true);
    return still((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (hasText(bytes, 12, 'VP8X')) {
    // Flags (1 byte), reserved (3), then the canvas's sizes.
    if (bytes.length < 30) return undefined;
    const uint24 = (at: number) => data.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16);
    return still(uint24(24) + 1, uint24(27) + 1);
  }
  return undefined;
}

const BMP_BITS_PER_PIXEL = new Set([1, 4, 8, 16, 24, 32]);
/** BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS: rows stored as they are, so their size is known. */
const BMP_UNCOMPRESSED = new Set([0, 3, 6]);

/**
 * BMP: the file header (14 bytes: where the pixels start), then an info header of 40 bytes or
 * more (its later versions extend it), the one layout the decoder reads: signed width and
 * height, a negative height meaning rows stored top down. Uncompressed rows must all be there;
 * a decoder reading past the end is how a fake BMP failed inside OCR.
 */
function bmpSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 54) return undefined;
  const data = dataView(bytes);
  const pixelsAt = data.getUint32(10, true);
  const headerSize = data.getUint32(14, true);
  const width = data.getInt32(18, true);
  const signedHeight = data.getInt32(22, true);
  const bitsPerPixel = data.getUint16(28, true);
  const compression = data.getUint32(30, true);
  const paletteColors = data.getUint32(46, true);
  if (headerSize < 40 || headerSize > 124 || pixelsAt < 14 + headerSize) return undefined;
  if (width <= 0 || signedHeight === 0 || !BMP_BITS_PER_PIXEL.has(bitsPerPixel)) return undefined;
  if (bitsPerPixel <= 8 && paletteColors > 2 ** bitsPerPixel) return undefined;
  const height = Math.abs(signedHeight);
  if (BMP_UNCOMPRESSED.has(compression)) {
    // Each row is padded to 4 bytes.
    const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
    if (pixelsAt + rowBytes * height > bytes.length) return undefined;
  }
  return still(width, height);
}

const readers: Record<ImageType, (bytes: Uint8Array) => ImageSize | undefined> = {
  png: pngSize,
  jpeg: jpegSize,
  gif: gifSize,
  webp: webpSize,
  bmp: bmpSize,
};

/** The size `bytes` of the given type (imageTypeOf's) claim, or undefined for a broken header. */
export function imageSizeOf(bytes: Uint8Array, type: ImageType): ImageSize | undefined {
  return readers[type](bytes);
}

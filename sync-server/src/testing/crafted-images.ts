/**
 * Test support: pictures made byte by byte, for what an encoder would never write: headers
 * claiming any size, files cut short, the fake BMP of issue 20. Each builder writes the layout
 * its format's spec gives; the pixel data is there only where a test decodes it.
 */
import { crc32, deflateSync } from 'node:zlib';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u16le = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const u16be = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const u24le = (value: number) => [...u16le(value & 0xffff), (value >>> 16) & 0xff];
const u32le = (value: number) => [...u16le(value & 0xffff), ...u16le(value >>> 16)];
const u32be = (value: number) => [...u16be(value >>> 16), ...u16be(value & 0xffff)];

export const PNG_SIGNATURE = [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a];

function pngChunk(type: string, data: Uint8Array | readonly number[]): Uint8Array {
  const typeAndData = Uint8Array.from([...ascii(type), ...data]);
  return Uint8Array.from([...u32be(data.length), ...typeAndData, ...u32be(crc32(typeAndData))]);
}

const concat = (parts: readonly (Uint8Array | readonly number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => [...part]));

/** A PNG's signature and IHDR chunk: the header alone, 8-bit greyscale. */
export function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = [...u32be(width), ...u32be(height), 8, 0, 0, 0, 0];
  return concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr)]);
}

/**
 * A whole, valid PNG of any size that costs next to nothing to send: white, 1 bit a pixel,
 * deflated (12000 × 12000 is ~18 KB). Decoded, it is width × height pixels all the same.
 */
export function blankPng(width: number, height: number): Uint8Array {
  const ihdr = [...u32be(width), ...u32be(height), 1, 0, 0, 0, 0];
  // Each row: filter type 0, then the row's bits, all 1 (white).
  const row = new Uint8Array(1 + Math.ceil(width / 8)).fill(0xff);
  row[0] = 0;
  const rows = new Uint8Array(row.length * height);
  for (let y = 0; y < height; y += 1) rows.set(row, y * row.length);
  return concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', []),
  ]);
}

/** A JPEG's segments up to its first scan, none of them decodable pixels. */
export function jpegHeader(
  width: number,
  height: number,
  {
    frameMarker = 0xc0,
    exifThumbnail,
  }: { frameMarker?: number; exifThumbnail?: { width: number; height: number } } = {},
): Uint8Array {
  const segment = (marker: number, data: readonly number[]) => [
    0xff,
    marker,
    ...u16be(data.length + 2),
    ...data,
  ];
  const frame = (marker: number, w: number, h: number) =>
    segment(marker, [8, ...u16be(h), ...u16be(w), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  // An EXIF block carrying a thumbnail JPEG, whose own frame header must not be taken.
  const exif = exifThumbnail
    ? segment(0xe1, [
        ...ascii('Exif'),
        0,
        0,
        0xff,
        0xd8,
        ...frame(0xc0, exifThumbnail.width, exifThumbnail.height),
        0xff,
        0xd9,
      ])
    : [];
  return Uint8Array.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...exif,
    // Fill bytes may stand before any marker.
    0xff,
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...frame(frameMarker, width, height),
    ...segment(0xc4, [0, ...new Array<number>(16).fill(0), 0]),
    ...segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]),
    0x12,
    0x34,
    0xff,
    0xd9,
  ]);
}

/** A GIF of `frames` frames (their own sizes), inside a logical screen of `width` × `height`. */
export function gif(
  width: number,
  height: number,
  frames: readonly { left?: number; top?: number; width: number; height: number }[] = [
    { width, height },
  ],
): Uint8Array {
  const frameBytes = frames.flatMap((frame) => [
    // Graphic control extension: a sub-block of 4 bytes, then the end of sub-blocks.
    0x21,
    0xf9,
    4,
    0,
    10,
    0,
    0,
    0,
    // Image descriptor, no local colour table; LZW code size 2, one data sub-block.
    0x2c,
    ...u16le(frame.left ?? 0),
    ...u16le(frame.top ?? 0),
    ...u16le(frame.width),
    ...u16le(frame.height),
    0,
    2,
    2,
    0x4c,
    0x01,
    0,
  ]);
  return Uint8Array.from([
    ...ascii('GIF89a'),
    ...u16le(width),
    ...u16le(height),
    // A global colour table of 2 colours (3 bytes each).
    0x80,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xff,
    0xff,
    ...frameBytes,
    0x3b,
  ]);
}

function riffWebp(chunk: string, data: readonly number[]): Uint8Array {
  const body = [...ascii('WEBP'), ...ascii(chunk), ...u32le(data.length), ...data];
  return Uint8Array.from([...ascii('RIFF'), ...u32le(body.length), ...body]);
}

/** A lossy WebP's first bytes: a key frame's tag, start code and 14-bit sizes. */
export function webpLossy(width: number, height: number): Uint8Array {
  return riffWebp('VP8 ', [
    0x50,
    0x02,
    0x00,
    0x9d,
    0x01,
    0x2a,
    ...u16le(width),
    ...u16le(height),
    0,
    0,
  ]);
}

/** A lossless WebP's first bytes: signature 0x2f, then width - 1 and height - 1 in 14 bits each. */
export function webpLossless(width: number, height: number): Uint8Array {
  const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
  return riffWebp('VP8L', [0x2f, ...u32le(bits), 0, 0, 0, 0, 0]);
}

/** An extended WebP's first bytes: flags, then the canvas's width - 1 and height - 1 in 24 bits. */
export function webpExtended(width: number, height: number): Uint8Array {
  return riffWebp('VP8X', [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}

/**
 * A 24-bit BMP, white, with every row there; `height` negative stores rows top down. Fields
 * may be overridden to make it lie.
 */
export function bmp(
  width: number,
  height: number,
  {
    bitsPerPixel = 24,
    headerSize = 40,
    paletteColors = 0,
  }: { bitsPerPixel?: number; headerSize?: number; paletteColors?: number } = {},
): Uint8Array {
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  const pixelBytes = rowBytes * Math.abs(height);
  const pixelsAt = 14 + headerSize;
  const info = [
    ...u32le(headerSize),
    ...u32le(width),
    ...u32le(height),
    ...u16le(1),
    ...u16le(bitsPerPixel),
    ...u32le(0),
    ...u32le(pixelBytes),
    ...u32le(2835),
    ...u32le(2835),
    ...u32le(paletteColors),
    ...u32le(0),
  ];
  info.push(...new Array<number>(headerSize - info.length).fill(0));
  const bytes = new Uint8Array(pixelsAt + pixelBytes).fill(0xff);
  bytes.set([...ascii('BM'), ...u32le(bytes.length), ...u32le(0), ...u32le(pixelsAt), ...info]);
  return bytes;
}

/**
 * Issue 20's first payload: 62 bytes, "BM" and a header whose sizes are nonsense (a file of
 * 3.7 GB, a 30000 × 30000 picture at 24 bits), no pixels. Sent to the scan, it answered a 500
 * with an empty body and its OCR worker was thrown away.
 */
export function fakeBmp(): Uint8Array {
  const bytes = new Uint8Array(62);
  const data = new DataView(bytes.buffer);
  bytes.set(ascii('BM'));
  data.setUint32(2, 0xdeadbeef, true);
  data.setUint32(10, 54, true);
  data.setUint32(14, 40, true);
  data.setInt32(18, 30_000, true);
  data.setInt32(22, 30_000, true);
  data.setUint16(26, 1, true);
  data.setUint16(28, 24, true);
  return bytes;
}

/**
 * A PNG of speckles, 1 bit a pixel, the same for the same size: an OCR engine hunts for text in
 * every speck, so it reads for seconds where a blank page of the same size takes a moment.
 */
export function speckledPng(width: number, height: number): Uint8Array {
  const ihdr = [...u32be(width), ...u32be(height), 1, 0, 0, 0, 0];
  const rowBytes = 1 + Math.ceil(width / 8);
  const rows = new Uint8Array(rowBytes * height);
  let state = 0x2545f491;
  for (let i = 0; i < rows.length; i += 1) {
    // xorshift32: cheap, repeatable noise.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    rows[i] = i % rowBytes === 0 ? 0 : state & 0xff;
  }
  return concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', []),
  ]);
}

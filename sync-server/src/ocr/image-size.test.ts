// The size a picture's header claims, for every format the scan takes: from what real encoders
// write, from headers made byte by byte, and never from a header cut short or nonsensical.
import { createCanvas } from '@napi-rs/canvas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PNG_SIGNATURE,
  blankPng,
  bmp,
  fakeBmp,
  gif,
  jpegHeader,
  pngHeader,
  webpExtended,
  webpLossless,
  webpLossy,
} from '../testing/crafted-images';
import { imageSizeOf } from './image-size';
import { type ImageType, imageTypeOf } from './image-type';

/** The size of `bytes` as the server reads it: type from the first bytes, then the header. */
function sizeOf(bytes: Uint8Array) {
  const type = imageTypeOf(bytes);
  return type === undefined ? undefined : imageSizeOf(bytes, type);
}

const still = (width: number, height: number) => ({
  width,
  height,
  frames: 1,
  pixels: width * height,
});

describe('imageSizeOf, from what encoders write', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('reads a %s drawn by a canvas', async (type) => {
    const canvas = createCanvas(321, 123);
    canvas.getContext('2d').fillRect(10, 10, 50, 50);
    const encoded = {
      png: () => canvas.encode('png'),
      jpeg: () => canvas.encode('jpeg'),
      webp: () => canvas.encode('webp'),
      gif: () => canvas.encode('gif'),
    };
    const bytes = await encoded[type]();
    expect(imageTypeOf(bytes)).toBe(type);
    expect(sizeOf(bytes)).toEqual(still(321, 123));
  });
});

describe('imageSizeOf, per format', () => {
  it('PNG: the IHDR chunk, up to 2^31 - 1 a side', () => {
    expect(sizeOf(pngHeader(12_000, 12_000))).toEqual(still(12_000, 12_000));
    expect(sizeOf(blankPng(40, 30))).toEqual(still(40, 30));
    expect(sizeOf(pngHeader(0x7fffffff, 1))).toEqual(still(0x7fffffff, 1));
    expect(sizeOf(pngHeader(0x80000000, 1))).toBeUndefined();
    expect(sizeOf(pngHeader(0, 10))).toBeUndefined();
  });

  it('PNG: no picture when the first chunk is not IHDR', () => {
    const header = pngHeader(100, 100);
    header.set([0x43, 0x67, 0x42, 0x49], 12); // CgBI, Apple's PNG variant, comes first there
    expect(sizeOf(header)).toBeUndefined();
  });

  it('JPEG: the frame header, whichever of SOF0-SOF15, after skipping whole segments', () => {
    expect(sizeOf(jpegHeader(4032, 3024))).toEqual(still(4032, 3024));
    expect(sizeOf(jpegHeader(8000, 6000, { frameMarker: 0xc2 }))).toEqual(still(8000, 6000));
    expect(sizeOf(jpegHeader(640, 480, { frameMarker: 0xcf }))).toEqual(still(640, 480));
  });

  it('JPEG: an EXIF thumbnail’s frame header is not the photo’s', () => {
    const photo = jpegHeader(4032, 3024, { exifThumbnail: { width: 160, height: 120 } });
    expect(sizeOf(photo)).toEqual(still(4032, 3024));
  });

  it('JPEG: no picture without a frame header before the scan, or with height 0 (DNL)', () => {
    // DHT (C4) is not a frame header: with the frame marker made DHT, none is left.
    expect(sizeOf(jpegHeader(640, 480, { frameMarker: 0xc4 }))).toBeUndefined();
    expect(sizeOf(jpegHeader(640, 0))).toBeUndefined();
    expect(sizeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
    // A segment claiming a length below its own 2 bytes.
    expect(sizeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0]))).toBeUndefined();
  });

  it('GIF: the logical screen, and every frame of an animation counted', () => {
    expect(sizeOf(gif(300, 200))).toEqual(still(300, 200));
    const animation = gif(100, 100, [
      { width: 100, height: 100 },
      { left: 10, top: 10, width: 50, height: 50 },
      { width: 100, height: 100 },
    ]);
    expect(sizeOf(animation)).toEqual({ width: 100, height: 100, frames: 3, pixels: 22_500 });
  });

  it('GIF: a frame larger than its screen counts at its own size', () => {
    expect(sizeOf(gif(10, 10, [{ width: 60_000, height: 60_000 }]))).toEqual(still(60_000, 60_000));
    expect(sizeOf(gif(0, 0, [{ left: 5, width: 20, height: 10 }]))).toEqual({
      width: 25,
      height: 10,
      frames: 1,
      pixels: 250,
    });
  });

  it('GIF: no picture without a frame, or with an empty one', () => {
    const noFrame = gif(100, 100, []);
    expect(sizeOf(noFrame)).toBeUndefined();
    expect(sizeOf(gif(100, 100, [{ width: 0, height: 100 }]))).toBeUndefined();
    const unknownBlock = gif(100, 100);
    unknownBlock[19] = 0x99;
    expect(sizeOf(unknownBlock)).toBeUndefined();
  });

  it('WebP: lossy (VP8), lossless (VP8L) and extended (VP8X)', () => {
    expect(sizeOf(webpLossy(1920, 1080))).toEqual(still(1920, 1080));
    expect(sizeOf(webpLossy(16_383, 16_383))).toEqual(still(16_383, 16_383));
    expect(sizeOf(webpLossless(1, 1))).toEqual(still(1, 1));
    expect(sizeOf(webpLossless(16_384, 9_000))).toEqual(still(16_384, 9_000));
    expect(sizeOf(webpExtended(16_777_216, 2))).toEqual(still(16_777_216, 2));
  });

  it('WebP: no picture for a lossy frame that is not a key frame or lacks its start code', () => {
    const interFrame = webpLossy(100, 100);
    interFrame[20] = 0x51;
    expect(sizeOf(interFrame)).toBeUndefined();
    const noStartCode = webpLossy(100, 100);
    noStartCode[23] = 0;
    expect(sizeOf(noStartCode)).toBeUndefined();
    expect(sizeOf(webpLossy(0, 100))).toBeUndefined();
    const badSignature = webpLossless(100, 100);
    badSignature[20] = 0;
    expect(sizeOf(badSignature)).toBeUndefined();
  });

  it('BMP: the info header, a negative height meaning rows stored top down', () => {
    expect(sizeOf(bmp(30, 20))).toEqual(still(30, 20));
    expect(sizeOf(bmp(30, -20))).toEqual(still(30, 20));
    expect(sizeOf(bmp(30, 20, { headerSize: 124 }))).toEqual(still(30, 20));
    expect(sizeOf(bmp(33, 7, { bitsPerPixel: 1 }))).toEqual(still(33, 7));
  });

  it('BMP: no picture for the fake of issue 20, whose pixels are not there', () => {
    expect(fakeBmp()).toHaveLength(62);
    expect(imageTypeOf(fakeBmp())).toBe('bmp');
    expect(sizeOf(fakeBmp())).toBeUndefined();
  });

  it('BMP: no picture for sizes or fields that make no sense', () => {
    const lying = (edit: (data: DataView) => void) => {
      const bytes = bmp(30, 20);
      edit(new DataView(bytes.buffer));
      return sizeOf(bytes);
    };
    expect(lying((data) => data.setInt32(18, -30, true))).toBeUndefined();
    expect(lying((data) => data.setInt32(22, 0, true))).toBeUndefined();
    expect(lying((data) => data.setInt32(22, -0x80000000, true))).toBeUndefined();
    expect(lying((data) => data.setUint16(28, 0, true))).toBeUndefined();
    expect(lying((data) => data.setUint16(28, 7, true))).toBeUndefined();
    // An OS/2 header of 12 bytes, a layout the decoder does not read.
    expect(lying((data) => data.setUint32(14, 12, true))).toBeUndefined();
    // Pixels said to start inside the header.
    expect(lying((data) => data.setUint32(10, 20, true))).toBeUndefined();
    // More palette colours than 8 bits can index.
    expect(sizeOf(bmp(4, 4, { bitsPerPixel: 8, paletteColors: 257 }))).toBeUndefined();
  });
});

describe('imageSizeOf, cut short', () => {
  /** Where a marker's last occurrence starts. */
  const lastIndexOf = (bytes: Uint8Array, marker: readonly number[]) =>
    bytes.findLastIndex((_, i) => marker.every((byte, j) => bytes[i + j] === byte));
  const photoJpeg = jpegHeader(640, 480, { exifThumbnail: { width: 160, height: 120 } });
  const cases: [string, ImageType, Uint8Array, number][] = [
    // Signature, IHDR's length, type and 13 bytes, its CRC.
    ['PNG', 'png', pngHeader(640, 480), 33],
    // The photo's frame header (after the thumbnail's): marker, length, precision, sizes, count.
    ['JPEG', 'jpeg', photoJpeg, lastIndexOf(photoJpeg, [0xff, 0xc0]) + 10],
    // Header and screen, colour table, a control extension, the first frame's descriptor.
    ['GIF', 'gif', gif(640, 480), 13 + 6 + 8 + 10],
    ['lossy WebP', 'webp', webpLossy(640, 480), 30],
    ['lossless WebP', 'webp', webpLossless(640, 480), 25],
    ['extended WebP', 'webp', webpExtended(640, 480), 30],
    // Every row of pixels.
    ['BMP', 'bmp', bmp(4, 4), bmp(4, 4).length],
  ];

  it.each(cases)(
    '%s: a size from the byte that ends its header on, none before',
    (_, type, bytes, end) => {
      const sizes = Array.from({ length: bytes.length + 1 }, (__, length) =>
        imageSizeOf(bytes.subarray(0, length), type),
      );
      expect(sizes.findIndex((size) => size !== undefined)).toBe(end);
      expect(sizes.slice(end).every((size) => size?.width === (type === 'bmp' ? 4 : 640))).toBe(
        true,
      );
    },
  );

  it('never throws, whatever follows a known signature', () => {
    const signatures = [
      PNG_SIGNATURE,
      [0xff, 0xd8, 0xff],
      [...'GIF89a'].map((char) => char.charCodeAt(0)),
      [...'RIFF\0\0\0\0WEBPVP8'].map((char) => char.charCodeAt(0)),
      [0x42, 0x4d],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...signatures),
        fc.uint8Array({ maxLength: 200 }),
        (signature, rest) => {
          const bytes = Uint8Array.from([...signature, ...rest]);
          const size = sizeOf(bytes);
          if (size) {
            expect(size.width).toBeGreaterThan(0);
            expect(size.height).toBeGreaterThan(0);
            expect(size.pixels).toBeGreaterThanOrEqual(size.width * size.height);
          }
        },
      ),
      { numRuns: 5000 },
    );
  });
});

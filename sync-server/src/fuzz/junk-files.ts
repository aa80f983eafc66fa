/**
 * Files for the upload routes (scan-photo, photos, transcribe): empty, random, text, the magic
 * bytes of every image type the server recognises followed by junk, headers that claim huge or
 * missing pixels (the 62-byte BMP), a real 1×1 PNG, and files just over each route's limit.
 */
import fc from 'fast-check';
import { PANTRY_SCAN_PHOTO_MAX_BYTES } from '@mise/domain/api/pantry';
import { PHOTO_MAX_BYTES } from '@mise/domain/api/photos';
import { TRANSCRIBE_MAX_BYTES } from '../speech/speech-routes';
import { shortHostileString } from './hostile-strings';
import { type Tagged, tagged } from './tagged';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const bytes = (...parts: (readonly number[] | Uint8Array)[]) =>
  Uint8Array.from(parts.flatMap((part) => [...part]));
const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

export const MAGIC: Record<string, readonly number[]> = {
  png: [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  webp: [...ascii('RIFF'), ...u32(1000), ...ascii('WEBPVP8 ')],
  gif: ascii('GIF89a'),
  bmp: ascii('BM'),
};

/**
 * A BMP of 62 bytes: the file header, an info header for `width` × `height` pixels of one bit,
 * and a two-colour palette, but no pixels. With 1 × 1 it is the fake BMP of issue 20.
 */
export function fakeBmp(width = 1, height = 1): Uint8Array {
  return bytes(
    ascii('BM'),
    u32(62),
    u32(0),
    u32(62),
    u32(40),
    u32(width),
    u32(height),
    u16(1),
    u16(1),
    u32(0),
    u32(0),
    u32(2835),
    u32(2835),
    u32(2),
    u32(0),
    [0, 0, 0, 0, 255, 255, 255, 0],
  );
}

/** A PNG whose header chunk claims `width` × `height` and that ends there. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const ihdr = [...u32(width).reverse(), ...u32(height).reverse(), 8, 2, 0, 0, 0];
  return bytes(MAGIC.png ?? [], [0, 0, 0, 13], ascii('IHDR'), ihdr, [0, 0, 0, 0]);
}

/** A valid 1×1 PNG: the good photo, and what junk is measured against. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A file one byte over `limit`, starting with an image's magic bytes so only its size is wrong. */
function overLimit(limit: number): Uint8Array {
  const file = new Uint8Array(limit + 1);
  file.set(MAGIC.png ?? []);
  return file;
}

const magicThenJunk = fc
  .record({
    type: fc.constantFrom(...Object.keys(MAGIC)),
    junk: fc.uint8Array({ maxLength: 300 }),
  })
  .map(({ type, junk }) => ({ tag: `${type}-magic-junk`, value: bytes(MAGIC[type] ?? [], junk) }));

export const junkFile: fc.Arbitrary<Tagged<Uint8Array>> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ tag: 'empty-file', value: new Uint8Array(0) }) },
  { weight: 6, arbitrary: magicThenJunk },
  { weight: 2, arbitrary: fc.constant({ tag: 'bmp-62-bytes', value: fakeBmp() }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { tag: 'bmp-huge-dimensions', value: fakeBmp(100_000, 100_000) },
      { tag: 'bmp-negative-height', value: fakeBmp(1, 0xffffffff) },
      { tag: 'png-huge-dimensions', value: pngHeaderOnly(100_000, 100_000) },
      { tag: 'png-zero-dimensions', value: pngHeaderOnly(0, 0) },
    ),
  },
  { weight: 2, arbitrary: fc.constant({ tag: 'tiny-png', value: TINY_PNG }) },
  { weight: 3, arbitrary: tagged('random-bytes', fc.uint8Array({ maxLength: 400 })) },
  {
    weight: 2,
    arbitrary: shortHostileString.map((s) => ({
      tag: `text-file:${s.tag}`,
      value: new TextEncoder().encode(s.value),
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(PHOTO_MAX_BYTES, TRANSCRIBE_MAX_BYTES, PANTRY_SCAN_PHOTO_MAX_BYTES)
      .map((limit) => ({ tag: `over-${limit}-bytes`, value: overLimit(limit) })),
  },
);

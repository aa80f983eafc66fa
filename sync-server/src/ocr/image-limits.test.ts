// Which pictures may be decoded, from their headers: phone photos up to 50 MP pass, larger or
// damaged ones are refused with the answer the API gives.
import { describe, expect, it } from 'vitest';
import {
  blankPng,
  bmp,
  fakeBmp,
  gif,
  jpegHeader,
  pngHeader,
  webpLossy,
} from '../testing/crafted-images';
import { MAX_BMP_BYTES, MAX_IMAGE_PIXELS, checkImage } from './image-limits';
import { imageTypeOf } from './image-type';

function check(bytes: Uint8Array) {
  const type = imageTypeOf(bytes);
  if (type === undefined) throw new Error('not an image type');
  return checkImage(bytes, type);
}

describe('checkImage', () => {
  it.each([
    ['a 12 MP phone photo', 4032, 3024],
    ['a 48 MP phone photo', 8000, 6000],
    ['a 50 MP phone photo', 8192, 6144],
    ['a receipt panorama', 16_384, 3000],
  ])('takes %s', (_, width, height) => {
    const checked = check(jpegHeader(width, height));
    expect(checked).toEqual({
      ok: true,
      size: { width, height, frames: 1, pixels: width * height },
    });
  });

  it('refuses the 12000 × 12000 PNG of issue 20 with 413 and how large it is', () => {
    expect(check(pngHeader(12_000, 12_000))).toEqual({
      ok: false,
      status: 413,
      error: 'payload_too_large',
      message:
        'The photo is 12,000 × 12,000 pixels (144 megapixels); a photo may have at most 52 megapixels and 16,384 pixels on a side. Send a smaller one.',
    });
  });

  it('refuses a picture just over the pixel limit, or longer than 16,384 px a side', () => {
    const justOver = check(webpLossy(10_000, Math.floor(MAX_IMAGE_PIXELS / 10_000) + 1));
    expect(justOver).toMatchObject({ ok: false, status: 413 });
    expect(check(webpLossy(16_383, 1000))).toMatchObject({ ok: true });
    expect(check(pngHeader(16_385, 10))).toMatchObject({
      ok: false,
      status: 413,
      message: expect.stringMatching(
        /^The photo is 16,385 × 10 pixels \(0.2 megapixels\)/,
      ) as unknown,
    });
  });

  it('counts every frame of an animated GIF', () => {
    const frames = Array.from({ length: 60 }, () => ({ width: 1000, height: 1000 }));
    expect(check(gif(1000, 1000, frames))).toEqual({
      ok: false,
      status: 413,
      error: 'payload_too_large',
      message:
        'The photo is an animation of 60 frames, 60 megapixels in all; a photo may have at most 52 megapixels and 16,384 pixels on a side. Send a still photo.',
    });
    expect(check(gif(1000, 1000, frames.slice(0, 50)))).toMatchObject({ ok: true });
  });

  it('refuses a damaged header as an image that cannot be read (400)', () => {
    const unreadable = {
      ok: false,
      status: 400,
      error: 'invalid_request',
      message: 'The photo could not be read as an image.',
    };
    expect(check(fakeBmp())).toEqual(unreadable);
    expect(check(pngHeader(640, 480).subarray(0, 20))).toEqual(unreadable);
    expect(check(jpegHeader(640, 0))).toEqual(unreadable);
  });

  it('refuses a BMP over 2 MB before reading its header: the OCR engine reads BMPs slowly', () => {
    const large = bmp(1000, 700);
    expect(large.length).toBeGreaterThan(MAX_BMP_BYTES);
    expect(check(large)).toEqual({
      ok: false,
      status: 413,
      error: 'payload_too_large',
      message: 'A BMP photo can be at most 2 MB. Send it as a JPEG or PNG.',
    });
    expect(check(bmp(800, 800))).toMatchObject({ ok: true });
  });

  it('reads a whole 12000 × 12000 PNG’s header in well under a millisecond a check', () => {
    const bomb = blankPng(12_000, 12_000);
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) check(bomb);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

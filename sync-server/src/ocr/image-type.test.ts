import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('imageTypeOf', () => {
  it.each([
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', [1, 0])],
    ['bmp', bytes('BM', new Array<number>(30).fill(0))],
  ])('knows %s by its first bytes', (type, image) => {
    expect(imageTypeOf(image)).toBe(type);
  });

  it.each([
    ['text', bytes('MILK 3.49')],
    ['nothing', bytes()],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['a PNG signature cut short', bytes([0x89], 'PNG')],
  ])('knows no image in %s', (_, image) => {
    expect(imageTypeOf(image)).toBeUndefined();
  });
});

import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseCoding, encode } from './content-coding';
import { ifNoneMatch } from './if-none-match';

describe('chooseCoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, deflate', 'deflate'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0', 'br'],
    ['GZIP', 'gzip'],
  ])('answers %j with %j', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});

describe('encode', () => {
  it('codes bytes that each client library decodes back', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ items: Array(200).fill('salt') }));
    const plain = Buffer.from(body);
    expect(gunzipSync(await encode('gzip', body)).equals(plain)).toBe(true);
    expect(brotliDecompressSync(await encode('br', body)).equals(plain)).toBe(true);
    expect(inflateSync(await encode('deflate', body)).equals(plain)).toBe(true);
  });
});

describe('ifNoneMatch', () => {
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"other", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
  ])('compares %j weakly with W/"abc"', (header, matches) => {
    expect(ifNoneMatch(header, 'W/"abc"')).toBe(matches);
  });
});

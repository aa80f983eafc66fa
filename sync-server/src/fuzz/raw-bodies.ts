/**
 * Bodies that are not what the route parses, as raw text or bytes with the content type they
 * pretend to be: broken, truncated and deeply nested JSON, a BOM, invalid UTF-8, UTF-16,
 * hand-made multipart with broken boundaries, form-urlencoded and XML, and bodies of a few MB.
 */
import fc from 'fast-check';
import { type Tagged, taggedFrom } from './tagged';

export interface RawText {
  text: string;
  contentType: string;
}

const JSON_TYPE = 'application/json';
const json = (text: string): RawText => ({ text, contentType: JSON_TYPE });

/** `[[[…]]]`, `{"a":{"a":…}}` and a mix, `depth` levels deep. */
export function deepJson(depth: number, shape: 'array' | 'object' | 'mixed'): string {
  if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  if (shape === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

const DEPTHS = [1_000, 10_000, 100_000] as const;

export const deepJsonText: fc.Arbitrary<Tagged<string>> = fc
  .record({ depth: fc.constantFrom(...DEPTHS), shape: fc.constantFrom('array', 'object', 'mixed') })
  .map(({ depth, shape }) => ({ tag: `deep-${shape}-${depth}`, value: deepJson(depth, shape) }));

const BOUNDARY = 'fuzzboundary';
const disposition = (name: string, filename?: string) =>
  `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;

const rawMultipart: fc.Arbitrary<Tagged<RawText>> = taggedFrom(
  'multipart-raw',
  {
    text: `--${BOUNDARY}\r\n${disposition('image', 'a.png')}\r\n\r\n\u0089PNG\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    text: `--other\r\n${disposition('audio', 'a.webm')}\r\n\r\nxx\r\n--other--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  { text: `--${BOUNDARY}--\r\n`, contentType: 'multipart/form-data' },
  {
    text: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename*=UTF-8''%ED%A0%80\r\n\r\nBM\r\n--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    text: `--${BOUNDARY}\r\n${disposition('image\u0000', '\u0000')}\r\nContent-Type: image/png\r\n\r\n\r\n--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    text: `--${BOUNDARY}\r\n${disposition('language')}\r\n\r\n${'x'.repeat(100_000)}\r\n--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  { text: '', contentType: `multipart/form-data; boundary=${'b'.repeat(200)}` },
);

export const rawText: fc.Arbitrary<Tagged<RawText>> = fc.oneof(
  taggedFrom(
    'invalid-json',
    ...[
      '{',
      '}',
      '{"a":}',
      "{'a':1}",
      'NaN',
      'undefined',
      '[1,]',
      '{"a":1,}',
      '{"a" 1}',
      '\u0000',
      '{"name":"\u0000"}',
      '"unterminated',
      '{"a":"\\x41"}',
      '//comment\n{}',
      '{}garbage',
      '{} {}',
    ].map(json),
  ),
  taggedFrom('json-escape-nul', json('{"name":"\\u0000","category":"fridge","text":"\\u0000"}')),
  taggedFrom(
    'json-escape-surrogate',
    json('{"name":"\\ud800","category":"fridge","text":"\\udfff"}'),
  ),
  taggedFrom('json-scalar', ...['null', 'true', '0', '-0', '"x"', '1e400', '[]'].map(json)),
  taggedFrom('empty', json(''), json(' '), json('\r\n')),
  taggedFrom('bom', json('\ufeff{}'), json('\ufeff{"name":"Milk","category":"fridge"}')),
  deepJsonText.map(({ tag, value }) => ({ tag, value: json(value) })),
  rawMultipart,
  taggedFrom(
    'form-urlencoded',
    ...[
      'name=Milk&category=fridge',
      'a[__proto__][x]=1&text=%00',
      '%',
      '&&&==',
      'text=%ED%A0%80',
    ].map((text) => ({ text, contentType: 'application/x-www-form-urlencoded' })),
  ),
  taggedFrom('xml', {
    text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "b">]><a>&b;</a>',
    contentType: 'text/xml',
  }),
);

export interface RawBytes {
  bytes: Uint8Array;
  contentType: string;
}

const PANTRY_ITEM =
  '{"name":"Milk","category":"fridge","text":"Hello","url":"https://example.com"}';

function utf16le(text: string): Uint8Array {
  return Uint8Array.from([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
}

/** JSON around a few bytes that are not UTF-8. */
function jsonAround(bad: readonly number[]): Uint8Array {
  const [before = '', after = ''] = PANTRY_ITEM.split('Milk');
  return Uint8Array.from([...Buffer.from(before), ...bad, ...Buffer.from(after)]);
}

export const rawBytes: fc.Arbitrary<Tagged<RawBytes>> = fc.oneof(
  fc
    .constantFrom(
      { tag: 'invalid-utf8', bad: [0xff, 0xfe] },
      { tag: 'overlong-utf8', bad: [0xc0, 0xaf] },
      { tag: 'utf8-surrogate', bad: [0xed, 0xa0, 0x80] },
      { tag: 'truncated-utf8', bad: [0xe2, 0x82] },
    )
    .map(({ tag, bad }) => ({ tag, value: { bytes: jsonAround(bad), contentType: JSON_TYPE } })),
  taggedFrom('utf16-json', {
    bytes: utf16le(PANTRY_ITEM),
    contentType: 'application/json; charset=utf-16',
  }),
);

/** A body of `size` bytes or so, in one of the shapes that costs a parser the most. */
export function hugeBody(size: number, shape: HugeShape): string {
  switch (shape) {
    case 'string':
      return `{"name":"${'a'.repeat(size)}","category":"fridge","text":"x"}`;
    case 'escapes':
      return `{"name":"${'\\u0000'.repeat(Math.ceil(size / 6))}","category":"fridge"}`;
    case 'array':
      return `[${'0,'.repeat(Math.ceil(size / 2))}0]`;
    case 'object':
      return `{${Array.from({ length: Math.ceil(size / 12) }, (_, i) => `"k${i}":0`).join(',')}}`;
  }
}

export const HUGE_SHAPES = ['string', 'escapes', 'array', 'object'] as const;
export type HugeShape = (typeof HUGE_SHAPES)[number];
/** A few MB: over every body limit of the API (1 MB push, 2 MB photo) but cheap to send. */
export const HUGE_SIZES = [1_100_000, 3_000_000] as const;
/** Streamed bodies, sent in chunks without Content-Length. */
export const STREAM_SIZES = [64 * 1024, 3_000_000, 12_000_000] as const;

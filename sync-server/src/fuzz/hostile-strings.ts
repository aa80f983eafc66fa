/**
 * Hostile text for any field, id or query value: NUL, lone surrogates, direction and
 * zero-width marks, emoji, control and combining characters, blanks, injections, prototype
 * names, numbers and dates as text, and strings of 10 thousand to a million characters.
 */
import fc from 'fast-check';
import { type Tagged, tagged, taggedFrom } from './tagged';

const UUID = '5f1c7a0e-3b2d-4c6e-9a8b-7d6e5f4a3b2c';

/** Single characters that break naive handling; repeated to make the long strings. */
export const HOSTILE_CHARS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\u0301',
  '\uffff',
  '\u0007',
  '\r\n',
  '😀',
  '👩‍👩‍👧‍👦',
  '𝕏',
  'é',
  '"',
  '\\',
  '%',
  "'",
  '<',
  'a',
] as const;

const hostileChar = fc.constantFrom(...HOSTILE_CHARS);

/** Lengths of the long strings: a big field, a very big one, a million characters. */
const LONG_LENGTHS = [10_000, 100_000, 1_000_000] as const;

const longString: fc.Arbitrary<Tagged<string>> = fc
  .record({ char: hostileChar, length: fc.constantFrom(...LONG_LENGTHS) })
  .map(({ char, length }) => ({
    tag: `long-${length}${char === 'a' ? '' : `-${escapeForTag(char)}`}`,
    value: char.repeat(Math.ceil(length / char.length)),
  }));

/** Text as it reads in a report: `\u{0}`, not an invisible byte (lone surrogates included). */
export function escapeForTag(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.codePointAt(i) ?? 0;
    if (code > 0xffff) i += 1;
    out += code < 0x20 || code > 0x7e ? `\\u{${code.toString(16)}}` : String.fromCodePoint(code);
  }
  return out;
}

export const shortHostileString: fc.Arbitrary<Tagged<string>> = fc.oneof(
  { weight: 4, arbitrary: taggedFrom('nul', '\u0000', 'Milk\u0000', '\u0000\u0000', 'a\u0000b') },
  {
    weight: 4,
    arbitrary: taggedFrom(
      'lone-surrogate',
      '\ud800',
      '\udfff',
      'Eggs\ud800',
      '\udc00\ud800',
      '\ud83d',
    ),
  },
  {
    weight: 2,
    arbitrary: taggedFrom(
      'bidi-zero-width',
      '\u202eevil',
      '\u200b',
      '\u200d\u200d',
      '\ufeffMilk',
      '\u2066x\u2069',
    ),
  },
  { weight: 1, arbitrary: taggedFrom('emoji', '😀', '👩‍👩‍👧‍👦', '🍳🥚', '🏳️‍🌈') },
  {
    weight: 1,
    arbitrary: taggedFrom('control', '\u0001\u001f\u007f', '\r\n', '\t', '\u0085', '\b'),
  },
  { weight: 1, arbitrary: taggedFrom('combining', `e${'\u0301'.repeat(500)}`, '\u0301') },
  { weight: 2, arbitrary: taggedFrom('blank', '', ' ', '\u00a0', '\u3000', '\n\t') },
  {
    weight: 2,
    arbitrary: taggedFrom(
      'injection',
      "'; drop table entities; --",
      '<script>alert(1)</script>',
      '${7*7}{{7*7}}',
      '../../../etc/passwd',
      '%00',
      '%ED%A0%80',
      '\\u0000',
      'null',
      'undefined',
      'NaN',
      'true',
      '[]',
      '{}',
    ),
  },
  {
    weight: 1,
    arbitrary: taggedFrom('prototype-name', '__proto__', 'constructor', 'prototype', 'toString'),
  },
  {
    weight: 2,
    arbitrary: taggedFrom(
      'numeric-text',
      '1',
      '-1',
      '0',
      '-0',
      '1e308',
      '1e400',
      '0x1f',
      ' 12 ',
      'Infinity',
      '1.5',
      '99999999999999999999',
    ),
  },
  {
    weight: 2,
    arbitrary: taggedFrom(
      'date-like',
      '2026-02-30',
      '0000-00-00',
      '9999-12-31T23:59:59.999Z',
      '2026-11-22T08:00:00.000+01:00',
      '2026-11-22T08:00:00.000Z\u0000',
      '+275760-09-13',
    ),
  },
  {
    weight: 2,
    arbitrary: taggedFrom(
      'uuid-like',
      UUID,
      UUID.toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      `${UUID}\u0000`,
      `${UUID}\ud800`,
      ` ${UUID}`,
    ),
  },
  { weight: 2, arbitrary: tagged('random-binary', fc.string({ unit: 'binary', maxLength: 40 })) },
  {
    weight: 2,
    arbitrary: tagged('random-hostile', fc.string({ unit: hostileChar, maxLength: 40 })),
  },
);

export const hostileString: fc.Arbitrary<Tagged<string>> = fc.oneof(
  { weight: 12, arbitrary: shortHostileString },
  { weight: 1, arbitrary: longString },
);

/** Text a header may carry (Latin-1, no NUL or line breaks): what a client can really send. */
export const hostileHeaderText: fc.Arbitrary<Tagged<string>> = fc.oneof(
  taggedFrom(
    'header-junk',
    '',
    ' ',
    '*',
    ';;;',
    '=',
    'bytes=0-0,1-1',
    'x'.repeat(8000),
    'ÿþ',
    '%00',
  ),
  tagged(
    'header-random',
    fc.string({
      unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
      maxLength: 60,
    }),
  ),
);

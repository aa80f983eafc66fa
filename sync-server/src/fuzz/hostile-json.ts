/**
 * Hostile JSON values: numbers at and past every bound (JSON has no NaN, so huge, negative,
 * -0, 1e308, fractions where whole numbers belong), wrong types, wide and nested shapes,
 * prototype-pollution keys, and number tokens only raw JSON text can carry (1e400 parses to
 * Infinity, 1e-400 to 0, twenty digits lose precision).
 */
import fc from 'fast-check';
import { hostileString, shortHostileString } from './hostile-strings';
import { type Tagged, tagged, taggedFrom } from './tagged';

export const hostileNumber: fc.Arbitrary<Tagged<number>> = fc.oneof(
  taggedFrom('zero', 0, -0),
  taggedFrom('negative', -1, -(2 ** 31), -(2 ** 53), -1e308),
  taggedFrom('huge', 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2, 1e21, 1e308, Number.MAX_VALUE),
  taggedFrom('fraction', 0.5, 1.5, 0.1 + 0.2, 5e-324, 1 - 1e-16, 2.000001),
  tagged('random-int', fc.integer()),
  tagged('random-double', fc.double({ noNaN: true, noDefaultInfinity: true })),
);

/** Number tokens for raw JSON text, which JSON.stringify could never produce. */
export const rawNumberToken: fc.Arbitrary<Tagged<string>> = fc.oneof(
  taggedFrom('raw-infinity', '1e400', '-1e400', '1E999'),
  taggedFrom('raw-underflow', '1e-400', '-1e-400'),
  taggedFrom(
    'raw-precision',
    '123456789012345678901234567890',
    '9007199254740993',
    '0.30000000000000004',
  ),
  taggedFrom('raw-spelling', '1.0', '1E2', '-0.0', '0e0', '-0'),
);

/** An object whose own key is `__proto__` (an object literal would set the prototype instead). */
function withOwnKey(key: string, value: unknown): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

const pollution: fc.Arbitrary<Tagged<unknown>> = fc.oneof(
  taggedFrom(
    'proto-key',
    withOwnKey('__proto__', { polluted: true, isShared: true, id: 'x' }),
    withOwnKey('constructor', { prototype: { polluted: true } }),
    withOwnKey('__proto__', null),
    { prototype: { polluted: true }, toString: 'x', valueOf: 1, hasOwnProperty: 0 },
  ),
);

const WIDE = 10_000;

const wide: fc.Arbitrary<Tagged<unknown>> = fc.oneof(
  tagged(
    `wide-array-${WIDE}`,
    fc
      .constantFrom<unknown>(0, 'x', {}, null, [], '\u0000')
      .map((item) => Array<unknown>(WIDE).fill(item)),
  ),
  tagged(
    `wide-object-${WIDE}`,
    fc
      .constant(null)
      .map(() => Object.fromEntries(Array.from({ length: WIDE }, (_, i) => [`k${i}`, i]))),
  ),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  shortHostileString.map((s) => s.value),
  hostileNumber.map((n) => n.value),
  fc.boolean(),
  fc.constant(null),
);

/** Small nested shapes with hostile keys and leaves: the wrong structure, not just wrong leaves. */
const nested: fc.Arbitrary<Tagged<unknown>> = tagged(
  'nested-junk',
  fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 8 }),
          shortHostileString.map((s) => s.value),
        ),
        tie('node'),
        { maxKeys: 4 },
      ),
    ),
  })).node,
);

/** Any JSON value at all, weighted toward the cheap ones: every field's wrong type. */
export const hostileJson: fc.Arbitrary<Tagged<unknown>> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: taggedFrom<unknown>('boolean', true, false) },
  { weight: 2, arbitrary: taggedFrom<unknown>('null', null) },
  { weight: 2, arbitrary: taggedFrom<unknown>('empty-shape', [], {}, [[]], [{}]) },
  { weight: 3, arbitrary: nested },
  { weight: 2, arbitrary: pollution },
  { weight: 1, arbitrary: wide },
);

/** A key to add to an object: prototype names, hostile text, or a plausible unknown field. */
export const hostileKey: fc.Arbitrary<Tagged<string>> = fc.oneof(
  taggedFrom('key-proto', '__proto__', 'constructor', 'prototype'),
  taggedFrom('key-unknown', 'colour', 'householdId', 'id', 'deleted', 'version', ''),
  shortHostileString.map((s) => ({ tag: `key-${s.tag}`, value: s.value })),
);

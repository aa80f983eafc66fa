/**
 * A small seeded random generator (mulberry32): the same seed gives the same numbers on every
 * JavaScript engine, so generated recipes, recipe illustrations and benchmark data are
 * reproducible. Not for anything secret.
 */
export type Random = () => number;

/** Numbers in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seeded random', () => {
  it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
    const draw = (seed: number) => Array.from({ length: 50 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    for (const value of draw(123)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { contrastStretched, luminance, rotatedBy, scaledBy, sharpened } from './still-image';

/** A grey image from rows of luminance values. */
function grey(rows: number[][]) {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const data = new Uint8ClampedArray(width * height * 4);
  rows.flat().forEach((value, index) => {
    data.set([value, value, value, 255], index * 4);
  });
  return { data, width, height };
}

const values = (image: Parameters<typeof luminance>[0]) => [...luminance(image)].map(Math.round);

describe('still-image copies', () => {
  it('scales by a factor, keeping flat areas flat', () => {
    const copy = scaledBy(
      grey([
        [100, 100],
        [100, 100],
      ]),
      2,
    );
    expect([copy.width, copy.height]).toEqual([4, 4]);
    expect(new Set(values(copy))).toEqual(new Set([100]));
  });

  it('sharpening pushes an edge apart and leaves flat areas alone', () => {
    const edge = grey([[100, 100, 100, 150, 150, 150]]);
    const result = values(sharpened(edge, 1, 1));
    expect(result[0]).toBe(100);
    expect(result[2]).toBeLessThan(100);
    expect(result[3]).toBeGreaterThan(150);
    expect(result[5]).toBe(150);
  });

  it('stretches a washed-out picture to the full range, and leaves a flat one as it is', () => {
    const row = Array.from({ length: 100 }, (_, index) => 120 + Math.floor(index / 2));
    const stretched = values(contrastStretched(grey([row])));
    expect(Math.min(...stretched)).toBe(0);
    expect(Math.max(...stretched)).toBe(255);
    const flat = grey([[90, 90, 90]]);
    expect(contrastStretched(flat)).toBe(flat);
  });

  it('turns about the centre, white where the picture was not', () => {
    const image = grey([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(values(rotatedBy(image, 0))).toEqual(values(image));
    const turned = values(rotatedBy(image, 45));
    expect(turned[4]).toBe(0);
    expect(turned[0]).toBe(255);
  });
});

import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo-size';

describe('fitWithin', () => {
  it('brings the longer side down to 1280 px and keeps the shape', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 1280, height: 960 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 960, height: 1280 });
    expect(fitWithin({ width: 2000, height: 2000 })).toEqual({ width: 1280, height: 1280 });
  });

  it('leaves a small photo as it is', () => {
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
  });

  it('rounds to whole pixels, never below one', () => {
    expect(fitWithin({ width: 3000, height: 1001 })).toEqual({ width: 1280, height: 427 });
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 1280, height: 1 });
    expect(fitWithin({ width: 500, height: 300 }, 100)).toEqual({ width: 100, height: 60 });
  });

  it('refuses a size that is not an image', () => {
    expect(() => fitWithin({ width: 0, height: 10 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.NaN, height: 10 })).toThrow(RangeError);
  });
});

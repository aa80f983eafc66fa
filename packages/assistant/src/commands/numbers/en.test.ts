import { describe, expect, it } from 'vitest';
import { readEnglishNumber } from './en';

describe('English numbers', () => {
  it('adds zero to the pantry reader', () => {
    expect(readEnglishNumber(['zero', 'minutes'], 0)).toEqual({ value: 0, next: 1 });
    expect(readEnglishNumber(['twenty', 'five'], 0)).toEqual({ value: 25, next: 2 });
    expect(readEnglishNumber(['one', 'and', 'a', 'half'], 0)).toEqual({ value: 1.5, next: 4 });
    expect(readEnglishNumber(['a', 'hundred', 'and', 'eighty'], 0)).toEqual({
      value: 180,
      next: 4,
    });
    expect(readEnglishNumber(['an', 'hour'], 0)).toBeUndefined();
  });
});

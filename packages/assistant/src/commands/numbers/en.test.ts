import { describe, expect, it } from 'vitest';
import { phraseWords } from '../words';
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

  it('counts the way cooks do: a dozen, half a dozen, a couple of', () => {
    const read = (said: string) => readEnglishNumber(phraseWords(said), 0);
    expect(read('a dozen people')).toEqual({ value: 12, next: 2 });
    expect(read('half a dozen')).toEqual({ value: 6, next: 3 });
    expect(read('a couple of minutes')).toEqual({ value: 2, next: 3 });
    expect(read('a few minutes')).toBeUndefined();
  });
});

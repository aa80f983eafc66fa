import { describe, expect, it } from 'vitest';
import { durationReader, HOUR, MINUTE } from './duration';
import { english } from './languages/en';
import { phraseWords } from './words';

const readDuration = durationReader(english.duration, english.readNumber);

/** Every reading of the words from the start, in seconds, with how many words each took. */
function readings(said: string) {
  return readDuration(phraseWords(said), 0).map((reading) => [reading.value, reading.next]);
}

describe('durations', () => {
  it('adds parts that go from bigger units to smaller ones', () => {
    expect(readings('1 hour 15 minutes 30 seconds')).toEqual([
      [HOUR, 2],
      [HOUR + 15 * MINUTE, 4],
      [HOUR + 15 * MINUTE + 30, 6],
    ]);
    expect(readings('2 minutes and 1 hour')).toEqual([[2 * MINUTE, 2]]);
    expect(readings('5 minutes 5 minutes')).toEqual([[5 * MINUTE, 2]]);
  });

  it('takes a bare number after a unit as the next smaller unit, under sixty', () => {
    expect(readings('an hour fifteen')).toEqual([
      [HOUR, 2],
      [HOUR + 15 * MINUTE, 3],
    ]);
    expect(readings('2 minutes 30')).toEqual([
      [2 * MINUTE, 2],
      [2 * MINUTE + 30, 3],
    ]);
    expect(readings('an hour 75')).toEqual([[HOUR, 2]]);
    expect(readings('30 seconds 5')).toEqual([[30, 2]]);
  });

  it('reads fractions before and after the unit', () => {
    expect(readings('half an hour')).toEqual([[HOUR / 2, 3]]);
    expect(readings('an hour and a half')).toEqual([[1.5 * HOUR, 5]]);
    expect(readings('hour and a half')).toEqual([[1.5 * HOUR, 4]]);
    expect(readings('one and a half hours')).toEqual([[1.5 * HOUR, 5]]);
    expect(readings('three quarters of an hour')).toEqual([[0.75 * HOUR, 5]]);
  });

  it('needs a unit', () => {
    expect(readings('5')).toEqual([]);
    expect(readings('hour')).toEqual([]);
    expect(readings('five people')).toEqual([]);
  });
});

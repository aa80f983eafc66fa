import { describe, expect, it } from 'vitest';
import { durationMinutes, durationOnlyMinutes } from './iso-duration';

describe('durationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT90M', 90],
    ['PT45M', 45],
    ['P0DT1H5M', 65],
    ['P0Y0M0DT0H35M0S', 35],
    ['PT1H30M0S', 90],
    ['PT0.5H', 30],
    ['P1D', 1440],
    ['PT2H', 120],
    ['pt20m', 20],
    ['PT30S', 1],
    ['PT90S', 2],
    ['PT0S', 0],
    // A template's empty hours and seconds.
    ['PTH25MS', 25],
    ['PT1HM', 60],
    // Days after the T, against the standard: read as words.
    ['PT0D0H30M', 30],
  ])('%s is %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each([
    ['1 hour 30 mins', 90],
    ['45 minutes', 45],
    ['2 hrs', 120],
    ['1h 15m', 75],
    ['1h10', 70],
    ['20 Min.', 20],
    ['1 heure 30 min', 90],
    ['1 Std. 20 Min.', 80],
    ['25 minuti', 25],
  ])('reads the words some pages write instead: %s', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', 'soon', 'PT1X', 'overnight', 'PT-476070H19M32S', '-PT20M'])(
    'says nothing for %j',
    (text) => {
      expect(durationMinutes(text)).toBeUndefined();
    },
  );

  it('tells a duration alone from a sentence that holds one', () => {
    expect(durationOnlyMinutes('1 hour and 10 minutes')).toBe(70);
    expect(durationOnlyMinutes('(35 mins)')).toBe(35);
    expect(durationOnlyMinutes('the pasta for 10 minutes')).toBeUndefined();
    expect(durationOnlyMinutes('overnight')).toBeUndefined();
  });
});

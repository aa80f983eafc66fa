import { describe, expect, it } from 'vitest';
import { durationMinutes } from './iso-duration';

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
  ])('%s is %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each([
    ['1 hour 30 mins', 90],
    ['45 minutes', 45],
    ['2 hrs', 120],
    ['1h 15m', 75],
  ])('reads the words some pages write instead: %s', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', 'soon', 'PT1X', 'overnight'])('says nothing for %j', (text) => {
    expect(durationMinutes(text)).toBeUndefined();
  });
});

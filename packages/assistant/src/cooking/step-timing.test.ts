import { describe, expect, it } from 'vitest';
import { minutesPhrase, temperaturesIn, timesIn } from './step-timing';

describe('times and temperatures in a step', () => {
  it('reads single times, ranges, hours, seconds and number words', () => {
    expect(timesIn('Simmer 10 minutes.')).toEqual([{ minMinutes: 10, maxMinutes: 10 }]);
    expect(timesIn('Cook for 5 to 7 mins')).toEqual([{ minMinutes: 5, maxMinutes: 7 }]);
    expect(timesIn('Chill for 1.5 hours')).toEqual([{ minMinutes: 90, maxMinutes: 90 }]);
    expect(timesIn('Stir for 30 seconds')).toEqual([{ minMinutes: 0.5, maxMinutes: 0.5 }]);
    expect(timesIn('Rest for two minutes')).toEqual([{ minMinutes: 2, maxMinutes: 2 }]);
    expect(timesIn('Dice the onion.')).toEqual([]);
  });

  it('tells the food’s own temperature from the oven’s', () => {
    expect(temperaturesIn('Bake at 200°C (400 °F) until golden')).toEqual([
      { text: '200 °C (400 °F)', internal: false },
    ]);
    expect(temperaturesIn('Cook until the thickest part reads 74 °C')).toEqual([
      { text: '74 °C', internal: true },
    ]);
  });

  it('speaks minutes naturally', () => {
    expect(minutesPhrase(1)).toBe('1 minute');
    expect(minutesPhrase(8)).toBe('8 minutes');
    expect(minutesPhrase(0.5)).toBe('30 seconds');
    expect(minutesPhrase(180)).toBe('3 hours');
  });
});

import { describe, expect, it } from 'vitest';
import { compareCodeUnits, compareNames } from './text-order';

const sortedBy = (compare: (a: string, b: string) => number, names: string[]) =>
  [...names].sort(compare);

describe('compareNames', () => {
  it('reads names alphabetically whatever their case', () => {
    expect(sortedBy(compareNames, ['banana', 'Apple', 'cherry', 'apricot'])).toEqual([
      'Apple',
      'apricot',
      'banana',
      'cherry',
    ]);
  });

  it('files accented letters with their plain letter', () => {
    expect(sortedBy(compareNames, ['Crumble', 'Crème brûlée', 'Cream', 'Éclair', 'Eggs'])).toEqual([
      'Cream',
      'Crème brûlée',
      'Crumble',
      'Éclair',
      'Eggs',
    ]);
  });

  it('compares numbers as numbers', () => {
    expect(sortedBy(compareNames, ['Jar 10', 'Jar 2', 'Jar 1', 'Jar 02b', 'Jar'])).toEqual([
      'Jar',
      'Jar 1',
      'Jar 2',
      'Jar 02b',
      'Jar 10',
    ]);
  });

  it('puts a name before the longer names it begins', () => {
    expect(compareNames('Rice', 'Rice noodles')).toBeLessThan(0);
    expect(compareNames('Rice noodles', 'Rice')).toBeGreaterThan(0);
  });

  it('finds names equal that differ only in case or accents, for the caller to break the tie', () => {
    expect(compareNames('Creme', 'CRÈME')).toBe(0);
    expect(compareNames('Tin 7', 'tin 007')).toBe(0);
  });
});

describe('compareCodeUnits', () => {
  it('orders ISO timestamps by time and ids exactly', () => {
    expect(
      sortedBy(compareCodeUnits, [
        '2026-11-23T10:00:00.000Z',
        '2025-01-01T00:00:00.000Z',
        'b',
        'B',
      ]),
    ).toEqual(['2025-01-01T00:00:00.000Z', '2026-11-23T10:00:00.000Z', 'B', 'b']);
    expect(compareCodeUnits('x', 'x')).toBe(0);
  });
});

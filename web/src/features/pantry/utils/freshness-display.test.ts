// freshnessDisplay: bar value, label and tone at each threshold of spec §9 (0, 2, 5 days).
import { describe, expect, it } from 'vitest';
import { freshnessDisplay } from './freshness-display';

const TODAY = '2025-03-10';

describe('freshnessDisplay', () => {
  it.each([
    ['2025-03-09', 0, 'Expired', 'expired', -1],
    ['2025-03-10', 0, 'Expired', 'expired', 0],
    ['2025-03-11', 25, '1 day', 'urgent', 1],
    ['2025-03-12', 25, '2 days', 'urgent', 2],
    ['2025-03-13', 50, '3 days', 'soon', 3],
    ['2025-03-15', 50, '5 days', 'soon', 5],
    ['2025-03-16', 100, '6 days', 'fresh', 6],
  ])('%s → %i, "%s"', (date, value, label, tone, days) => {
    expect(freshnessDisplay(date, TODAY)).toEqual({ value, label, tone, days });
  });

  it('gives an undated item a full bar and says it has none', () => {
    expect(freshnessDisplay(undefined, TODAY)).toEqual({
      value: 100,
      days: undefined,
      label: 'No date',
      tone: 'fresh',
    });
  });
});

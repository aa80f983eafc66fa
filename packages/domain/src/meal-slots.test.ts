import { describe, expect, it } from 'vitest';
import { nextFreeDate } from './meal-slots';

const TODAY = '2026-11-25';

describe('nextFreeDate', () => {
  it('is today when nothing is planned', () => {
    expect(nextFreeDate([], 'dinner', TODAY)).toBe(TODAY);
  });

  it('skips the days whose slot of that meal type is taken', () => {
    const planned = [
      { date: '2026-11-25', mealType: 'dinner' as const },
      { date: '2026-11-26', mealType: 'dinner' as const },
      { date: '2026-11-28', mealType: 'dinner' as const },
    ];
    expect(nextFreeDate(planned, 'dinner', TODAY)).toBe('2026-11-27');
  });

  it('ignores the other meal types', () => {
    const planned = [
      { date: '2026-11-25', mealType: 'breakfast' as const },
      { date: '2026-11-25', mealType: 'lunch' as const },
    ];
    expect(nextFreeDate(planned, 'dinner', TODAY)).toBe(TODAY);
    expect(nextFreeDate(planned, 'breakfast', TODAY)).toBe('2026-11-26');
  });

  it('starts from today: the days before it are never offered', () => {
    const planned = [{ date: TODAY, mealType: 'lunch' as const }];
    expect(nextFreeDate(planned, 'lunch', TODAY)).toBe('2026-11-26');
  });

  it('crosses weeks, months and years', () => {
    const planned = ['2026-12-29', '2026-12-30', '2026-12-31'].map((date) => ({
      date,
      mealType: 'breakfast' as const,
    }));
    expect(nextFreeDate(planned, 'breakfast', '2026-12-29')).toBe('2027-01-01');
  });

  it('counts a slot planned twice (two devices offline) as one taken slot', () => {
    const planned = [
      { date: TODAY, mealType: 'dinner' as const },
      { date: TODAY, mealType: 'dinner' as const },
    ];
    expect(nextFreeDate(planned, 'dinner', TODAY)).toBe('2026-11-26');
  });
});

import { describe, expect, it } from 'vitest';
import {
  differentRecipeCount,
  journalMilestones,
  journalStats,
  longestWeekStreak,
  type JournalStatsEntry,
} from './journal-stats';

const entry = (fields: Partial<JournalStatsEntry> = {}): JournalStatsEntry => ({
  recipeName: 'Dish',
  date: '2026-11-10',
  rating: 4,
  modifications: [],
  photos: [],
  ...fields,
});

const TODAY = '2026-11-23';

describe('journalStats', () => {
  it('is all zeros for an empty journal', () => {
    expect(journalStats([], TODAY)).toMatchObject({
      totalRecipes: 0,
      favorites: 0,
      thisMonth: 0,
      achievements: 0,
    });
  });

  it('counts every entry, the 5-star ones, and this calendar month’s', () => {
    const stats = journalStats(
      [
        entry({ rating: 5, date: '2026-11-01' }),
        entry({ rating: 5, date: '2026-10-31' }),
        entry({ rating: 4, date: '2026-11-30' }),
        entry({ rating: 1, date: '2025-11-15' }),
      ],
      TODAY,
    );
    expect(stats).toMatchObject({ totalRecipes: 4, favorites: 2, thisMonth: 2 });
  });

  it('counts the milestones reached', () => {
    const stats = journalStats([entry({ photos: ['p1'] })], TODAY);
    expect(stats.achievements).toBe(2);
    expect(stats.milestones.filter((m) => m.reached).map((m) => m.title)).toEqual([
      'First Entry',
      'Food Photographer',
    ]);
  });
});

describe('journalMilestones', () => {
  it('defines eight, with progress capped at the target', () => {
    const milestones = journalMilestones(
      Array.from({ length: 12 }, (_, index) => entry({ recipeName: `Dish ${index % 3}` })),
    );
    expect(milestones).toHaveLength(8);
    expect(milestones.map((m) => [m.id, m.progress, m.target, m.reached])).toEqual([
      ['first-entry', 1, 1, true],
      ['ten-entries', 10, 10, true],
      ['fifty-entries', 12, 50, false],
      ['five-recipes', 3, 5, false],
      ['five-favorites', 0, 5, false],
      ['five-modified', 0, 5, false],
      ['four-week-streak', 1, 4, false],
      ['first-photo', 0, 1, false],
    ]);
  });

  it('reaches favorites, changes, variety and the streak', () => {
    const weeks = ['2026-11-01', '2026-11-07', '2026-11-14', '2026-11-15', '2026-11-22'];
    const entries = weeks.map((date, index) =>
      entry({ date, rating: 5, recipeName: `Dish ${index}`, modifications: ['less salt'] }),
    );
    const reached = journalMilestones(entries)
      .filter((m) => m.reached)
      .map((m) => m.id);
    expect(reached).toEqual([
      'first-entry',
      'five-recipes',
      'five-favorites',
      'five-modified',
      'four-week-streak',
    ]);
  });
});

describe('longestWeekStreak', () => {
  it('counts Sunday-first weeks in a row that have an entry', () => {
    // Sat 7 Nov and Sun 8 Nov are in different weeks; 29 Nov breaks nothing earlier.
    expect(longestWeekStreak(['2026-11-07', '2026-11-08', '2026-11-29'])).toBe(2);
    expect(longestWeekStreak(['2026-01-01', '2026-03-01'])).toBe(1);
    expect(longestWeekStreak([])).toBe(0);
  });

  it('runs across a year end and skips dates that are not dates', () => {
    expect(longestWeekStreak(['2025-12-24', '2025-12-31', '2026-01-07', 'someday'])).toBe(3);
  });
});

describe('differentRecipeCount', () => {
  it('ignores case and surrounding spaces', () => {
    expect(
      differentRecipeCount([
        { recipeName: 'Pad Thai' },
        { recipeName: ' pad thai ' },
        { recipeName: 'Laksa' },
      ]),
    ).toBe(2);
  });
});

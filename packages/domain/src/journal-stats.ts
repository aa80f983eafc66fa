/**
 * The recipe journal's four stat cards (spec §2, §9), worked out from the entries rather than
 * the sample's hard-coded 12 and 8: Total Recipes, Favorites, This Month and Achievements, the
 * milestones below (also listed in docs/architecture.md). Today is passed in, never read here.
 */
import { JOURNAL_FAVORITE_RATING } from './constants';
import { addDays, isIsoDate } from './dates';
import { tagKey } from './journal';
import { startOfWeek } from './week';

/** What the stats read of an entry. */
export interface JournalStatsEntry {
  readonly recipeName: string;
  readonly date: string;
  readonly rating: number;
  readonly modifications: readonly string[];
  readonly photos: readonly string[];
}

export type JournalMilestoneId =
  | 'first-entry'
  | 'ten-entries'
  | 'fifty-entries'
  | 'five-recipes'
  | 'five-favorites'
  | 'five-modified'
  | 'four-week-streak'
  | 'first-photo';

export interface JournalMilestone {
  readonly id: JournalMilestoneId;
  readonly title: string;
  readonly description: string;
  /** How far along the cook is, capped at the target. */
  readonly progress: number;
  readonly target: number;
  readonly reached: boolean;
}

export interface JournalStats {
  /** Every entry: a dish cooked twice is written up twice, and counts twice. */
  readonly totalRecipes: number;
  /** Entries rated 5 stars (§9). */
  readonly favorites: number;
  /** Entries dated in the device's current calendar month. */
  readonly thisMonth: number;
  /** Milestones reached, of `milestones.length`. */
  readonly achievements: number;
  readonly milestones: readonly JournalMilestone[];
}

/** Milestone targets: entries, different dishes, 5-star entries, entries changed, weeks. */
export const JOURNAL_MILESTONE_TARGETS = {
  tenEntries: 10,
  fiftyEntries: 50,
  differentRecipes: 5,
  favorites: 5,
  modified: 5,
  streakWeeks: 4,
} as const;

/**
 * The longest run of consecutive weeks (Sunday first, as the planner's) with at least one entry.
 * Dates that are not real calendar dates are skipped rather than trusted.
 */
export function longestWeekStreak(dates: readonly string[]): number {
  const weeks = new Set(dates.filter(isIsoDate).map(startOfWeek));
  let longest = 0;
  for (const week of weeks) {
    // Count only from the first week of a run, so each run is walked once.
    if (weeks.has(addDays(week, -7))) continue;
    let length = 1;
    while (weeks.has(addDays(week, 7 * length))) length += 1;
    longest = Math.max(longest, length);
  }
  return longest;
}

/** Different dishes: recipe names compared without case or surrounding spaces. */
export function differentRecipeCount(entries: readonly { recipeName: string }[]): number {
  return new Set(entries.map((entry) => tagKey(entry.recipeName))).size;
}

function milestone(
  id: JournalMilestoneId,
  title: string,
  description: string,
  value: number,
  target: number,
): JournalMilestone {
  return {
    id,
    title,
    description,
    progress: Math.min(value, target),
    target,
    reached: value >= target,
  };
}

/** The eight milestones, in the order the page lists them. */
export function journalMilestones(entries: readonly JournalStatsEntry[]): JournalMilestone[] {
  const targets = JOURNAL_MILESTONE_TARGETS;
  const favorites = entries.filter((entry) => entry.rating === JOURNAL_FAVORITE_RATING).length;
  const modified = entries.filter((entry) => entry.modifications.length > 0).length;
  const photographed = entries.filter((entry) => entry.photos.length > 0).length;
  return [
    milestone('first-entry', 'First Entry', 'Write your first journal entry', entries.length, 1),
    milestone(
      'ten-entries',
      'Regular Cook',
      `Write ${targets.tenEntries} entries`,
      entries.length,
      targets.tenEntries,
    ),
    milestone(
      'fifty-entries',
      'Seasoned Cook',
      `Write ${targets.fiftyEntries} entries`,
      entries.length,
      targets.fiftyEntries,
    ),
    milestone(
      'five-recipes',
      'Explorer',
      `Cook ${targets.differentRecipes} different recipes`,
      differentRecipeCount(entries),
      targets.differentRecipes,
    ),
    milestone(
      'five-favorites',
      'Crowd Pleaser',
      `Rate ${targets.favorites} dishes 5 stars`,
      favorites,
      targets.favorites,
    ),
    milestone(
      'five-modified',
      'Tinkerer',
      `Note your changes on ${targets.modified} dishes`,
      modified,
      targets.modified,
    ),
    milestone(
      'four-week-streak',
      'On a Roll',
      `Cook something ${targets.streakWeeks} weeks in a row`,
      longestWeekStreak(entries.map((entry) => entry.date)),
      targets.streakWeeks,
    ),
    milestone('first-photo', 'Food Photographer', 'Add a photo to an entry', photographed, 1),
  ];
}

/** The stat cards for `today` (the device's local date, YYYY-MM-DD). */
export function journalStats(entries: readonly JournalStatsEntry[], today: string): JournalStats {
  const month = today.slice(0, 7);
  const milestones = journalMilestones(entries);
  return {
    totalRecipes: entries.length,
    favorites: entries.filter((entry) => entry.rating === JOURNAL_FAVORITE_RATING).length,
    thisMonth: entries.filter((entry) => entry.date.slice(0, 7) === month).length,
    achievements: milestones.filter((reached) => reached.reached).length,
    milestones,
  };
}

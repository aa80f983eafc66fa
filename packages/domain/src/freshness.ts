/** Pantry freshness (spec §4, §9): days until expiry → a 0/25/50/100 bar and the card label. */
import { counted } from './plural';
import {
  FRESHNESS_EXPIRED_MAX_DAYS,
  FRESHNESS_LEVELS,
  FRESHNESS_SOON_MAX_DAYS,
  FRESHNESS_URGENT_MAX_DAYS,
} from './constants';
import { daysBetween } from './dates';

export type Freshness = (typeof FRESHNESS_LEVELS)[keyof typeof FRESHNESS_LEVELS];

/**
 * Whole calendar days from `today` to the expiry date, both YYYY-MM-DD: 0 on the expiry day
 * itself, negative once it has passed. `today` is passed in because domain never reads a clock.
 */
export function daysUntilExpiry(expirationDate: string, today: string): number {
  return daysBetween(today, expirationDate);
}

/** The bar for a number of days left; no date at all means nothing is going off (100). */
export function freshnessForDays(days: number | undefined): Freshness {
  if (days === undefined) return FRESHNESS_LEVELS.fresh;
  if (days <= FRESHNESS_EXPIRED_MAX_DAYS) return FRESHNESS_LEVELS.expired;
  if (days <= FRESHNESS_URGENT_MAX_DAYS) return FRESHNESS_LEVELS.urgent;
  if (days <= FRESHNESS_SOON_MAX_DAYS) return FRESHNESS_LEVELS.soon;
  return FRESHNESS_LEVELS.fresh;
}

/** The bar for an item's optional expiry date as seen on `today`. */
export function freshnessOf(expirationDate: string | undefined, today: string): Freshness {
  return freshnessForDays(
    expirationDate === undefined ? undefined : daysUntilExpiry(expirationDate, today),
  );
}

/** The freshness card's text: "Expired" at 0 or fewer days, else "1 day" / "N days". */
export function expiryLabel(days: number): string {
  if (days <= FRESHNESS_EXPIRED_MAX_DAYS) return 'Expired';
  return counted(days, { one: 'day', other: 'days' });
}

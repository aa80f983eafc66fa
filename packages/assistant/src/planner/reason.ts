/**
 * The one short sentence that says why the planner chose a meal, the first that is true of:
 * 1. it uses a pantry item that expires within six days: "Uses the spinach that expires
 *    Tuesday" ("today", "tomorrow", else the weekday, which six days keep unambiguous);
 * 2. it is of a preferred cuisine: "Matches your Italian preference", or for a dish of the
 *    broader family "An Asian dish, close to your Thai preference";
 * 3. it uses pantry items: "Uses the rice from your pantry", "Uses 3 items from your pantry";
 * 4. it is quick (under 30 minutes, and a cook time is given): "Quick: ready in 20 minutes";
 * 5. otherwise "From your recipe library".
 */
import { dayOfWeek } from '@mise/domain/dates';
import { singularise, toLexiconKey } from '@mise/domain/ingredient-names';
import { counted } from '@mise/domain/plural';
import { QUICK_UNDER_MINUTES } from './cook-limits';
import type { CuisineMatch } from './cuisines';
import { soonestExpiring, type ShelfItem } from './pantry-shelf';

/** Items expiring within this many days of today are named in the reason. */
export const SOON_DAYS = 6;

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** "today", "tomorrow" or the weekday of the expiry date. */
export function expiryDay(expirationDate: string, daysLeft: number): string {
  if (daysLeft === 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return WEEKDAYS[dayOfWeek(expirationDate)] ?? expirationDate;
}

/** The item's name as a sentence reads it: "Baby  Spinach " → "baby spinach". */
function spoken(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function isPlural(name: string): boolean {
  const last = toLexiconKey(name).split(' ').pop() ?? '';
  return singularise(last) !== last;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export interface ReasonFacts {
  /** Pantry items the meal uses, still good on its day. */
  readonly itemsUsed: readonly ShelfItem[];
  readonly cuisine: CuisineMatch | undefined;
  readonly cookTime: number;
}

export function reasonFor({ itemsUsed, cuisine, cookTime }: ReasonFacts): string {
  const soonest = soonestExpiring(itemsUsed);
  if (
    soonest?.expirationDate !== undefined &&
    soonest.daysLeft !== undefined &&
    soonest.daysLeft <= SOON_DAYS
  ) {
    const verb = isPlural(soonest.name) ? 'expire' : 'expires';
    const day = expiryDay(soonest.expirationDate, soonest.daysLeft);
    return `Uses the ${spoken(soonest.name)} that ${verb} ${day}`;
  }
  if (cuisine?.kind === 'exact') return `Matches your ${cuisine.cuisine} preference`;
  if (cuisine?.kind === 'family') {
    const family = capitalised(cuisine.family);
    const article = /^[AEIOU]/.test(family) ? 'An' : 'A';
    return `${article} ${family} dish, close to your ${cuisine.cuisine} preference`;
  }
  const [only] = itemsUsed;
  if (itemsUsed.length === 1 && only !== undefined) {
    return `Uses the ${spoken(only.name)} from your pantry`;
  }
  if (itemsUsed.length > 1) return `Uses ${itemsUsed.length} items from your pantry`;
  if (cookTime > 0 && cookTime < QUICK_UNDER_MINUTES) {
    return `Quick: ready in ${counted(cookTime, { one: 'minute', other: 'minutes' })}`;
  }
  return 'From your recipe library';
}

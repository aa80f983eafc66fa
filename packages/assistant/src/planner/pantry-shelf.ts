/**
 * The pantry as the planner weighs it: for each canonical name (the recipe matcher's, a pantry
 * item also standing for the broader names above it), the items that are still good, soonest
 * expiry first. The rules:
 * - an item that has expired before `today` does not count; an item counts for a meal only if
 *   it is still good on that meal's day (it expires that day or later), or has no date;
 * - a recipe earns, for each distinct item it uses, 1 point plus an urgency of 6 / (1 + days
 *   left from today): 7 for an item expiring today, 4 tomorrow, about 1.9 in six days; an item
 *   without a date earns the 1 point only;
 * - each meal already planned around an item halves what that item earns later in the week, so
 *   a week spreads over the pantry rather than planning seven spinach dishes.
 */
import { daysBetween, isIsoDate } from '@mise/domain/dates';
import { pantryNamesOf } from './ingredient-facts';

export interface PantryStock {
  readonly name: string;
  readonly expirationDate?: string | undefined;
}

export interface ShelfItem {
  /** The pantry item's name as the household wrote it. */
  readonly name: string;
  /** YYYY-MM-DD, if the item has a date. */
  readonly expirationDate: string | undefined;
  /** Whole days from today to its expiry (0 on the day), undefined without a date. */
  readonly daysLeft: number | undefined;
}

/** Usable items by canonical name, soonest expiry first and undated last. */
export type PantryShelf = ReadonlyMap<string, readonly ShelfItem[]>;

const URGENCY = 6;
const CLAIM_DECAY = 0.5;

export function stockShelf(pantry: readonly PantryStock[], today: string): PantryShelf {
  const shelf = new Map<string, ShelfItem[]>();
  // A pantry holds few distinct dates; each is checked and counted once.
  const daysTo = new Map<string, number | undefined>();
  const daysLeftOf = (date: string) => {
    if (!daysTo.has(date)) daysTo.set(date, isIsoDate(date) ? daysBetween(today, date) : undefined);
    return daysTo.get(date);
  };
  for (const stock of pantry) {
    const daysLeft =
      stock.expirationDate === undefined ? undefined : daysLeftOf(stock.expirationDate);
    const expirationDate = daysLeft === undefined ? undefined : stock.expirationDate;
    if (daysLeft !== undefined && daysLeft < 0) continue;
    const item: ShelfItem = { name: stock.name, expirationDate, daysLeft };
    for (const name of pantryNamesOf(stock.name)) {
      const items = shelf.get(name);
      if (items === undefined) shelf.set(name, [item]);
      else items.push(item);
    }
  }
  const soonestFirst = (a: ShelfItem, b: ShelfItem) =>
    (a.daysLeft ?? Number.POSITIVE_INFINITY) - (b.daysLeft ?? Number.POSITIVE_INFINITY) ||
    a.name.localeCompare(b.name);
  for (const items of shelf.values()) items.sort(soonestFirst);
  return shelf;
}

/** The item that serves a name on a day `dayOffset` days after today, soonest-expiring first. */
function servingItem(items: readonly ShelfItem[], dayOffset: number): ShelfItem | undefined {
  return items.find((item) => item.daysLeft === undefined || item.daysLeft >= dayOffset);
}

/**
 * The distinct items a recipe (as its counted names) would use on that day: the soonest
 * still-good item for each name.
 */
export function itemsUsed(
  counted: readonly string[],
  shelf: PantryShelf,
  dayOffset: number,
): readonly ShelfItem[] {
  const used: ShelfItem[] = [];
  for (const name of counted) {
    const items = shelf.get(name);
    const item = items === undefined ? undefined : servingItem(items, dayOffset);
    if (item !== undefined && !used.includes(item)) used.push(item);
  }
  return used;
}

/** What an item is worth to a meal: 1, plus urgency if dated, halved per earlier claim. */
export function itemWorth(item: ShelfItem, claims: number): number {
  const urgency = item.daysLeft === undefined ? 0 : URGENCY / (1 + item.daysLeft);
  return (1 + urgency) * CLAIM_DECAY ** claims;
}

/** The dated item among those used that expires first, if any. */
export function soonestExpiring(items: readonly ShelfItem[]): ShelfItem | undefined {
  let soonest: ShelfItem | undefined;
  for (const item of items) {
    if (item.daysLeft === undefined) continue;
    if (soonest?.daysLeft === undefined || item.daysLeft < soonest.daysLeft) soonest = item;
  }
  return soonest;
}

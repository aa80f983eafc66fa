// Where the photo scan's items go in the pantry (issue 24, "the cook stays in control"): an item
// the pantry already has (same name, case and plural aside, same unit) raises that item's count
// instead of becoming a second row, so a receipt of eggs next to "Eggs" does not make "Egg".
// Pure, so the review can say what will happen and the add does exactly that.
import type { PantryItem, PantryItemInput } from '@mise/domain/entities/pantry-item';
import { singularise, toLexiconKey } from '@mise/domain/ingredient-names';
import type { PantryCategory } from '@mise/domain/options';
import { pantryItemsFromScan } from './photo-scan-items';

/** A scanned item as the cook left it in the review. */
export interface ScannedItem {
  name: string;
  category: PantryCategory;
  quantity: number;
  unit: string;
}

/**
 * The name as matching sees it: lowercase, accents and punctuation gone, the last word singular
 * ("Eggs" and "egg", "Cherry Tomatoes" and "cherry tomato"). Only the last word, as English
 * plurals go; the recipe matcher's looser normalisation would also drop words like "fresh" or
 * "frozen", which name different things on a shelf.
 */
export function pantryNameKey(name: string): string {
  const words = toLexiconKey(name).split(' ');
  const last = words.pop() ?? '';
  return [...words, singularise(last)].join(' ');
}

/** "Pieces" and "piece" are one unit; adding 2 pieces to 1 l of milk would make 3 l. */
function unitKey(unit: string): string {
  return singularise(toLexiconKey(unit));
}

/** A name of no letters ("7UP" read as "7") keeps itself: it matches only its own spelling. */
const matchKey = (item: { name: string; unit: string }) =>
  `${pantryNameKey(item.name) || item.name.trim()}|${unitKey(item.unit)}`;

/**
 * The pantry item a scanned one adds to, if any. Among several that match (Egg and Eggs both
 * on the shelf), the one kept where the scan puts it, then the oldest, then by id: the same
 * answer whatever order the pantry is listed in.
 */
export function mergeTarget(
  item: ScannedItem,
  pantry: readonly PantryItem[],
): PantryItem | undefined {
  const key = matchKey(item);
  let best: PantryItem | undefined;
  for (const candidate of pantry) {
    if (matchKey(candidate) !== key) continue;
    if (best === undefined || isBetterTarget(candidate, best, item.category)) best = candidate;
  }
  return best;
}

function isBetterTarget(a: PantryItem, b: PantryItem, category: PantryCategory): boolean {
  const aHere = a.category === category;
  if (aHere !== (b.category === category)) return aHere;
  if (a.addedAt !== b.addedAt) return a.addedAt < b.addedAt;
  return a.id < b.id;
}

/** What the review says of an item that will be merged: "Adds to your 2 Eggs". */
export function mergeNote(target: Pick<PantryItem, 'name' | 'quantity' | 'unit'>): string {
  const amount =
    unitKey(target.unit) === 'piece' ? `${target.quantity}` : `${target.quantity} ${target.unit}`;
  return `Adds to your ${amount} ${target.name}`;
}

export interface ScanMerge {
  into: PantryItem;
  /** Added to the item's count as a delta, so another device's change meanwhile still counts. */
  delta: number;
}

export interface ScanAddPlan {
  merges: ScanMerge[];
  additions: PantryItemInput[];
}

/**
 * The writes that add the kept items: a merge per pantry item matched (two scanned items that
 * match one pantry item add up into one merge), and a new item per name and unit the pantry
 * lacks (two such scanned items become one, the first one's name and place, their counts added).
 */
export function planScanAdd(
  items: readonly ScannedItem[],
  pantry: readonly PantryItem[],
  identity: () => { id: string; addedAt: string },
): ScanAddPlan {
  const merges = new Map<string, ScanMerge>();
  const fresh = new Map<string, ScannedItem>();
  for (const item of items) {
    const target = mergeTarget(item, pantry);
    if (target) {
      const merge = merges.get(target.id);
      if (merge) merge.delta += item.quantity;
      else merges.set(target.id, { into: target, delta: item.quantity });
      continue;
    }
    const key = matchKey(item);
    const same = fresh.get(key);
    if (same) same.quantity += item.quantity;
    else fresh.set(key, { ...item });
  }
  return {
    merges: [...merges.values()],
    additions: pantryItemsFromScan([...fresh.values()], identity),
  };
}

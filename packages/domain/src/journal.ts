/**
 * The recipe journal's list rules (spec §2, §9): the order entries are shown in, the search box,
 * the tag filter buttons (All plus 4 tags) and the tags a card has room for (3).
 */
import { JOURNAL_CARD_MAX_TAGS, JOURNAL_TAG_FILTER_COUNT } from './constants';
import { compareCodeUnits, compareNames } from './text-order';

/** What the list rules read of an entry. */
export interface JournalListEntry {
  readonly id: string;
  readonly recipeName: string;
  readonly date: string;
  readonly notes: string;
  readonly modifications: readonly string[];
  readonly tags: readonly string[];
  readonly occasion?: string | undefined;
}

/**
 * Newest cooking date first; entries of one day by recipe name, then id, so every device shows
 * the same order (dates are YYYY-MM-DD, so comparing them as text is comparing days).
 */
export function compareJournalEntries(a: JournalListEntry, b: JournalListEntry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const byName = compareNames(a.recipeName, b.recipeName);
  if (byName !== 0) return byName;
  return compareCodeUnits(a.id, b.id);
}

export function sortJournalEntries<Entry extends JournalListEntry>(
  entries: readonly Entry[],
): Entry[] {
  return [...entries].sort(compareJournalEntries);
}

/** Tags and search ignore case: "Pasta" and "pasta" are one tag. */
export const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * Whether an entry matches the search box: every word typed appears, in any case, somewhere in
 * the recipe name, the notes, the tags, the modifications or the occasion ("pasta garlic" finds
 * a pasta whose notes mention garlic). A blank search matches everything.
 */
export function matchesJournalSearch(entry: JournalListEntry, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [
    entry.recipeName,
    entry.notes,
    entry.occasion ?? '',
    ...entry.tags,
    ...entry.modifications,
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** One tag filter button: the tag as written in the newest entry that has it. */
export interface JournalTagFilter {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/**
 * The tag filter buttons after "All" (§2, §9: 4 of them): the tags on the most entries. A tie
 * goes to the tag used most recently (entries in list order, newest first), then to the
 * alphabetically first, so the buttons do not reshuffle on every device differently.
 */
export function journalTagFilters(
  entries: readonly JournalListEntry[],
  count: number = JOURNAL_TAG_FILTER_COUNT,
): JournalTagFilter[] {
  const tags = new Map<string, { label: string; count: number; newest: number }>();
  sortJournalEntries(entries).forEach((entry, position) => {
    for (const tag of new Set(entry.tags.map(tagKey))) {
      if (!tag) continue;
      const seen = tags.get(tag);
      if (seen) seen.count += 1;
      else {
        const label = entry.tags.find((written) => tagKey(written) === tag) ?? tag;
        tags.set(tag, { label: label.trim(), count: 1, newest: position });
      }
    }
  });
  return [...tags.entries()]
    .sort(
      ([keyA, a], [keyB, b]) =>
        b.count - a.count || a.newest - b.newest || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0),
    )
    .slice(0, count)
    .map(([key, { label, count: uses }]) => ({ key, label, count: uses }));
}

/** Whether an entry carries the chosen tag filter (undefined is "All"). */
export function hasJournalTag(entry: JournalListEntry, tag: string | undefined): boolean {
  if (tag === undefined) return true;
  return entry.tags.some((written) => tagKey(written) === tag);
}

/** The entries the page lists: newest first, matching the search and the chosen tag. */
export function filterJournalEntries<Entry extends JournalListEntry>(
  entries: readonly Entry[],
  search: string,
  tag: string | undefined,
): Entry[] {
  return sortJournalEntries(entries).filter(
    (entry) => hasJournalTag(entry, tag) && matchesJournalSearch(entry, search),
  );
}

/** The tags a card shows: its first 3 (§9); the detail overlay shows them all. */
export function journalCardTags(tags: readonly string[]): readonly string[] {
  return tags.slice(0, JOURNAL_CARD_MAX_TAGS);
}

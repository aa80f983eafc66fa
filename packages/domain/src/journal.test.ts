import { describe, expect, it } from 'vitest';
import {
  filterJournalEntries,
  journalCardTags,
  journalTagFilters,
  matchesJournalSearch,
  sortJournalEntries,
  type JournalListEntry,
} from './journal';

const entry = (id: string, fields: Partial<JournalListEntry> = {}): JournalListEntry => ({
  id,
  recipeName: 'Dish',
  date: '2026-11-01',
  notes: '',
  modifications: [],
  tags: [],
  ...fields,
});

describe('sortJournalEntries', () => {
  it('puts the newest date first, then names, then ids', () => {
    const sorted = sortJournalEntries([
      entry('c', { date: '2026-10-01', recipeName: 'Soup' }),
      entry('b', { date: '2026-11-02', recipeName: 'Pasta' }),
      entry('a', { date: '2026-11-02', recipeName: 'Curry' }),
      entry('d', { date: '2026-11-02', recipeName: 'Curry' }),
    ]);
    expect(sorted.map((row) => row.id)).toEqual(['a', 'd', 'b', 'c']);
  });
});

describe('matchesJournalSearch', () => {
  const carbonara = entry('1', {
    recipeName: 'Spaghetti Carbonara',
    notes: 'Creamy without cream',
    tags: ['Italian', 'weeknight'],
    modifications: ['Used pancetta'],
    occasion: 'Date night',
  });

  it.each([
    ['carbonara', 'the name'],
    ['CREAMY', 'the notes, in any case'],
    ['italian', 'a tag'],
    ['pancetta', 'a modification'],
    ['date night', 'the occasion'],
    ['spaghetti  cream', 'every word, anywhere'],
    ['   ', 'a blank search'],
  ])('finds %j in %s', (search) => {
    expect(matchesJournalSearch(carbonara, search)).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesJournalSearch(carbonara, 'carbonara curry')).toBe(false);
  });
});

describe('journalTagFilters', () => {
  it('offers the 4 tags on the most entries, counting each entry once', () => {
    const filters = journalTagFilters([
      entry('1', { tags: ['pasta', 'Pasta', 'quick'] }),
      entry('2', { tags: ['pasta', 'vegan'] }),
      entry('3', { tags: ['quick', 'spicy', 'pasta'] }),
      entry('4', { tags: ['soup'] }),
      entry('5', { tags: ['spicy'] }),
    ]);
    expect(filters.map((filter) => [filter.label, filter.count])).toEqual([
      ['pasta', 3],
      ['quick', 2],
      ['spicy', 2],
      ['vegan', 1],
    ]);
  });

  it('breaks a tie by the most recent use, then alphabetically', () => {
    const filters = journalTagFilters([
      entry('old', { date: '2026-01-01', tags: ['zesty', 'baked'] }),
      entry('new', { date: '2026-03-01', tags: ['mild'] }),
    ]);
    expect(filters.map((filter) => filter.key)).toEqual(['mild', 'baked', 'zesty']);
  });

  it('groups spellings and shows the newest entry’s', () => {
    const [filter] = journalTagFilters([
      entry('old', { date: '2026-01-01', tags: ['bbq'] }),
      entry('new', { date: '2026-03-01', tags: [' BBQ '] }),
    ]);
    expect(filter).toEqual({ key: 'bbq', label: 'BBQ', count: 2 });
  });
});

describe('filterJournalEntries', () => {
  const entries = [
    entry('1', { recipeName: 'Tomato Soup', tags: ['Soup'], date: '2026-11-01' }),
    entry('2', { recipeName: 'Pea Soup', tags: ['soup', 'green'], date: '2026-11-03' }),
    entry('3', { recipeName: 'Green Curry', tags: ['spicy'], date: '2026-11-02' }),
  ];

  it('lists everything newest first under All', () => {
    expect(filterJournalEntries(entries, '', undefined).map((row) => row.id)).toEqual([
      '2',
      '3',
      '1',
    ]);
  });

  it('applies the tag filter, in any case, and the search together', () => {
    expect(filterJournalEntries(entries, '', 'soup').map((row) => row.id)).toEqual(['2', '1']);
    expect(filterJournalEntries(entries, 'green', 'soup').map((row) => row.id)).toEqual(['2']);
    expect(filterJournalEntries(entries, 'tomato', 'spicy')).toEqual([]);
  });
});

describe('journalCardTags', () => {
  it('keeps the first 3', () => {
    expect(journalCardTags(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(journalCardTags(['a'])).toEqual(['a']);
  });
});

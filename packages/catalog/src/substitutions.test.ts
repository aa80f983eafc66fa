import {
  SUBSTITUTION_QUICK_SELECT_COUNT,
  SUBSTITUTION_REFERENCE_COUNT,
} from '@mise/domain/constants';
import { SUBSTITUTION_TAB_FILTERS, SUBSTITUTION_TAGS } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { filterSubstitutions, quickSelectIngredients, SUBSTITUTIONS } from './substitutions';

const pairs = (entries: readonly { original: string; substitute: string }[]) =>
  entries.map((entry) => `${entry.original} → ${entry.substitute}`);

describe('SUBSTITUTIONS', () => {
  it('holds the 22 entries of the spec, each pair once', () => {
    expect(SUBSTITUTIONS).toHaveLength(SUBSTITUTION_REFERENCE_COUNT);
    expect(SUBSTITUTION_REFERENCE_COUNT).toBe(22);
    expect(new Set(pairs(SUBSTITUTIONS)).size).toBe(SUBSTITUTIONS.length);
  });

  it('covers every example of the spec', () => {
    expect(pairs(SUBSTITUTIONS)).toEqual(
      expect.arrayContaining([
        'Butter → Coconut oil',
        'Butter → Olive oil',
        'Milk → Almond milk',
        'Milk → Oat milk',
        'Egg → Flax egg',
        'Egg → Chia egg',
        'Egg → Applesauce',
        'Egg → Banana',
        'Flour → Almond flour',
        'Flour → Coconut flour',
        'Flour → Oat flour',
        'Sugar → Honey',
        'Sugar → Maple syrup',
        'Sugar → Coconut sugar',
        'Chicken → Tofu',
        'Ground beef → Lentils',
      ]),
    );
  });

  it('gives every entry a ratio, notes and at least one tag of the spec', () => {
    for (const entry of SUBSTITUTIONS) {
      expect(entry.ratio).not.toBe('');
      expect(entry.notes).not.toBe('');
      expect(entry.tags.length).toBeGreaterThan(0);
      for (const tag of entry.tags) expect(SUBSTITUTION_TAGS).toContain(tag);
    }
  });

  it('gives every tab of the swap tool something to show', () => {
    for (const tab of SUBSTITUTION_TAB_FILTERS) {
      expect(filterSubstitutions({ tab }).length).toBeGreaterThan(0);
    }
  });
});

describe('quickSelectIngredients', () => {
  it('is the first eight distinct originals in alphabetical order', () => {
    const originals = [...new Set(SUBSTITUTIONS.map((entry) => entry.original))].sort();
    expect(quickSelectIngredients()).toHaveLength(SUBSTITUTION_QUICK_SELECT_COUNT);
    expect(quickSelectIngredients()).toEqual(originals.slice(0, SUBSTITUTION_QUICK_SELECT_COUNT));
    expect(quickSelectIngredients()).toEqual([
      'Butter',
      'Buttermilk',
      'Chicken',
      'Egg',
      'Flour',
      'Ground beef',
      'Heavy cream',
      'Milk',
    ]);
  });
});

describe('filterSubstitutions', () => {
  it('returns everything for the "all" tab and a blank search', () => {
    expect(filterSubstitutions()).toEqual(SUBSTITUTIONS);
    expect(filterSubstitutions({ search: '', tab: 'all' })).toEqual(SUBSTITUTIONS);
    expect(filterSubstitutions({ search: '   ' })).toEqual(SUBSTITUTIONS);
  });

  it.each(SUBSTITUTION_TAB_FILTERS.filter((tab) => tab !== 'all'))(
    'the %s tab returns exactly the entries carrying that tag',
    (tab) => {
      expect(filterSubstitutions({ tab })).toEqual(
        SUBSTITUTIONS.filter((entry) => entry.tags.includes(tab)),
      );
    },
  );

  it('finds an original, in any case and with spaces around', () => {
    expect(pairs(filterSubstitutions({ search: '  EGG ' }))).toEqual([
      'Egg → Applesauce',
      'Egg → Banana',
      'Egg → Chia egg',
      'Egg → Flax egg',
    ]);
  });

  it('finds a substitute', () => {
    expect(pairs(filterSubstitutions({ search: 'tofu' }))).toEqual(['Chicken → Tofu']);
    expect(pairs(filterSubstitutions({ search: 'coconut' }))).toEqual([
      'Butter → Coconut oil',
      'Flour → Coconut flour',
      'Heavy cream → Coconut cream',
      'Sugar → Coconut sugar',
    ]);
  });

  it('ignores a plural "s", so "eggs" finds the egg swaps', () => {
    expect(filterSubstitutions({ search: 'eggs' })).toEqual(filterSubstitutions({ search: 'egg' }));
  });

  it('combines the search with the tab', () => {
    expect(pairs(filterSubstitutions({ search: 'flour', tab: 'low-carb' }))).toEqual([
      'Flour → Almond flour',
      'Flour → Coconut flour',
    ]);
    expect(filterSubstitutions({ search: 'sugar', tab: 'vegan' })).toEqual([]);
  });

  it('lists originals alphabetically, then their substitutes', () => {
    const listed = filterSubstitutions();
    const sorted = [...listed].sort(
      (a, b) => a.original.localeCompare(b.original) || a.substitute.localeCompare(b.substitute),
    );
    expect(listed).toEqual(sorted);
  });

  it('finds nothing for an ingredient outside the reference', () => {
    expect(filterSubstitutions({ search: 'saffron' })).toEqual([]);
  });
});

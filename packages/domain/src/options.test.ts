import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALLERGENS,
  DEFAULT_VOICE_PROFILE,
  DIETARY_RESTRICTIONS,
  PREFERRED_CUISINES,
  RECIPE_CUISINES,
  SHARED_RECIPE_CUISINE_FILTERS,
  SUBSTITUTION_TAB_FILTERS,
  SUBSTITUTION_TAGS,
  VOICE_PROFILE_IDS,
  VOICE_PROFILES,
} from './options';

describe('option lists', () => {
  it('have the sizes the spec lists', () => {
    expect(DIETARY_RESTRICTIONS).toHaveLength(11);
    expect(ALLERGENS).toHaveLength(9);
    expect(PREFERRED_CUISINES).toHaveLength(12);
    expect(SUBSTITUTION_TAGS).toHaveLength(9);
  });

  it('derive the form cuisines from the community filter minus "all"', () => {
    expect(SHARED_RECIPE_CUISINE_FILTERS.filter((cuisine) => cuisine !== 'all')).toEqual([
      ...RECIPE_CUISINES,
    ]);
  });

  it('filter substitutions only by existing tags', () => {
    for (const tab of SUBSTITUTION_TAB_FILTERS.filter((value) => value !== 'all')) {
      expect(SUBSTITUTION_TAGS).toContain(tab);
    }
  });

  it('mark exactly one voice profile as the default, the friendly home cook', () => {
    const defaults = VOICE_PROFILES.filter((profile) => profile.isDefault);
    expect(defaults.map((profile) => profile.id)).toEqual([DEFAULT_VOICE_PROFILE]);
    expect(VOICE_PROFILES.map((profile) => profile.id)).toEqual([...VOICE_PROFILE_IDS]);
  });

  it('work as zod enums', () => {
    const allergen = z.enum(ALLERGENS);
    expect(allergen.safeParse('Wheat/Gluten').success).toBe(true);
    expect(allergen.safeParse('Gluten').success).toBe(false);
  });
});

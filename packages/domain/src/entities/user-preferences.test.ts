import { describe, expect, it } from 'vitest';
import {
  USER_PREFERENCE_FIELDS,
  userPreferencesFields,
  userPreferencesSchema,
} from './user-preferences';

const required = { id: 'household-1', updatedAt: '2024-06-01T08:30:00.000Z' };

function messages(value: unknown): string[] {
  return userPreferencesSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('userPreferencesSchema', () => {
  it('applies every §3 default', () => {
    expect(userPreferencesSchema.parse(required)).toEqual({
      ...required,
      dietaryRestrictions: [],
      allergens: [],
      skillLevel: 'intermediate',
      measurementUnit: 'imperial',
      preferredCuisines: [],
      cookingTimePreference: 'any',
      notificationsEnabled: true,
      emailNotifications: false,
      recipePrivacyDefault: 'private',
    });
  });

  it('accepts choices from the option lists, spelled as the lists spell them', () => {
    const preferences = userPreferencesSchema.parse({
      ...required,
      dietaryRestrictions: ['Gluten-Free', 'Halal'],
      allergens: ['Wheat/Gluten', 'Tree Nuts'],
      preferredCuisines: ['Korean'],
    });
    expect(preferences.allergens).toEqual(['Wheat/Gluten', 'Tree Nuts']);
  });

  it('rejects an allergen that is not in the list', () => {
    expect(messages({ ...required, allergens: ['Peanuts', 'Gluten'] })).toEqual([
      'Allergen must be one of: Peanuts, Tree Nuts, Dairy, Eggs, Soy, Wheat/Gluten, Fish, Shellfish, Sesame',
    ]);
  });

  it('rejects a lower-case restriction and a repeated choice', () => {
    expect(messages({ ...required, dietaryRestrictions: ['vegan'] })).toHaveLength(1);
    expect(messages({ ...required, preferredCuisines: ['Thai', 'Thai'] })).toEqual([
      'Preferred cuisine must not repeat a choice',
    ]);
  });

  it('rejects values outside the closed single-choice lists', () => {
    expect(messages({ ...required, skillLevel: 'expert' })).toHaveLength(1);
    expect(messages({ ...required, measurementUnit: 'metric' })).toEqual([]);
    expect(messages({ ...required, recipePrivacyDefault: 'friends' })).toHaveLength(1);
  });

  it('lists exactly the editable fields', () => {
    expect([...USER_PREFERENCE_FIELDS].sort()).toEqual(Object.keys(userPreferencesFields).sort());
  });
});

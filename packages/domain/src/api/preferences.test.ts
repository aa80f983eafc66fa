import { describe, expect, it } from 'vitest';
import { changedPreferenceField, preferencesUpdateRequestSchema } from './preferences';

describe('preferencesUpdateRequestSchema', () => {
  it('takes exactly one changed field, lists sent whole', () => {
    const change = preferencesUpdateRequestSchema.parse({ allergens: ['Eggs', 'Soy'] });
    expect(change).toEqual({ allergens: ['Eggs', 'Soy'] });
    expect(changedPreferenceField(change)).toBe('allergens');
  });

  it('accepts false as a change (turning notifications off)', () => {
    const change = preferencesUpdateRequestSchema.parse({ notificationsEnabled: false });
    expect(changedPreferenceField(change)).toBe('notificationsEnabled');
  });

  it('refuses no field, two fields and an unknown field', () => {
    expect(preferencesUpdateRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Change exactly one preference per request',
    );
    expect(
      preferencesUpdateRequestSchema.safeParse({ skillLevel: 'beginner', allergens: [] }).success,
    ).toBe(false);
    expect(preferencesUpdateRequestSchema.safeParse({ theme: 'Malibu' }).success).toBe(false);
  });

  it('refuses an allergen that is not in the list', () => {
    expect(preferencesUpdateRequestSchema.safeParse({ allergens: ['Gluten'] }).success).toBe(false);
  });
});

/** User preferences (spec §3): the household's diet, skill, units and sharing defaults. */
import { z } from 'zod';
import { DEFAULT_MEASUREMENT_UNIT, DEFAULT_SKILL_LEVEL } from '../constants';
import { identifier, isoDateTime, listOf, oneOf } from '../fields';
import {
  ALLERGENS,
  COOKING_TIME_PREFERENCES,
  DIETARY_RESTRICTIONS,
  MEASUREMENT_UNITS,
  PREFERRED_CUISINES,
  RECIPE_PRIVACY,
  SKILL_LEVELS,
} from '../options';

/** The nine fields the settings page changes, one at a time (PUT /api/preferences, §7). */
export const userPreferencesFields = {
  dietaryRestrictions: listOf(DIETARY_RESTRICTIONS, 'Dietary restriction'),
  allergens: listOf(ALLERGENS, 'Allergen'),
  skillLevel: oneOf(SKILL_LEVELS, 'Skill level'),
  measurementUnit: oneOf(MEASUREMENT_UNITS, 'Measurement unit'),
  preferredCuisines: listOf(PREFERRED_CUISINES, 'Preferred cuisine'),
  cookingTimePreference: oneOf(COOKING_TIME_PREFERENCES, 'Cooking time preference'),
  notificationsEnabled: z.boolean({ error: 'Notifications must be on or off' }),
  emailNotifications: z.boolean({ error: 'Email notifications must be on or off' }),
  recipePrivacyDefault: oneOf(RECIPE_PRIVACY, 'Recipe privacy'),
};

export type UserPreferenceField = keyof typeof userPreferencesFields;

/** Field names in the order the settings page shows them. */
export const USER_PREFERENCE_FIELDS = [
  'dietaryRestrictions',
  'allergens',
  'skillLevel',
  'measurementUnit',
  'preferredCuisines',
  'cookingTimePreference',
  'notificationsEnabled',
  'emailNotifications',
  'recipePrivacyDefault',
] as const satisfies readonly UserPreferenceField[];

export const userPreferencesSchema = z.object({
  id: identifier('Id'),
  dietaryRestrictions: userPreferencesFields.dietaryRestrictions.default([]),
  allergens: userPreferencesFields.allergens.default([]),
  skillLevel: userPreferencesFields.skillLevel.default(DEFAULT_SKILL_LEVEL),
  measurementUnit: userPreferencesFields.measurementUnit.default(DEFAULT_MEASUREMENT_UNIT),
  preferredCuisines: userPreferencesFields.preferredCuisines.default([]),
  cookingTimePreference: userPreferencesFields.cookingTimePreference.default('any'),
  notificationsEnabled: userPreferencesFields.notificationsEnabled.default(true),
  emailNotifications: userPreferencesFields.emailNotifications.default(false),
  recipePrivacyDefault: userPreferencesFields.recipePrivacyDefault.default('private'),
  updatedAt: isoDateTime('Updated at'),
});

export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export type UserPreferencesInput = z.input<typeof userPreferencesSchema>;

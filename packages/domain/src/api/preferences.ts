/** Preference calls (spec §7): read all, change exactly one field per request. */
import { z } from 'zod';
import {
  USER_PREFERENCE_FIELDS,
  type UserPreferenceField,
  userPreferencesFields,
  userPreferencesSchema,
} from '../entities/user-preferences';

/** GET /api/preferences */
export const preferencesResponseSchema = userPreferencesSchema;
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/**
 * PUT /api/preferences: exactly one changed field, list fields sent whole (§7). One field per
 * request keeps concurrent edits from two devices from overwriting each other's other fields.
 */
export const preferencesUpdateRequestSchema = z
  .strictObject(userPreferencesFields)
  .partial()
  .refine((change) => Object.values(change).filter((value) => value !== undefined).length === 1, {
    error: 'Change exactly one preference per request',
  });
export type PreferencesUpdateRequest = z.infer<typeof preferencesUpdateRequestSchema>;

/** The one field a valid update changes. */
export function changedPreferenceField(change: PreferencesUpdateRequest): UserPreferenceField {
  const field = USER_PREFERENCE_FIELDS.find((key) => change[key] !== undefined);
  if (field === undefined) throw new RangeError('The update changes no preference');
  return field;
}

export const preferencesUpdateResponseSchema = userPreferencesSchema;
export type PreferencesUpdateResponse = z.infer<typeof preferencesUpdateResponseSchema>;

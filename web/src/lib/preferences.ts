// The household's preferences on this device, live, with the spec's defaults (§3) until anything
// was saved; and the one way to change them: one field per write (§7), through the mutator, so
// two devices changing different fields both keep their change.
import type { PreferencesUpdateRequest } from '@mise/domain/api/preferences';
import {
  type UserPreferences,
  userPreferencesSchema,
} from '@mise/domain/entities/user-preferences';
import { PREFERENCES_ID } from '@mise/sync/collections';
import type { MiseDatabase } from '../db/db';
import { useLiveDbQuery } from '../db/use-live-db-query';
import { writeOrToast } from './write-or-toast';
import { mutate } from '../sync/mutate';

const DEFAULTS = userPreferencesSchema.parse({
  id: PREFERENCES_ID,
  updatedAt: '1970-01-01T00:00:00.000Z',
});

export const readPreferences = async (db: MiseDatabase): Promise<UserPreferences> =>
  (await db.preferences.get(PREFERENCES_ID)) ?? DEFAULTS;

/** Undefined while loading. */
export function usePreferences(): UserPreferences | undefined {
  return useLiveDbQuery(readPreferences);
}

/** The write itself: it lands on this device at once and syncs later. Rejects if refused. */
export async function writePreference(changes: PreferencesUpdateRequest): Promise<void> {
  await mutate('preferences.update', { changes, updatedAt: new Date().toISOString() });
}

/** A change made in passing (the cooking guide's skill picker): only a failure is announced. */
export function savePreference(changes: PreferencesUpdateRequest): Promise<boolean> {
  return writeOrToast("Couldn't save your preference", () => writePreference(changes));
}

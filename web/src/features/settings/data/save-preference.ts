// A change made on the Settings page: one field per write (spec §7, whole arrays for list
// fields), through the preferences mutator, so it lands on this device at once and syncs to
// the household later, offline too. The toasts are §8's, word for word; a refused write says
// so and the page keeps showing what is stored.
import type { PreferencesUpdateRequest } from '@mise/domain/api/preferences';
import { toast } from '../../../components/ui/use-toast';
import { writePreference } from '../../../lib/preferences';

export const PREFERENCES_SAVED = {
  title: 'Settings Saved',
  description: 'Your preferences have been updated successfully.',
} as const;

export const PREFERENCES_NOT_SAVED = {
  title: 'Error',
  description: 'Failed to save preferences. Please try again.',
} as const;

export async function savePreferenceChange(changes: PreferencesUpdateRequest): Promise<boolean> {
  try {
    await writePreference(changes);
    toast(PREFERENCES_SAVED);
    return true;
  } catch (error) {
    console.error('A preference was not saved', changes, error);
    toast({ variant: 'destructive', ...PREFERENCES_NOT_SAVED });
    return false;
  }
}

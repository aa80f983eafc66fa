/** Preference writes: one field at a time (spec §7), so two devices editing different fields both win. */
import { z } from 'zod';
import { preferencesUpdateRequestSchema } from '@mise/domain/api/preferences';
import { userPreferencesSchema } from '@mise/domain/entities/user-preferences';
import { isoDateTime } from '@mise/domain/fields';
import { PREFERENCES_ID } from '../collections';
import { defineMutator } from '../define-mutator';
import { patchRow } from '../patch';

export const preferencesUpdate = defineMutator({
  name: 'preferences.update',
  args: () =>
    z.object({ changes: preferencesUpdateRequestSchema, updatedAt: isoDateTime('Updated at') }),
  async run(tx, { changes, updatedAt }) {
    const current =
      (await tx.get('preferences', PREFERENCES_ID)) ??
      userPreferencesSchema.parse({ id: PREFERENCES_ID, updatedAt });
    await tx.put(
      'preferences',
      patchRow(userPreferencesSchema, current, { ...changes, updatedAt }),
    );
  },
});

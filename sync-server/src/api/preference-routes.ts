/**
 * /api/preferences (spec §7): the household's one preferences row, or the §3 defaults before
 * anything was saved; a change carries exactly one field (`preferences.update`).
 */
import { Hono } from 'hono';
import { preferencesUpdateRequestSchema } from '@mise/domain/api/preferences';
import { userPreferencesSchema } from '@mise/domain/entities/user-preferences';
import { PREFERENCES_ID } from '@mise/sync/collections';
import type { DeviceEnv } from '../auth/require-device';
import { validJson } from '../http/valid-json';
import { cacheable } from '../reads/read-body';
import { getEntity } from '../storage/entities';
import { type ApiDeps, notApplied, stored, write } from './api-deps';

export function preferenceRoutes(deps: ApiDeps) {
  const target = { collection: 'preferences', id: PREFERENCES_ID } as const;
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .get('/', (c) =>
      deps.reads.serve(c, 'preferences', async () => {
        const row = await getEntity(deps.db, { householdId: c.var.device.householdId, ...target });
        if (row && !row.deleted) return cacheable(userPreferencesSchema.parse(row.data));
        // Never saved: the defaults, as of now, without writing them (a read never pokes), so
        // they are built afresh each time rather than kept with a past time.
        const defaults = { id: PREFERENCES_ID, updatedAt: deps.clock().toISOString() };
        return { json: userPreferencesSchema.parse(defaults), cacheable: false };
      }),
    )
    .put('/', validJson(preferencesUpdateRequestSchema), async (c) => {
      const changes = c.req.valid('json');
      const updatedAt = deps.clock().toISOString();
      const outcome = await write(
        deps,
        c.var.device.householdId,
        [{ name: 'preferences.update', args: { changes, updatedAt } }],
        target,
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, 'There are no preferences.');
      return c.json(stored(outcome.row), 200);
    });
}

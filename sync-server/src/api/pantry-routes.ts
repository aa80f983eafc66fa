/**
 * /api/pantry (spec §7): the household's pantry items. Every write runs a pantry mutator, the
 * same code a syncing device runs, and pokes the household's devices.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { pantryCreateRequestSchema, pantryUpdateRequestSchema } from '@mise/domain/api/pantry';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { uuid } from '@mise/domain/fields';
import type { DeviceEnv } from '../auth/require-device';
import { validParams } from '../http/valid-input';
import { validJson } from '../http/valid-json';
import { listEntities } from '../storage/entities';
import { type ApiDeps, byText, notApplied, stored, write } from './api-deps';

const NOT_FOUND = 'There is no such item in your pantry.';
const idParam = z.object({ id: uuid('Id') });

export function pantryRoutes(deps: ApiDeps) {
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .get('/', async (c) => {
      const rows = await listEntities(deps.db, c.var.device.householdId, 'pantryItems');
      const items = rows.map((row) => pantryItemSchema.parse(row.data));
      // In the order they were added, as the pantry grid lists them.
      items.sort(byText((item) => `${item.addedAt} ${item.id}`));
      return c.json(items, 200);
    })
    .post('/', validJson(pantryCreateRequestSchema), async (c) => {
      const id = randomUUID();
      const item = { ...c.req.valid('json'), id, addedAt: deps.clock().toISOString() };
      const outcome = await write(
        deps,
        c.var.device.householdId,
        [{ name: 'pantry.add', args: item }],
        { collection: 'pantryItems', id },
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.json(stored(outcome.row), 201);
    })
    .put('/:id', validParams(idParam), validJson(pantryUpdateRequestSchema), async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await write(
        deps,
        c.var.device.householdId,
        [{ name: 'pantry.update', args: { id, changes: c.req.valid('json') } }],
        { collection: 'pantryItems', id, mustExist: true },
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.json(stored(outcome.row), 200);
    })
    .delete('/:id', validParams(idParam), async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await write(
        deps,
        c.var.device.householdId,
        [{ name: 'pantry.remove', args: { id } }],
        { collection: 'pantryItems', id, mustExist: true },
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.body(null, 204);
    });
}

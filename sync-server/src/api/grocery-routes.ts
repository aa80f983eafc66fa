/**
 * /api/grocery (spec §7): the household's grocery list, a new line (`grocery.add`) and
 * checking a line off or back on (`grocery.setCompleted`, per item, so shoppers never clash).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { groceryCreateRequestSchema, groceryUpdateRequestSchema } from '@mise/domain/api/grocery';
import { groceryItemSchema } from '@mise/domain/entities/grocery-item';
import { uuid } from '@mise/domain/fields';
import type { DeviceEnv } from '../auth/require-device';
import { validParams } from '../http/valid-input';
import { validJson } from '../http/valid-json';
import { cacheable } from '../reads/read-body';
import { listEntities } from '../storage/entities';
import {
  type ApiDeps,
  RECIPE_NOT_FOUND,
  byText,
  linksUnknownRecipe,
  notApplied,
  notFound,
  stored,
  write,
} from './api-deps';

const NOT_FOUND = 'There is no such item on your grocery list.';
const idParam = z.object({ id: uuid('Id') });

export function groceryRoutes(deps: ApiDeps) {
  const { db } = deps;
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .get('/', (c) =>
      deps.reads.serve(c, 'grocery', async () => {
        const rows = await listEntities(db, c.var.device.householdId, 'groceryItems');
        const items = rows
          .map((row) => groceryItemSchema.parse(row.data))
          .sort(byText((item) => `${item.createdAt} ${item.id}`));
        return cacheable(items);
      }),
    )
    .post('/', validJson(groceryCreateRequestSchema), async (c) => {
      const request = c.req.valid('json');
      const { householdId } = c.var.device;
      if (await linksUnknownRecipe(db, householdId, request.recipeId)) {
        return notFound(c, RECIPE_NOT_FOUND);
      }
      const id = randomUUID();
      const item = { ...request, id, createdAt: deps.clock().toISOString() };
      const outcome = await write(deps, householdId, [{ name: 'grocery.add', args: item }], {
        collection: 'groceryItems',
        id,
      });
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.json(stored(outcome.row), 201);
    })
    .put('/:id', validParams(idParam), validJson(groceryUpdateRequestSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { completed } = c.req.valid('json');
      const outcome = await write(
        deps,
        c.var.device.householdId,
        [{ name: 'grocery.setCompleted', args: { id, completed } }],
        { collection: 'groceryItems', id, mustExist: true },
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.json(stored(outcome.row), 200);
    });
}

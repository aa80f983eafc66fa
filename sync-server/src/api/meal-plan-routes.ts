/**
 * /api/meal-plans (spec §7): the planned meals of a date range, one new meal in a slot
 * (`mealPlan.add`, as a syncing device would run it), and Auto-Plan (`/generate`: the empty
 * slots of the range planned and its groceries listed, in one transaction).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  mealPlanCreateRequestSchema,
  mealPlanGenerateRequestSchema,
  mealPlansQuerySchema,
} from '@mise/domain/api/meal-plans';
import { mealPlanEntrySchema } from '@mise/domain/entities/meal-plan-entry';
import { MEAL_TYPES } from '@mise/domain/options';
import type { DeviceEnv } from '../auth/require-device';
import { validQuery } from '../http/valid-input';
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
import { autoPlan } from './auto-plan';

export function mealPlanRoutes(deps: ApiDeps) {
  const { db } = deps;
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .get('/', validQuery(mealPlansQuerySchema), (c) => {
      const { startDate, endDate } = c.req.valid('query');
      return deps.reads.serve(c, `meal-plans ${startDate} ${endDate}`, async () => {
        const rows = await listEntities(db, c.var.device.householdId, 'mealPlanEntries');
        // Calendar order: by day, then breakfast, lunch, dinner, then the order they were planned.
        const entries = rows
          .map((row) => mealPlanEntrySchema.parse(row.data))
          .filter((entry) => entry.date >= startDate && entry.date <= endDate)
          .sort(
            byText((e) => `${e.date} ${MEAL_TYPES.indexOf(e.mealType)} ${e.createdAt} ${e.id}`),
          );
        return cacheable(entries);
      });
    })
    .post('/', validJson(mealPlanCreateRequestSchema), async (c) => {
      const request = c.req.valid('json');
      const { householdId } = c.var.device;
      if (await linksUnknownRecipe(db, householdId, request.recipeId)) {
        return notFound(c, RECIPE_NOT_FOUND);
      }
      const id = randomUUID();
      const entry = { ...request, id, createdAt: deps.clock().toISOString() };
      const outcome = await write(deps, householdId, [{ name: 'mealPlan.add', args: entry }], {
        collection: 'mealPlanEntries',
        id,
      });
      if (outcome.kind !== 'applied') return notApplied(c, outcome, RECIPE_NOT_FOUND);
      return c.json(stored(outcome.row), 201);
    })
    .post('/generate', validJson(mealPlanGenerateRequestSchema), async (c) => {
      const outcome = await autoPlan(deps, c.var.device.householdId, c.req.valid('json'));
      if (outcome.kind !== 'applied') return notApplied(c, outcome, RECIPE_NOT_FOUND);
      return c.json(outcome.plan, 200);
    });
}

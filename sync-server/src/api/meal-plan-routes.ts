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
import { groceryItemSchema } from '@mise/domain/entities/grocery-item';
import { mealPlanEntrySchema } from '@mise/domain/entities/meal-plan-entry';
import { MEAL_TYPES } from '@mise/domain/options';
import { planMealWrites } from '../assistant/plan-meals';
import type { DeviceEnv } from '../auth/require-device';
import { validQuery } from '../http/valid-input';
import { validJson } from '../http/valid-json';
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

export function mealPlanRoutes(deps: ApiDeps) {
  const { db } = deps;
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .get('/', validQuery(mealPlansQuerySchema), async (c) => {
      const { startDate, endDate } = c.req.valid('query');
      const rows = await listEntities(db, c.var.device.householdId, 'mealPlanEntries');
      // Calendar order: by day, then breakfast, lunch, dinner, then the order they were planned.
      const entries = rows
        .map((row) => mealPlanEntrySchema.parse(row.data))
        .filter((entry) => entry.date >= startDate && entry.date <= endDate)
        .sort(byText((e) => `${e.date} ${MEAL_TYPES.indexOf(e.mealType)} ${e.createdAt} ${e.id}`));
      return c.json(entries, 200);
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
      const request = c.req.valid('json');
      const { householdId } = c.var.device;
      const now = deps.clock();
      // Without a start date the plan starts on the server's today (UTC).
      const startDate = request.startDate ?? now.toISOString().slice(0, 10);
      const writes = await planMealWrites(db, householdId, { ...request, startDate }, now);
      if (writes.mutations.length > 0) {
        const outcome = await write(deps, householdId, writes.mutations);
        if (outcome.kind !== 'applied') return notApplied(c, outcome, RECIPE_NOT_FOUND);
      }
      // Read back what landed: a slot another device filled meanwhile keeps its meal.
      const [plans, lines] = await Promise.all([
        listEntities(db, householdId, 'mealPlanEntries'),
        listEntities(db, householdId, 'groceryItems'),
      ]);
      const mealPlans = plans
        .filter((row) => writes.entryIds.has(row.id))
        .map((row) => mealPlanEntrySchema.parse(row.data))
        .sort(byText((e) => `${e.date} ${MEAL_TYPES.indexOf(e.mealType)}`));
      const groceryItems = lines
        .filter((row) => writes.groceryIds.has(row.id))
        .map((row) => groceryItemSchema.parse(row.data));
      return c.json({ mealPlans, groceryItems }, 200);
    });
}

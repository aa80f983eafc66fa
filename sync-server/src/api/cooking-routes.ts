/**
 * /api/cooking (spec §7): start cooking a recipe, read the session in progress, move it to a
 * step or finish it. Writes are the cooking mutators a syncing device runs.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  cookingSessionUpdateRequestSchema,
  cookingStartRequestSchema,
} from '@mise/domain/api/cooking';
import { cookingSessionSchema } from '@mise/domain/entities/cooking-session';
import { uuid } from '@mise/domain/fields';
import type { DeviceEnv } from '../auth/require-device';
import { validParams } from '../http/valid-input';
import { validJson } from '../http/valid-json';
import { getEntity, listEntities } from '../storage/entities';
import { findVisibleRecipe } from '../storage/shared-recipes';
import type { ServerMutation } from '../sync/apply-mutation';
import {
  type ApiDeps,
  RECIPE_NOT_FOUND,
  byText,
  notApplied,
  notFound,
  stored,
  write,
} from './api-deps';

const NOT_FOUND = 'There is no such cooking session in your household.';
const sessionParam = z.object({ sessionId: uuid('Session id') });

export function cookingRoutes(deps: ApiDeps) {
  const { db } = deps;
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .post('/start', validJson(cookingStartRequestSchema), async (c) => {
      const { recipeId } = c.req.valid('json');
      const { householdId } = c.var.device;
      // Own or community recipe: the cook fetches it by id next (GET /api/recipes/{id}).
      if ((await findVisibleRecipe(db, householdId, recipeId)) === undefined) {
        return notFound(c, RECIPE_NOT_FOUND);
      }
      const id = randomUUID();
      const startedAt = deps.clock().toISOString();
      const outcome = await write(
        deps,
        householdId,
        [{ name: 'cooking.start', args: { id, recipeId, startedAt } }],
        { collection: 'cookingSessions', id },
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.json(stored(outcome.row), 201);
    })
    .get('/session', async (c) => {
      const rows = await listEntities(db, c.var.device.householdId, 'cookingSessions');
      // cooking.start keeps one session active, but two offline devices may each start one:
      // the latest start is the one in progress.
      const active = rows
        .map((row) => cookingSessionSchema.parse(row.data))
        .filter((session) => session.isActive)
        .sort(byText((session) => `${session.startedAt} ${session.id}`))
        .at(-1);
      return c.json(active ?? null, 200);
    })
    .put(
      '/session/:sessionId',
      validParams(sessionParam),
      validJson(cookingSessionUpdateRequestSchema),
      async (c) => {
        const { sessionId: id } = c.req.valid('param');
        const { currentStep, isActive } = c.req.valid('json');
        const { householdId } = c.var.device;
        if (currentStep === null) {
          return c.json(
            { error: 'rejected', message: 'Current step must be a step number, not empty.' },
            422,
          );
        }
        const mutations: ServerMutation[] = [];
        if (currentStep !== undefined) {
          mutations.push({ name: 'cooking.setStep', args: { id, currentStep } });
        }
        if (isActive === false) {
          const completedAt = deps.clock().toISOString();
          mutations.push({ name: 'cooking.finish', args: { id, completedAt } });
        }
        if (mutations.length === 0) {
          // isActive: true alone changes nothing: a finished session is not resumed (spec §4
          // only ever ends one); the answer shows the session as it is.
          const row = await getEntity(db, { householdId, collection: 'cookingSessions', id });
          if (!row || row.deleted) return notFound(c, NOT_FOUND);
          return c.json(cookingSessionSchema.parse(row.data), 200);
        }
        const outcome = await write(deps, householdId, mutations, {
          collection: 'cookingSessions',
          id,
          mustExist: true,
        });
        if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
        return c.json(stored(outcome.row), 200);
      },
    );
}

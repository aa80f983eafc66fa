/**
 * /api/cooking (spec §7): start cooking a recipe, read the session in progress, move it to a
 * step or finish it, and the assistant's guidance for a step. Writes are the cooking mutators a
 * syncing device runs.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { assistantLanguageOf } from '@mise/assistant/cooking/assistant-language';
import { guidanceFor } from '@mise/assistant/cooking/guidance';
import {
  type CookingGuidanceResponse,
  cookingGuidanceRequestSchema,
  cookingSessionUpdateRequestSchema,
  cookingStartRequestSchema,
} from '@mise/domain/api/cooking';
import { type AnswerPhrasing, requestedVoice } from '../assistant/answer-phrasing';
import { activeSession, householdCookingContext } from '../assistant/cooking-context';
import { cookingSessionSchema } from '@mise/domain/entities/cooking-session';
import { uuid } from '@mise/domain/fields';
import type { DeviceEnv } from '../auth/require-device';
import { validParams } from '../http/valid-input';
import { validJson } from '../http/valid-json';
import { getEntity } from '../storage/entities';
import { findVisibleRecipe } from '../storage/shared-recipes';
import type { ServerMutation } from '../sync/apply-mutation';
import { type ApiDeps, RECIPE_NOT_FOUND, notApplied, notFound, stored, write } from './api-deps';

const NOT_FOUND = 'There is no such cooking session in your household.';
const sessionParam = z.object({ sessionId: uuid('Session id') });

export function cookingRoutes(deps: ApiDeps, phrasing: AnswerPhrasing) {
  const { db } = deps;
  return (
    new Hono<DeviceEnv>()
      .use(deps.requireDevice)
      .post('/start', validJson(cookingStartRequestSchema), async (c) => {
        const { recipeId, servings } = c.req.valid('json');
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
          [{ name: 'cooking.start', args: { id, recipeId, startedAt, servings } }],
          { collection: 'cookingSessions', id },
        );
        if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
        return c.json(stored(outcome.row), 201);
      })
      .get('/session', async (c) => {
        const active = await activeSession(db, c.var.device.householdId);
        return c.json(active ?? null, 200);
      })
      // The same guidance the device gives offline (packages/assistant); Swap's question too.
      // In the Accept-Language's language when the assistant speaks it (§7's body has none);
      // a configured model may reword it (answer-phrasing.ts).
      .post('/guidance', validJson(cookingGuidanceRequestSchema), async (c) => {
        const { instruction, skillLevel } = c.req.valid('json');
        const { recipe, pantryItems } = await householdCookingContext(db, c.var.device.householdId);
        const voice = requestedVoice(c.req.header('accept-language'));
        const answerLanguage = assistantLanguageOf(voice.language);
        const builtIn = guidanceFor(instruction, skillLevel, {
          ingredients: recipe?.ingredients ?? [],
          pantryItems,
          language: answerLanguage,
        });
        const guidance = await phrasing.phrase({
          answer: builtIn,
          step: instruction,
          skillLevel,
          ...voice,
          answerLanguage,
        });
        c.header('content-language', guidance.language);
        return c.json({ guidance: guidance.text } satisfies CookingGuidanceResponse, 200);
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
      )
  );
}

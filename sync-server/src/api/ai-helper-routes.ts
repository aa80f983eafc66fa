/**
 * /api/ai (spec §7's six helper calls, "POST with no body"): the assistant's abilities under
 * the names the product gives them. Each runs the code of the call it is named for (Chef Leo,
 * the recipe generator, the voice parser and handlers, Auto-Plan) or, for the scout, the rules
 * the app already shows (@mise/assistant/scout). No body, or an empty one, is a whole request;
 * a body narrows or feeds the answer (schemas: @mise/domain/api/ai-helpers).
 */
import { parseCommand } from '@mise/assistant/commands/intent';
import { answerVoiceCommand, commandLanguageHint } from '@mise/assistant/commands/voice-flow';
import { scoutKitchen } from '@mise/assistant/scout/scout-kitchen';
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import {
  type AiChefLeoRespondResponse,
  type AiProcessIntentResponse,
  type AiScoutResponse,
  aiChefLeoRespondRequestSchema,
  aiGenerateMealPlanRequestSchema,
  aiGenerateRecipeRequestSchema,
  aiProcessIntentRequestSchema,
  aiProcessVoiceRequestSchema,
  aiScoutRequestSchema,
} from '@mise/domain/api/ai-helpers';
import type { VoiceCommandResponse } from '@mise/domain/api/voice';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { Hono } from 'hono';
import type { AnswerPhrasing } from '../assistant/answer-phrasing';
import { chefLeoMessage } from '../assistant/chef-leo-message';
import { voiceCommandContext } from '../assistant/cooking-context';
import { generateForHousehold } from '../assistant/household-generation';
import type { RecipeGeneration } from '../assistant/recipe-generation';
import type { DeviceEnv } from '../auth/require-device';
import { validOptionalJson } from '../http/valid-json';
import { listEntities } from '../storage/entities';
import { type ApiDeps, RECIPE_NOT_FOUND, notApplied } from './api-deps';
import { autoPlan } from './auto-plan';

export function aiHelperRoutes(
  deps: ApiDeps,
  generation: RecipeGeneration,
  phrasing: AnswerPhrasing,
) {
  const { db } = deps;
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .post('/chef-leo/respond', validOptionalJson(aiChefLeoRespondRequestSchema), async (c) => {
      const message = await chefLeoMessage(
        db,
        phrasing,
        c.var.device.householdId,
        c.req.valid('json'),
        c.req.header('accept-language'),
      );
      c.header('content-language', message.language);
      return c.json({ message: message.text } satisfies AiChefLeoRespondResponse, 200);
    })
    .post('/generate-recipe', validOptionalJson(aiGenerateRecipeRequestSchema), async (c) => {
      const { ingredients, ...filters } = c.req.valid('json');
      const { householdId } = c.var.device;
      const outcome = await generateForHousehold(
        deps,
        generation,
        householdId,
        filters,
        ingredients,
      );
      if ('reason' in outcome) return c.json({ error: 'no_recipe', message: outcome.reason }, 422);
      return c.json(outcome.recipes, 200);
    })
    .post('/process-intent', validOptionalJson(aiProcessIntentRequestSchema), (c) => {
      const { command, language } = c.req.valid('json');
      // No words read as `unknown`, the parser's own answer to silence (see docs/api.md).
      const parsed = parseCommand(
        command,
        language === undefined ? undefined : commandLanguageHint(language),
      );
      return c.json(parsed satisfies AiProcessIntentResponse, 200);
    })
    .post('/process-voice', validOptionalJson(aiProcessVoiceRequestSchema), async (c) => {
      const { command, context, voiceSettings } = c.req.valid('json');
      const cooking = await voiceCommandContext(db, c.var.device.householdId, context);
      // Interruption handler first, then the general one, as the device runs a command.
      const { reply, emotion, action } = answerVoiceCommand(command, cooking, voiceSettings);
      return c.json({ text: reply, emotion, action } satisfies VoiceCommandResponse, 200);
    })
    .post('/scout/analyze', validOptionalJson(aiScoutRequestSchema), async (c) => {
      const { today, matches } = c.req.valid('json');
      const { householdId } = c.var.device;
      const [pantryRows, recipeRows] = await Promise.all([
        listEntities(db, householdId, 'pantryItems'),
        listEntities(db, householdId, 'recipes'),
      ]);
      const scout = scoutKitchen({
        pantry: pantryRows.map((row) => pantryItemSchema.parse(row.data)),
        // The household's own recipes first: a copy of a seed recipe wins over the seed.
        recipes: [...recipeRows.map((row) => recipeSchema.parse(row.data)), ...SEED_RECIPES],
        // Without the cook's day, the server's (UTC), like the generator's.
        today: today ?? deps.clock().toISOString().slice(0, 10),
        matches,
      });
      return c.json(scout satisfies AiScoutResponse, 200);
    })
    .post('/generate-meal-plan', validOptionalJson(aiGenerateMealPlanRequestSchema), async (c) => {
      const outcome = await autoPlan(deps, c.var.device.householdId, c.req.valid('json'));
      if (outcome.kind !== 'applied') return notApplied(c, outcome, RECIPE_NOT_FOUND);
      return c.json(outcome.plan, 200);
    });
}

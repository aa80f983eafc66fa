/**
 * /api/recipes (spec §7): the household's recipes, the community's shared ones (paginated and
 * searchable), quick meals, one recipe, the writes create, share and favorite, generate
 * (recipes composed from the household's pantry, answered without storing them) and import (a
 * recipe page's schema.org Recipe as a draft for the form, issue 8, also not stored).
 */
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { recipeImportRequestSchema } from '@mise/domain/api/recipe-import';
import {
  recipeCreateRequestSchema,
  recipeGenerateRequestSchema,
  recipeShareRequestSchema,
} from '@mise/domain/api/recipes';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { recipeIdSchema } from '@mise/domain/fields';
import { generateForHousehold } from '../assistant/household-generation';
import { type RecipeGeneration, createRecipeGeneration } from '../assistant/recipe-generation';
import type { DeviceEnv } from '../auth/require-device';
import { validParams, validQuery } from '../http/valid-input';
import { validJson } from '../http/valid-json';
import {
  type ImportRateLimit,
  defaultImportRateLimit,
  importRateLimit,
} from '../recipe-import/import-rate-limit';
import { RecipeImportError } from '../recipe-import/import-errors';
import { type RecipeImporter, createRecipeImporter } from '../recipe-import/recipe-importer';
import { cacheable } from '../reads/read-body';
import type { Database } from '../storage/database';
import { listEntities } from '../storage/entities';
import {
  findVisibleRecipe,
  listOthersQuickRecipes,
  listSharedRecipePage,
} from '../storage/shared-recipes';
import {
  type ApiDeps,
  RECIPE_NOT_FOUND,
  byText,
  notApplied,
  notFound,
  stored,
  write,
} from './api-deps';
import {
  QUICK_MAX_COOK_TIME_MINUTES,
  QUICK_SHARED_LIMIT,
  encodeCursor,
  sharedRecipesQuerySchema,
  toQuickRecipe,
  toSharedSummary,
} from './recipe-lists';

const idParam = z.object({ id: recipeIdSchema });
const NOT_OWN = 'There is no such recipe in your household: only your own recipes can be shared.';

/** The household's own recipes, newest first. */
async function ownRecipes(db: Database, householdId: string) {
  const rows = await listEntities(db, householdId, 'recipes');
  return rows
    .map((row) => recipeSchema.parse(row.data))
    .sort(byText((recipe) => `${recipe.createdAt} ${recipe.id}`))
    .reverse();
}

export interface RecipeImportDeps {
  importer: RecipeImporter;
  rateLimit: ImportRateLimit;
}

export function recipeRoutes(
  deps: ApiDeps,
  generation: RecipeGeneration = createRecipeGeneration(),
  recipeImport: RecipeImportDeps = {
    importer: createRecipeImporter(),
    rateLimit: defaultImportRateLimit,
  },
) {
  const { db } = deps;
  // One cached body for both paths: they answer the same list.
  const serveOwnRecipes = (c: Context<DeviceEnv>) =>
    deps.reads.serve(c, 'recipes', async () =>
      cacheable(await ownRecipes(db, c.var.device.householdId)),
    );
  return (
    new Hono<DeviceEnv>()
      .use(deps.requireDevice)
      .get('/', (c) => serveOwnRecipes(c))
      .get('/my', (c) => serveOwnRecipes(c))
      .get('/shared', validQuery(sharedRecipesQuerySchema), async (c) => {
        const { limit, cursor, q, cuisine } = c.req.valid('query');
        // One row more than asked tells whether another page exists without counting.
        const rows = await listSharedRecipePage(db, {
          limit: limit + 1,
          after: cursor,
          search: q,
          cuisine,
        });
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        if (rows.length > limit && last) {
          const next = encodeCursor(last.key);
          const url = new URL(c.req.url);
          url.searchParams.set('cursor', next);
          c.header('X-Next-Cursor', next);
          c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
        }
        return c.json(
          page.map((row) => toSharedSummary(row.data)),
          200,
        );
      })
      .get('/quick', async (c) => {
        const { householdId } = c.var.device;
        // `?from=community`: only other households' meals. The web app lists the household's
        // own from the device, so it does not download and check them a second time.
        const own =
          c.req.query('from') === 'community'
            ? []
            : (await ownRecipes(db, householdId)).filter(
                (recipe) => recipe.cookTime <= QUICK_MAX_COOK_TIME_MINUTES,
              );
        const others = await listOthersQuickRecipes(
          db,
          householdId,
          QUICK_MAX_COOK_TIME_MINUTES,
          QUICK_SHARED_LIMIT,
        );
        const community = others.map((row) => recipeSchema.parse(row.data));
        return c.json([...own, ...community].map(toQuickRecipe), 200);
      })
      .post('/generate', validJson(recipeGenerateRequestSchema), async (c) => {
        const { householdId } = c.var.device;
        const outcome = await generateForHousehold(
          deps,
          generation,
          householdId,
          c.req.valid('json'),
        );
        if ('reason' in outcome) {
          return c.json({ error: 'no_recipe', message: outcome.reason }, 422);
        }
        return c.json(outcome.recipes, 200);
      })
      .post(
        '/import',
        importRateLimit(recipeImport.rateLimit),
        validJson(recipeImportRequestSchema),
        async (c) => {
          try {
            return c.json(await recipeImport.importer.importFrom(c.req.valid('json').url), 200);
          } catch (error) {
            if (!(error instanceof RecipeImportError)) throw error;
            return c.json({ error: error.code, message: error.message }, error.status);
          }
        },
      )
      // After the fixed paths above: a recipe id may be any text, "shared" too.
      .get('/:id', validParams(idParam), async (c) => {
        const { id } = c.req.valid('param');
        const recipe = await findVisibleRecipe(db, c.var.device.householdId, id);
        if (recipe === undefined) return notFound(c, RECIPE_NOT_FOUND);
        return c.json(recipeSchema.parse(recipe), 200);
      })
      .post('/', validJson(recipeCreateRequestSchema), async (c) => {
        const id = randomUUID();
        const recipe = { ...c.req.valid('json'), id, createdAt: deps.clock().toISOString() };
        const outcome = await write(
          deps,
          c.var.device.householdId,
          [{ name: 'recipe.create', args: recipe }],
          { collection: 'recipes', id },
        );
        if (outcome.kind !== 'applied') return notApplied(c, outcome, RECIPE_NOT_FOUND);
        return c.json(stored(outcome.row), 201);
      })
      .patch('/:id/share', validParams(idParam), validJson(recipeShareRequestSchema), async (c) => {
        const { id } = c.req.valid('param');
        const outcome = await write(
          deps,
          c.var.device.householdId,
          [{ name: 'recipe.share', args: { id } }],
          { collection: 'recipes', id, mustExist: true },
        );
        if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_OWN);
        return c.json(stored(outcome.row), 200);
      })
      .post('/:id/favorite', validParams(idParam), async (c) => {
        const { id } = c.req.valid('param');
        const { householdId } = c.var.device;
        // A favorite is the household's own row, but only of a recipe it can actually see.
        if ((await findVisibleRecipe(db, householdId, id)) === undefined) {
          return notFound(c, RECIPE_NOT_FOUND);
        }
        const createdAt = deps.clock().toISOString();
        const outcome = await write(
          deps,
          householdId,
          [{ name: 'recipe.favorite', args: { id, createdAt } }],
          { collection: 'favorites', id },
        );
        if (outcome.kind !== 'applied') return notApplied(c, outcome, RECIPE_NOT_FOUND);
        return c.json(stored(outcome.row), 200);
      })
  );
}

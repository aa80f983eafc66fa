/**
 * One press of Generate: online, POST /api/recipes/generate (the server may add a language
 * model's recipe); offline, or when the server cannot be reached, the same built-in generator
 * runs here, loaded on first use. Either way the recipes are drafts: nothing is stored until
 * the cook saves one. A pantry write still waiting to sync is pushed first (briefly), so the
 * server cooks from the pantry the cook sees.
 */
import { RECIPE_GENERATE_COUNT, recipeGenerateResponseSchema } from '@mise/domain/api/recipes';
import { localIsoDate } from '@mise/domain/dates';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import type { Recipe } from '@mise/domain/entities/recipe';
import { ApiError, apiError, readJson } from '../../../sync/api-error';
import { loadSyncEngine } from '../../../sync/engine-loader';
import { type GeneratorFilterValues, generateRequestOf } from '../utils/generator-filters';

export type GenerationResult =
  | { readonly kind: 'recipes'; readonly recipes: Recipe[]; readonly madeOn: 'server' | 'device' }
  | { readonly kind: 'none'; readonly reason: string };

/** Waiting longer for queued pantry writes would only delay the answer; they sync anyway. */
const FLUSH_WAIT_MS = 3000;
/** The server allows its model 8 s; past this the device's own generator answers instead. */
const SERVER_WAIT_MS = 15_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Generator = (
  filters: GeneratorFilterValues,
  pantry: readonly PantryItem[],
) => Promise<GenerationResult>;

export async function onServer(filters: GeneratorFilterValues): Promise<GenerationResult> {
  const { auth, driver, syncClient } = await loadSyncEngine();
  driver.syncSoon();
  await Promise.race([syncClient.idle(), wait(FLUSH_WAIT_MS)]);
  const response = await auth.apiFetch('/api/recipes/generate', {
    method: 'POST',
    body: JSON.stringify(generateRequestOf(filters)),
    signal: AbortSignal.timeout(SERVER_WAIT_MS),
  });
  // 422: the generator's own reason why nothing can be cooked under these filters.
  if (response.status === 422) return { kind: 'none', reason: (await apiError(response)).message };
  const recipes = await readJson(response, recipeGenerateResponseSchema);
  return { kind: 'recipes', recipes, madeOn: 'server' };
}

/** No answer at all, or a server in trouble: the device can still cook up something. */
function unreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return (
    error instanceof TypeError ||
    (error instanceof DOMException && ['TimeoutError', 'AbortError'].includes(error.name))
  );
}

export async function onDevice(
  filters: GeneratorFilterValues,
  pantry: readonly PantryItem[],
): Promise<GenerationResult> {
  const { generateRecipe, generateRecipes } =
    await import('@mise/assistant/generator/generate-recipe');
  const now = new Date();
  const request = {
    pantry,
    filters,
    today: localIsoDate(now),
    id: crypto.randomUUID(),
    now: now.toISOString(),
    seed: crypto.getRandomValues(new Uint32Array(1))[0] ?? 1,
  };
  const recipes = generateRecipes(request, RECIPE_GENERATE_COUNT);
  if (recipes.length > 0) return { kind: 'recipes', recipes, madeOn: 'device' };
  const single = generateRecipe(request);
  return 'reason' in single
    ? { kind: 'none', reason: single.reason }
    : { kind: 'recipes', recipes: [single.recipe], madeOn: 'device' };
}

/** `server` and `device` are the two generators above; tests pass their own. */
export async function generateRecipesFor(
  filters: GeneratorFilterValues,
  pantry: readonly PantryItem[],
  online: boolean,
  server: Generator = onServer,
  device: Generator = onDevice,
): Promise<GenerationResult> {
  if (online) {
    try {
      return await server(filters, pantry);
    } catch (error) {
      if (!unreachable(error)) throw error;
      console.warn('Recipe generation: the server could not be reached; generating here.', error);
    }
  }
  return device(filters, pantry);
}

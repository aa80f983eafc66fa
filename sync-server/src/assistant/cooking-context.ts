/**
 * What the assistant knows about a household's cooking when a request comes from the server
 * API rather than the device: the session in progress and its recipe, the cook's skill level
 * and what the pantry holds. The request may name the recipe (/api/voice/command's context);
 * otherwise the session in progress says which it is.
 */
import type { CookingContext } from '@mise/assistant/commands/intent-types';
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { DEFAULT_SKILL_LEVEL } from '@mise/domain/constants';
import { sessionInProgress } from '@mise/domain/cooking';
import { type CookingSession, cookingSessionSchema } from '@mise/domain/entities/cooking-session';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { type Recipe, recipeSchema } from '@mise/domain/entities/recipe';
import { userPreferencesSchema } from '@mise/domain/entities/user-preferences';
import { PREFERENCES_ID } from '@mise/sync/collections';
import type { Database } from '../storage/database';
import { getEntity, listEntities } from '../storage/entities';
import { findVisibleRecipe } from '../storage/shared-recipes';

export async function activeSession(
  db: Database,
  householdId: string,
): Promise<CookingSession | undefined> {
  const rows = await listEntities(db, householdId, 'cookingSessions');
  return sessionInProgress(rows.map((row) => cookingSessionSchema.parse(row.data)));
}

async function recipeNamed(db: Database, householdId: string, name: string) {
  const wanted = name.trim().toLowerCase();
  const own = (await listEntities(db, householdId, 'recipes'))
    .map((row) => recipeSchema.parse(row.data))
    .find((recipe) => recipe.name.toLowerCase() === wanted);
  return own ?? SEED_RECIPES.find((recipe) => recipe.name.toLowerCase() === wanted);
}

interface Asked {
  recipeName?: string | null;
  currentStep?: number | null;
  pantryItems?: readonly string[];
}

export async function householdCookingContext(
  db: Database,
  householdId: string,
  asked: Asked = {},
): Promise<CookingContext> {
  const session = await activeSession(db, householdId);
  const sessionRecipe = session && (await findVisibleRecipe(db, householdId, session.recipeId));
  const cooking = sessionRecipe === undefined ? undefined : recipeSchema.parse(sessionRecipe);
  let recipe: Recipe | undefined = cooking;
  if (asked.recipeName && asked.recipeName.toLowerCase() !== cooking?.name.toLowerCase()) {
    recipe = await recipeNamed(db, householdId, asked.recipeName);
  }
  const preferences = await getEntity(db, {
    householdId,
    collection: 'preferences',
    id: PREFERENCES_ID,
  });
  const skillLevel =
    preferences && !preferences.deleted
      ? userPreferencesSchema.parse(preferences.data).skillLevel
      : DEFAULT_SKILL_LEVEL;
  const pantryItems =
    asked.pantryItems ??
    (await listEntities(db, householdId, 'pantryItems')).map(
      (row) => pantryItemSchema.parse(row.data).name,
    );
  const sameSession = recipe !== undefined && recipe === cooking;
  return {
    recipe: recipe ?? null,
    currentStep: asked.currentStep ?? (sameSession ? (session?.currentStep ?? 0) : null),
    skillLevel,
    pantryItems,
  };
}

/** What a voice command says of the moment (/api/voice/command's `context`). */
export interface VoiceCommandMoment {
  currentRecipe: string | null;
  currentStep: number | null;
  /** Empty: the household's pantry as the server holds it. */
  pantryItems: readonly string[];
}

/** The context for a voice command: what it says of the moment over what the server knows. */
export function voiceCommandContext(
  db: Database,
  householdId: string,
  moment: VoiceCommandMoment,
): Promise<CookingContext> {
  return householdCookingContext(db, householdId, {
    recipeName: moment.currentRecipe,
    currentStep: moment.currentStep,
    ...(moment.pantryItems.length > 0 ? { pantryItems: moment.pantryItems } : {}),
  });
}

/**
 * POST /api/meal-plans/generate's work (§7: "refreshes meal plans and grocery list"): the same
 * built-in planner and grocery builder the device runs offline (@mise/assistant), over what the
 * server holds of the household. Each week of the asked range is planned in turn, no recipe
 * twice across it; then the groceries for the whole range go onto the list. The household's
 * stored preferences always apply (allergens above all); the request can narrow them further.
 */
import { randomUUID } from 'node:crypto';
import { groceryListForPlan } from '@mise/assistant/grocery/grocery-for-plan';
import { type PlannedMeal, planWeek } from '@mise/assistant/planner/plan-week';
import { seedOfWeek } from '@mise/assistant/planner/week-seed';
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import type { MealPlanGenerateRequest } from '@mise/domain/api/meal-plans';
import { DEFAULT_SKILL_LEVEL } from '@mise/domain/constants';
import { addDays } from '@mise/domain/dates';
import { groceryItemSchema } from '@mise/domain/entities/grocery-item';
import { type MealPlanEntry, mealPlanEntrySchema } from '@mise/domain/entities/meal-plan-entry';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { recipeSchema } from '@mise/domain/entities/recipe';
import {
  type UserPreferences,
  userPreferencesSchema,
} from '@mise/domain/entities/user-preferences';
import { MEAL_TYPES } from '@mise/domain/options';
import { startOfWeek, weekDates } from '@mise/domain/week';
import { PREFERENCES_ID } from '@mise/sync/collections';
import type { ServerMutation } from '../sync/apply-mutation';
import type { Database } from '../storage/database';
import { getEntity, listEntities } from '../storage/entities';

type Asked = MealPlanGenerateRequest['preferences'];

/** The bounds of mealPlan.fillEmpty (a week's slots) and grocery.addMany. */
const MEALS_PER_MUTATION = 21;
const LINES_PER_MUTATION = 200;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    parts.push(items.slice(index, index + size));
  return parts;
}

/** Stored preferences, narrowed by what the request asks beyond the neutral defaults. */
export function plannerPreferences(stored: UserPreferences, asked: Asked): UserPreferences {
  return {
    ...stored,
    dietaryRestrictions: [
      ...new Set([...stored.dietaryRestrictions, ...asked.dietaryRestrictions]),
    ],
    preferredCuisines:
      asked.preferredCuisines.length > 0 ? asked.preferredCuisines : stored.preferredCuisines,
    cookingTimePreference:
      asked.cookTimePreference === 'any' ? stored.cookingTimePreference : asked.cookTimePreference,
    skillLevel: asked.skillLevel === DEFAULT_SKILL_LEVEL ? stored.skillLevel : asked.skillLevel,
  };
}

async function household(db: Database, householdId: string, now: string) {
  const parsed = async <T>(collection: string, schema: { parse: (data: unknown) => T }) =>
    (await listEntities(db, householdId, collection)).map((row) => schema.parse(row.data));
  const [own, pantry, planned, grocery, preferencesRow] = await Promise.all([
    parsed('recipes', recipeSchema),
    parsed('pantryItems', pantryItemSchema),
    parsed('mealPlanEntries', mealPlanEntrySchema),
    parsed('groceryItems', groceryItemSchema),
    getEntity(db, { householdId, collection: 'preferences', id: PREFERENCES_ID }),
  ]);
  const preferences = userPreferencesSchema.parse(
    preferencesRow && !preferencesRow.deleted
      ? preferencesRow.data
      : { id: PREFERENCES_ID, updatedAt: now },
  );
  return { recipes: [...own, ...SEED_RECIPES], pantry, planned, grocery, preferences };
}

export interface MealPlanWrites {
  mutations: ServerMutation[];
  /** The ids the new entries and grocery lines will have, to read them back once applied. */
  entryIds: ReadonlySet<string>;
  groceryIds: ReadonlySet<string>;
}

/** The mutations that plan `days` days from `startDate` and shop for them. */
export async function planMealWrites(
  db: Database,
  householdId: string,
  request: MealPlanGenerateRequest & { startDate: string },
  now: Date,
): Promise<MealPlanWrites> {
  const createdAt = now.toISOString();
  const today = createdAt.slice(0, 10);
  const data = await household(db, householdId, createdAt);
  const preferences = plannerPreferences(data.preferences, request.preferences);
  const first = request.startDate;
  const last = addDays(first, request.days - 1);
  const inRange = (date: string) => date >= first && date <= last;

  const meals: PlannedMeal[] = [];
  for (let week = startOfWeek(first); week <= last; week = addDays(week, 7)) {
    // Days of the week outside the range count as planned, so nothing lands there.
    const outside = weekDates(week)
      .filter((date) => !inRange(date))
      .flatMap((date) => MEAL_TYPES.map((mealType) => ({ date, mealType })));
    const plannedThisWeek = data.planned.filter(
      (entry) => entry.date >= week && entry.date <= addDays(week, 6),
    );
    const plan = planWeek({
      weekStart: week,
      today,
      recipes: data.recipes,
      pantry: data.pantry,
      preferences,
      occupied: [...plannedThisWeek, ...outside],
      alreadyPlannedRecipeIds: [
        ...plannedThisWeek.flatMap((entry) => (entry.recipeId ? [entry.recipeId] : [])),
        ...meals.map((meal) => meal.recipeId),
      ],
      ...(request.servings !== undefined && { servings: request.servings }),
      seed: seedOfWeek(week),
    });
    meals.push(...plan.meals);
  }

  const entries: MealPlanEntry[] = meals.map(({ reason, ...meal }) => ({
    ...meal,
    id: randomUUID(),
    notes: reason,
    createdAt,
  }));
  const recipes = new Map(data.recipes.map((recipe) => [recipe.id, recipe]));
  const lines = groceryListForPlan({
    meals: [...data.planned.filter((entry) => inRange(entry.date)), ...entries],
    recipes,
    pantry: data.pantry,
    existing: data.grocery,
  });
  const items = lines.map(({ aisle: _grouping, ...line }) => ({
    ...line,
    id: randomUUID(),
    createdAt,
  }));

  const mutations: ServerMutation[] = [
    ...chunks(entries, MEALS_PER_MUTATION).map((part) => ({
      name: 'mealPlan.fillEmpty' as const,
      args: { entries: part },
    })),
    ...chunks(items, LINES_PER_MUTATION).map((part) => ({
      name: 'grocery.addMany' as const,
      args: { items: part },
    })),
  ];
  return {
    mutations,
    entryIds: new Set(entries.map((entry) => entry.id)),
    groceryIds: new Set(items.map((item) => item.id)),
  };
}

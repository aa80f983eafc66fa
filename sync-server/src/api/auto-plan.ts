/**
 * Auto-Plan as the API runs it (POST /api/meal-plans/generate and /api/ai/generate-meal-plan):
 * the planner's writes (assistant/plan-meals.ts) applied in one transaction, then what landed
 * read back, since a slot another device filled meanwhile keeps its meal.
 */
import type {
  MealPlanGenerateRequest,
  MealPlanGenerateResponse,
} from '@mise/domain/api/meal-plans';
import { groceryItemSchema } from '@mise/domain/entities/grocery-item';
import { mealPlanEntrySchema } from '@mise/domain/entities/meal-plan-entry';
import { MEAL_TYPES } from '@mise/domain/options';
import { planMealWrites } from '../assistant/plan-meals';
import { listEntities } from '../storage/entities';
import type { MutationOutcome } from '../sync/apply-mutation';
import { type ApiDeps, byText, write } from './api-deps';

export type AutoPlanOutcome =
  | { kind: 'applied'; plan: MealPlanGenerateResponse }
  | Exclude<MutationOutcome<unknown>, { kind: 'applied' }>;

export async function autoPlan(
  deps: ApiDeps,
  householdId: string,
  request: MealPlanGenerateRequest,
): Promise<AutoPlanOutcome> {
  const { db } = deps;
  const now = deps.clock();
  // Without a start date the plan starts on the server's today (UTC).
  const startDate = request.startDate ?? now.toISOString().slice(0, 10);
  const writes = await planMealWrites(db, householdId, { ...request, startDate }, now);
  if (writes.mutations.length > 0) {
    const outcome = await write(deps, householdId, writes.mutations);
    if (outcome.kind !== 'applied') return outcome;
  }
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
  return { kind: 'applied', plan: { mealPlans, groceryItems } };
}

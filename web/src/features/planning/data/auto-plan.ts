// Auto-Plan (§2, issue 7): the built-in planner of @mise/assistant fills the week's empty slots
// from the recipe library, by the household's preferences and what the pantry should use up,
// each meal with a one-line reason (kept as the entry's notes). It runs on the device, online
// or not: the device holds all it needs, and the server's POST /api/meal-plans/generate runs
// the same code for other clients. The plan is one mutation, so it lands whole.
import { addDays } from '@mise/domain/dates';
import { readPreferences } from '../../../lib/preferences';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';
import { loadRecipeLibrary } from './recipe-library';

export interface AutoPlanOutcome {
  planned: number;
  /** Empty slots no recipe could fill (none fits, or all that fit are already planned). */
  unfilled: number;
}

/** Undefined when the write was refused (the toast has said why). */
export async function autoPlanWeek({
  weekStart,
  today,
  includePastDays = false,
}: {
  weekStart: string;
  today: string;
  /** Plan the days before today too; otherwise a week is planned from today on. */
  includePastDays?: boolean;
}): Promise<AutoPlanOutcome | undefined> {
  const { db } = await import('../../../db/live-db');
  const weekEnd = addDays(weekStart, 6);
  const [{ planWeek }, { seedOfWeek }, recipes, planned, pantry, preferences] = await Promise.all([
    import('@mise/assistant/planner/plan-week'),
    import('@mise/assistant/planner/week-seed'),
    loadRecipeLibrary(db),
    db.mealPlanEntries.where('date').between(weekStart, weekEnd, true, true).toArray(),
    db.pantryItems.toArray(),
    readPreferences(db),
  ]);
  const plan = planWeek({
    weekStart,
    today,
    ...(includePastDays ? {} : { from: today }),
    recipes,
    pantry,
    preferences,
    occupied: planned,
    alreadyPlannedRecipeIds: planned.flatMap((entry) => (entry.recipeId ? [entry.recipeId] : [])),
    seed: seedOfWeek(weekStart),
  });
  const outcome = { planned: plan.meals.length, unfilled: plan.unfilled.length };
  if (plan.meals.length === 0) return outcome;
  const createdAt = new Date().toISOString();
  const entries = plan.meals.map(({ reason, ...meal }) => ({
    ...meal,
    id: crypto.randomUUID(),
    notes: reason,
    createdAt,
  }));
  const written = await writeOrToast("Couldn't plan the week", () =>
    mutate('mealPlan.fillEmpty', { entries }),
  );
  return written ? outcome : undefined;
}

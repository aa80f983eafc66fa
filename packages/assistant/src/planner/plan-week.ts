/**
 * The weekly auto-planner (§2 Planning, §9: 7 days, Sunday first, breakfast, lunch, dinner),
 * run on the device offline and by POST /api/meal-plans/generate. Pure and deterministic: the
 * same input and seed give the same plan; another seed may choose differently among recipes
 * that are equally good.
 *
 * A recipe may fill a slot when the household may eat it (allergens.ts, diets.ts), within its
 * time and skill (cook-limits.ts), at that meal (meal-types.ts), and it is not already in the
 * week. Slots are filled day by day, breakfast to dinner, each with the best recipe left:
 * 1. at the cook's own skill level before a beginner's medium fallback;
 * 2. a preferred cuisine before its broader family before the rest;
 * 3. the most pantry worth (pantry-shelf.ts): using items, and those expiring soonest most;
 * 4. the seeded tie-break.
 * Going in date order makes the items that expire first go into the first meals. Occupied
 * slots are left as they are; a slot no recipe is left for stays empty, and `unfilled` says
 * why, so the caller can say "add breakfast recipes" or "not enough recipes for a week".
 */
import { WEEK_STARTS_ON } from '@mise/domain/constants';
import { dayOfWeek, daysBetween } from '@mise/domain/dates';
import { MEAL_TYPES, type MealType } from '@mise/domain/options';
import { weekDates } from '@mise/domain/week';
import {
  householdCandidates,
  type Candidate,
  type PlannableRecipe,
  type PlannerPreferences,
} from './candidates';
import {
  itemWorth,
  itemsUsed,
  stockShelf,
  type PantryShelf,
  type PantryStock,
  type ShelfItem,
} from './pantry-shelf';
import { reasonFor } from './reason';

export type { PlannableRecipe, PlannerPreferences } from './candidates';
export type { PantryStock } from './pantry-shelf';

export interface MealSlot {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly mealType: MealType;
}

export interface PlanWeekInput {
  /** The Sunday the week starts on, YYYY-MM-DD. */
  readonly weekStart: string;
  /** The household's today, YYYY-MM-DD: expiry is counted from it. */
  readonly today: string;
  readonly recipes: readonly PlannableRecipe[];
  readonly pantry: readonly PantryStock[];
  readonly preferences: PlannerPreferences;
  /**
   * The first day to plan, YYYY-MM-DD: days before it are left as they are (a week half gone
   * is planned from today on unless the cook asks for the past days too). All days when absent.
   */
  readonly from?: string;
  /** Slots already planned: left alone. Slots outside the week are ignored. */
  readonly occupied: readonly MealSlot[];
  /** Recipes already planned this week, not to be planned again. */
  readonly alreadyPlannedRecipeIds?: readonly string[];
  /**
   * How many each meal is for (issue 22): every planned meal carries it, and the grocery list
   * scales each recipe to it from the servings the recipe states. Absent: as each is written.
   */
  readonly servings?: number;
  readonly seed: number;
}

export interface PlannedMeal extends MealSlot {
  readonly recipeId: string;
  readonly recipeName: string;
  /** One short sentence on why: "Uses the spinach that expires Tuesday". */
  readonly reason: string;
  /** How many the meal is for, when the plan was asked for a number (see PlanWeekInput). */
  readonly servings?: number;
}

/**
 * Why a slot stays empty: no recipe in the library fits this household at this meal, or some
 * do but every one of them is already planned this week.
 */
export type UnfilledCause = 'no-recipe-fits' | 'all-fitting-recipes-used';

export interface UnfilledSlot extends MealSlot {
  readonly cause: UnfilledCause;
}

export interface WeekPlan {
  /** One per filled slot, in date then meal order. */
  readonly meals: readonly PlannedMeal[];
  /** Empty slots that were not occupied and could not be filled, in the same order. */
  readonly unfilled: readonly UnfilledSlot[];
}

interface Choice {
  readonly candidate: Candidate;
  readonly items: readonly ShelfItem[];
  readonly worth: number;
}

/** Whether `a` should be planned before `b`: the order of the header comment. */
function better(a: Choice, b: Choice): boolean {
  if (a.candidate.tier !== b.candidate.tier) return a.candidate.tier < b.candidate.tier;
  if (a.candidate.cuisineRank !== b.candidate.cuisineRank) {
    return a.candidate.cuisineRank > b.candidate.cuisineRank;
  }
  if (a.worth !== b.worth) return a.worth > b.worth;
  if (a.candidate.rank !== b.candidate.rank) return a.candidate.rank < b.candidate.rank;
  return a.candidate.recipe.id < b.candidate.recipe.id;
}

function bestFor(
  candidates: readonly Candidate[],
  used: ReadonlySet<string>,
  shelf: PantryShelf,
  dayOffset: number,
  claims: ReadonlyMap<ShelfItem, number>,
): Choice | undefined {
  let best: Choice | undefined;
  for (const candidate of candidates) {
    if (used.has(candidate.recipe.id)) continue;
    // Nothing outranks a lower tier or a better cuisine: skip the pantry sums for those.
    if (best !== undefined) {
      const { tier, cuisineRank } = best.candidate;
      if (
        candidate.tier > tier ||
        (candidate.tier === tier && candidate.cuisineRank < cuisineRank)
      ) {
        continue;
      }
    }
    const items = itemsUsed(candidate.pantryNames, shelf, dayOffset);
    let worth = 0;
    for (const item of items) worth += itemWorth(item, claims.get(item) ?? 0);
    const choice = { candidate, items, worth };
    if (best === undefined || better(choice, best)) best = choice;
  }
  return best;
}

const slotKey = (date: string, mealType: MealType) => `${date} ${mealType}`;

/** Plans every free slot of the week it can; see the header comment for the rules. */
export function planWeek(input: PlanWeekInput): WeekPlan {
  if (dayOfWeek(input.weekStart) !== WEEK_STARTS_ON) {
    throw new RangeError(`A week starts on a Sunday: ${input.weekStart}`);
  }
  const shelf = stockShelf(input.pantry, input.today);
  const candidates = householdCandidates(input.recipes, input.preferences, shelf, input.seed);
  const byMeal = new Map<MealType, Candidate[]>(
    MEAL_TYPES.map((mealType) => [
      mealType,
      candidates.filter((candidate) => candidate.mealTypes.includes(mealType)),
    ]),
  );
  const occupied = new Set(input.occupied.map((slot) => slotKey(slot.date, slot.mealType)));
  const used = new Set(input.alreadyPlannedRecipeIds);
  const claims = new Map<ShelfItem, number>();
  const meals: PlannedMeal[] = [];
  const unfilled: UnfilledSlot[] = [];

  for (const date of weekDates(input.weekStart)) {
    if (input.from !== undefined && date < input.from) continue;
    const dayOffset = daysBetween(input.today, date);
    for (const mealType of MEAL_TYPES) {
      if (occupied.has(slotKey(date, mealType))) continue;
      const fitting = byMeal.get(mealType) ?? [];
      const choice = bestFor(fitting, used, shelf, dayOffset, claims);
      if (choice === undefined) {
        const cause = fitting.length === 0 ? 'no-recipe-fits' : 'all-fitting-recipes-used';
        unfilled.push({ date, mealType, cause });
        continue;
      }
      const { recipe, cuisine } = choice.candidate;
      used.add(recipe.id);
      for (const item of choice.items) claims.set(item, (claims.get(item) ?? 0) + 1);
      meals.push({
        date,
        mealType,
        recipeId: recipe.id,
        recipeName: recipe.name,
        reason: reasonFor({ itemsUsed: choice.items, cuisine, cookTime: recipe.cookTime }),
        ...(input.servings !== undefined && { servings: input.servings }),
      });
    }
  }
  return { meals, unfilled };
}

/**
 * Quick-meals rules (spec §2, §4, §9): which recipes count as quick, the meal-type tab filter,
 * the card's defaults, the meal type a meal is planned as, merging the page's sources, and the
 * greeting by local hour.
 */
import {
  GREETING_AFTERNOON_FROM_HOUR,
  GREETING_EVENING_FROM_HOUR,
  QUICK_MAX_COOK_TIME_MINUTES,
  QUICK_MEAL_DEFAULT_COOK_TIME_MINUTES,
  QUICK_MEAL_DEFAULT_DIFFICULTY,
  QUICK_MEAL_DEFAULT_RATING,
} from './constants';
import { type Difficulty, MEAL_TYPES, type MealType, type QuickMealTab } from './options';

/** Names that give a meal's type away when its tags do not (§4). */
const NAME_KEYWORDS = {
  breakfast: ['breakfast', 'smoothie', 'toast'],
  lunch: ['wrap', 'sandwich'],
  dinner: ['noodles', 'rice', 'pasta'],
} as const satisfies Record<MealType, readonly string[]>;

/**
 * Whether a quick meal belongs under a tab: its dietary tag names the meal type, or its name
 * contains one of the type's keywords. Both checks ignore case ("Avocado Toast").
 */
export function matchesQuickMealTab(
  meal: { name: string; dietaryTags: readonly string[] },
  tab: QuickMealTab,
): boolean {
  if (tab === 'all') return true;
  if (meal.dietaryTags.some((tag) => tag.toLowerCase() === tab)) return true;
  const name = meal.name.toLowerCase();
  return NAME_KEYWORDS[tab].some((keyword) => name.includes(keyword));
}

/** The same rule as GET /api/recipes/quick, so the list the device makes offline agrees. */
export function isQuickCookTime(cookTime: number): boolean {
  return cookTime <= QUICK_MAX_COOK_TIME_MINUTES;
}

/** A quick meal as any of the page's sources has it: own, built-in or community (§7 shape). */
export interface QuickMealSource {
  readonly id: string;
  readonly name: string;
  readonly dietaryTags: readonly string[];
  readonly cookTime?: number | undefined;
  readonly difficulty?: Difficulty | undefined;
  readonly rating?: number | null | undefined;
  readonly ingredients: readonly unknown[];
  readonly instructions: readonly unknown[];
}

/** What a card shows, with §9's defaults where a value is missing. */
export interface QuickMealFacts {
  readonly cookTime: number;
  readonly difficulty: Difficulty;
  readonly rating: number;
  readonly ingredientCount: number;
  readonly stepCount: number;
}

const given = (value: number | null | undefined) =>
  value !== undefined && value !== null && value > 0 ? value : undefined;

/**
 * A cook time or a rating of 0 is a recipe's "not given" (its entity default), so it shows the
 * card default too: a meal is never "0 min", and an unrated one is not shown as rated 0.
 */
export function quickMealFacts(meal: QuickMealSource): QuickMealFacts {
  return {
    cookTime: given(meal.cookTime) ?? QUICK_MEAL_DEFAULT_COOK_TIME_MINUTES,
    difficulty: meal.difficulty ?? QUICK_MEAL_DEFAULT_DIFFICULTY,
    rating: given(meal.rating) ?? QUICK_MEAL_DEFAULT_RATING,
    ingredientCount: meal.ingredients.length,
    stepCount: meal.instructions.length,
  };
}

/**
 * The meal type a quick meal is planned as: the tab it was picked from; from "All Meals", the
 * first of breakfast, lunch and dinner it matches, else dinner (the meal most often planned).
 */
export function quickMealMealType(
  meal: { name: string; dietaryTags: readonly string[] },
  tab: QuickMealTab,
): MealType {
  if (tab !== 'all') return tab;
  return MEAL_TYPES.find((type) => matchesQuickMealTab(meal, type)) ?? 'dinner';
}

/** The lists one after another, each id once: the first list that has an id wins it. */
export function mergeById<T extends { readonly id: string }>(
  ...lists: readonly (readonly T[])[]
): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of lists.flat()) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}

export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/** Greeting for a local hour 0-23: morning before 12:00, afternoon before 17:00 (§4). */
export function greetingForHour(hour: number): Greeting {
  if (hour < GREETING_AFTERNOON_FROM_HOUR) return 'Good Morning';
  if (hour < GREETING_EVENING_FROM_HOUR) return 'Good Afternoon';
  return 'Good Evening';
}

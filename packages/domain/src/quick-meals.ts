/** Quick-meals rules (spec §4): the meal-type tab filter and the greeting by local hour. */
import { GREETING_AFTERNOON_FROM_HOUR, GREETING_EVENING_FROM_HOUR } from './constants';
import type { MealType, QuickMealTab } from './options';

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

export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/** Greeting for a local hour 0-23: morning before 12:00, afternoon before 17:00 (§4). */
export function greetingForHour(hour: number): Greeting {
  if (hour < GREETING_AFTERNOON_FROM_HOUR) return 'Good Morning';
  if (hour < GREETING_EVENING_FROM_HOUR) return 'Good Afternoon';
  return 'Good Evening';
}

// Starting to cook a recipe (§4: Start creates a session and scrolls to the cooking section), for
// every place that offers it: the home list's rows, the generator's cards, the planner and Quick
// Meals. The session is a mutator applied on this device at once, so it starts offline too.
import { writeOrToast } from './write-or-toast';
import { mutate } from '../sync/mutate';

export const COOKING_SECTION_ID = 'cooking';

/** `servings`: how many it is cooked for when that is already known (a meal planned for 6). */
export async function startCooking(
  recipeId: string,
  recipeName: string,
  servings?: number,
): Promise<boolean> {
  const started = await writeOrToast(`Couldn't start cooking ${recipeName}`, () =>
    mutate('cooking.start', {
      id: crypto.randomUUID(),
      recipeId,
      startedAt: new Date().toISOString(),
      ...(servings !== undefined && { servings }),
    }),
  );
  if (started) scrollToCooking();
  return started;
}

/** Brings the home page's cooking guide into view and moves the keyboard there. */
export function scrollToCooking(): void {
  const section = document.getElementById(COOKING_SECTION_ID);
  if (!section) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  section.focus({ preventScroll: true });
}

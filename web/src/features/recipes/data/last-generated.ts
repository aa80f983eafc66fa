// The last recipes generated in this tab, kept in sessionStorage so a reload (or a trip to
// another page) still shows them until they are saved or replaced. Read back through zod: what
// is stored may come from an older version of the app.
import { z } from 'zod';
import { recipeGenerateResponseSchema } from '@mise/domain/api/recipes';
import type { Recipe } from '@mise/domain/entities/recipe';

const KEY = 'mise-generated-recipes';

const storedSchema = z.object({
  recipes: recipeGenerateResponseSchema,
  madeOn: z.enum(['server', 'device']),
});
export type LastGenerated = z.infer<typeof storedSchema>;

export function readLastGenerated(): LastGenerated | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    return text === null ? undefined : storedSchema.parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function writeLastGenerated(recipes: readonly Recipe[], madeOn: LastGenerated['madeOn']) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ recipes, madeOn }));
  } catch {
    // Storage full or blocked: the recipes stay on screen, they just won't survive a reload.
  }
}

// The recipe library's worker: reading the household's recipes and pantry, the seed library,
// the ingredient dictionary and matching hundreds of recipes all stay off the page's main
// thread, so opening the home page and tapping through it never waits for them.
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { recipeSchema } from '@mise/domain/entities/recipe';
import type { z } from 'zod';
import { readTables } from '../../../db/early-read';
import { answerLibrary } from './library-answer';

/** The rows that are what they should be; one bad row never hides the rest. */
function valid<T>(schema: z.ZodType<T>, rows: readonly unknown[] | undefined): T[] {
  return (rows ?? []).flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

self.onmessage = async (event: MessageEvent<{ id: number; today: string }>) => {
  const { id, today } = event.data;
  const [pantry, own] = (await readTables(['pantryItems', 'recipes'])) ?? [];
  const answer = answerLibrary({
    pantry: valid(pantryItemSchema, pantry),
    own: valid(recipeSchema, own),
    today,
  });
  self.postMessage({ id, answer });
};

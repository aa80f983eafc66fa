// The recipe library's worker: reading the household's recipes and pantry, the seed library,
// the ingredient dictionary and matching hundreds of recipes all stay off the page's main
// thread, so opening the home page and tapping through it never waits for them. Each answer is
// also kept in the device's database, for the home page to open with (library-client.ts).
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { recipeSchema } from '@mise/domain/entities/recipe';
import type { z } from 'zod';
import { loadSeedRecipes } from '../../../catalog/seed-library';
import { readTables, writeMeta } from '../../../db/bare-idb';
import { LIBRARY_ANSWER_KEY } from '../../../db/schema';
import {
  type KeptLibraryAnswer,
  type LibraryQuestionMessage,
  type LibraryReply,
  answerLibrary,
  fingerprintOf,
} from './library-answer';

/** The rows that are what they should be; one bad row never hides the rest. */
function valid<T>(schema: z.ZodType<T>, rows: readonly unknown[] | undefined): T[] {
  return (rows ?? []).flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

self.onmessage = async (event: MessageEvent<LibraryQuestionMessage>) => {
  const { id, today, shown } = event.data;
  try {
    await answerQuestion(id, today, shown);
  } catch (error) {
    // Always a reply: the page asks one question at a time and waits for it.
    const failed = error instanceof Error ? error.message : String(error);
    self.postMessage({ id, failed } satisfies LibraryReply);
  }
};

async function answerQuestion(id: number, today: string, shown: string | undefined): Promise<void> {
  const [[pantry, own] = [], seeds] = await Promise.all([
    readTables(['pantryItems', 'recipes']),
    loadSeedRecipes(),
  ]);
  const answer = answerLibrary({
    pantry: valid(pantryItemSchema, pantry),
    own: valid(recipeSchema, own),
    today,
    seeds,
  });
  const fingerprint = await fingerprintOf(answer);
  if (fingerprint !== undefined && fingerprint === shown) {
    // What the page shows is already kept (it read it from there, or from an earlier reply).
    self.postMessage({ id, unchanged: fingerprint } satisfies LibraryReply);
    return;
  }
  self.postMessage({ id, answer, fingerprint } satisfies LibraryReply);
  await writeMeta(LIBRARY_ANSWER_KEY, { today, answer, fingerprint } satisfies KeptLibraryAnswer);
}

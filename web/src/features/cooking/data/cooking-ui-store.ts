// The guide's own state, kept on this device (zustand; not synced): what the assistant last
// said (so a reload shows it again), the servings each session is scaled to, and the recipe
// just finished. The congratulation, with "Add to journal", stays on screen after the session
// ends but lives in this page only: it is a one-time cheer for the dish just cooked, so a
// reload, or a later visit, must not greet the cook with it again.
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AssistantLine {
  text: string;
  /** What asked for it: shown in small type above the reply. */
  about?: string;
}

const savedSchema = z.object({
  line: z.object({ text: z.string(), about: z.string().optional() }).optional(),
  servings: z.record(z.string(), z.int().min(1)).catch({}),
  // Older versions also saved the congratulation: it is dropped here, never shown again.
});

/** The dish just finished, for the congratulation and "Add to journal". */
export interface FinishedDish {
  /** The session it celebrates: another one started or ended since makes it old news. */
  sessionId: string;
  recipeName: string;
  message: string;
  recipeId?: string | undefined;
  /** Minutes the session took (or the recipe's time), for the journal entry. */
  cookingTime?: number | undefined;
}

interface CookingUiStore {
  line: AssistantLine | undefined;
  servings: Record<string, number>;
  finished: FinishedDish | undefined;
  say: (line: AssistantLine) => void;
  setServings: (sessionId: string, servings: number) => void;
  finish: (dish: FinishedDish) => void;
  dismissFinished: () => void;
}

export const useCookingUi = create<CookingUiStore>()(
  persist(
    (set) => ({
      line: undefined,
      servings: {},
      finished: undefined,
      say: (line) => set({ line }),
      // Only the current session's count matters; older ones are dropped as they go.
      setServings: (sessionId, servings) => set({ servings: { [sessionId]: servings } }),
      finish: (dish) => set({ finished: dish, line: undefined }),
      dismissFinished: () => set({ finished: undefined }),
    }),
    {
      name: 'mise-cooking-guide',
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: ({ line, servings }) => ({ line, servings }),
      // What localStorage holds is read through the schema; anything unreadable is forgotten.
      merge: (stored, current) => ({ ...current, ...savedSchema.safeParse(stored).data }),
    },
  ),
);

/** What the cook scaled this session to, else what the recipe itself serves. */
export function servingsOf(
  servings: Record<string, number>,
  sessionId: string,
  recipeServings: number,
): number {
  return servings[sessionId] ?? recipeServings;
}

/** The step a cooking context points at, numbered the way the cook sees it ("Step 3 of 7"). */
import type { CookingContext } from '../commands/intent-types';

export interface StepView {
  /** 0-based, like the session's currentStep. */
  readonly index: number;
  /** 1-based, as spoken. */
  readonly number: number;
  readonly total: number;
  readonly instruction: string;
  /** The step's own timer length in minutes, when the recipe gives one. */
  readonly duration: number | undefined;
  readonly recipeName: string;
}

/**
 * The step at `index` (the context's current step by default; the first when the session has
 * none yet), clamped to the recipe. Null outside a session or for a recipe without steps.
 */
export function stepOf(
  context: Pick<CookingContext, 'recipe' | 'currentStep'>,
  index: number | null = context.currentStep,
): StepView | null {
  const { recipe } = context;
  if (!recipe || recipe.instructions.length === 0) return null;
  const total = recipe.instructions.length;
  const at = Math.min(total - 1, Math.max(0, Math.floor(index ?? 0)));
  const step = recipe.instructions[at];
  if (!step) return null;
  return {
    index: at,
    number: at + 1,
    total,
    instruction: step.instruction,
    duration: step.duration !== undefined && step.duration > 0 ? step.duration : undefined,
    recipeName: recipe.name,
  };
}

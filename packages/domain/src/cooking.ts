/** Cooking-session rules (spec §4, §7): progress, step timer length, the Swap question. */
import { DEFAULT_STEP_TIMER_MINUTES, SUBSTITUTION_REQUEST_PREFIX } from './constants';

/**
 * Progress percent = current step / total steps, rounded (§4). `currentStep` is the 0-based
 * index, so the first step shows 0% and the last shows just under 100%.
 */
export function progressPercent(currentStep: number, totalSteps: number): number {
  if (totalSteps <= 0) return 0;
  return Math.round((currentStep / totalSteps) * 100);
}

/** True when Next should end the session instead of advancing (§4). */
export function isLastStep(currentStep: number, totalSteps: number): boolean {
  return currentStep >= totalSteps - 1;
}

/** Step timer length in seconds: the step's own duration in minutes, else 5 minutes (§4). */
export function stepTimerSeconds(durationMinutes: number | undefined): number {
  const minutes =
    durationMinutes !== undefined && durationMinutes > 0
      ? durationMinutes
      : DEFAULT_STEP_TIMER_MINUTES;
  return Math.round(minutes * 60);
}

/** The guidance request text the Swap button sends for the current step (§7). */
export function substitutionRequestText(instruction: string): string {
  return `${SUBSTITUTION_REQUEST_PREFIX}${instruction}`;
}

/**
 * Minutes left from the current step on (§2 "minutes remaining"): the durations of this step and
 * the ones after it where the recipe gives them; where it gives none, the recipe's cook time
 * shared evenly between its steps.
 */
export function minutesRemaining(
  recipe: { cookTime: number; instructions: readonly { duration?: number | undefined }[] },
  currentStep: number,
): number {
  const total = recipe.instructions.length;
  if (total === 0) return 0;
  const left = recipe.instructions.slice(Math.max(0, currentStep));
  if (recipe.instructions.some((step) => (step.duration ?? 0) > 0)) {
    return Math.round(left.reduce((sum, step) => sum + (step.duration ?? 0), 0));
  }
  return Math.round((recipe.cookTime * left.length) / total);
}

/**
 * The session in progress among a household's sessions: cooking.start keeps one active, but two
 * offline devices may each start one, and the latest start wins (same answer on every device and
 * on the server). Start times are ISO strings, compared as text; the id breaks a tie.
 */
export function sessionInProgress<
  Session extends { isActive: boolean; startedAt: string; id: string },
>(sessions: readonly Session[]): Session | undefined {
  const key = (session: Session) => `${session.startedAt} ${session.id}`;
  return sessions
    .filter((session) => session.isActive)
    .reduce<Session | undefined>(
      (latest, session) => (latest === undefined || key(session) > key(latest) ? session : latest),
      undefined,
    );
}

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

/**
 * The breathing exercise of a mindful session (spec §4, §9): inhale 4 s, hold 4 s, exhale 6 s,
 * over and over, one more breath counted at the end of each 14 s cycle. Worked out from the time
 * the session has been running, never from counted ticks, so a tab that slept comes back on the
 * right phase and count.
 */
import { BREATHING_EXHALE_S, BREATHING_HOLD_S, BREATHING_INHALE_S } from './constants';

export type BreathingPhase = 'inhale' | 'hold' | 'exhale';

/** The phases of one breath, in order, with their length in seconds. */
export const BREATHING_CYCLE: readonly { phase: BreathingPhase; seconds: number }[] = [
  { phase: 'inhale', seconds: BREATHING_INHALE_S },
  { phase: 'hold', seconds: BREATHING_HOLD_S },
  { phase: 'exhale', seconds: BREATHING_EXHALE_S },
];

export const BREATH_CYCLE_MS =
  1000 * BREATHING_CYCLE.reduce((total, { seconds }) => total + seconds, 0);

export interface BreathingMoment {
  phase: BreathingPhase;
  /** Whole cycles finished: the breath counter (§4). The breath under way is `breaths + 1`. */
  breaths: number;
  /** How long this phase lasts, and how far into it we are. */
  phaseMs: number;
  intoPhaseMs: number;
}

/** Where the breathing is after `elapsedMs` of the session (negative counts as 0). */
export function breathingAt(elapsedMs: number): BreathingMoment {
  const elapsed = Math.max(0, elapsedMs);
  const breaths = Math.floor(elapsed / BREATH_CYCLE_MS);
  let intoCycle = elapsed - breaths * BREATH_CYCLE_MS;
  for (const { phase, seconds } of BREATHING_CYCLE) {
    const phaseMs = seconds * 1000;
    if (intoCycle < phaseMs) return { phase, breaths, phaseMs, intoPhaseMs: intoCycle };
    intoCycle -= phaseMs;
  }
  // Unreachable: intoCycle is below the cycle's length, the sum of the phases.
  throw new Error('The breathing cycle has no phase at this moment.');
}

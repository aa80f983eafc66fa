/**
 * Retry delays after failed syncs: exponential from 1 s up to 1 min, with jitter so a
 * household's devices coming back online together do not retry in lockstep.
 */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

/** `random` in [0, 1) picks the jitter; the delay lands in the upper half of the window. */
export function backoffDelay(failures: number, random: number): number {
  const window = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(window / 2 + (window / 2) * random);
}

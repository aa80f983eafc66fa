/**
 * The countdown of a mindful session (spec §2, §4): it starts at the session's minutes × 60 and
 * shows m:ss. It keeps when it started and how long it has been paused, and works the time left
 * out from the clock at every look, so a tab the browser put to sleep shows the true time when
 * it wakes, and one that slept past the end shows 0:00.
 */

export interface MindfulCountdown {
  readonly totalSeconds: number;
  /** The clock (ms) when it started. */
  readonly startedAt: number;
  /** Time spent in pauses that have ended, ms. */
  readonly pausedMs: number;
  /** When the pause under way began; null while it runs. */
  readonly pausedAt: number | null;
}

export function startCountdown(minutes: number, now: number): MindfulCountdown {
  return { totalSeconds: minutes * 60, startedAt: now, pausedMs: 0, pausedAt: null };
}

/** How long it has run, pauses left out, between 0 and its whole length. */
export function runningMs(countdown: MindfulCountdown, now: number): number {
  const until = countdown.pausedAt ?? now;
  const ran = until - countdown.startedAt - countdown.pausedMs;
  return Math.min(countdown.totalSeconds * 1000, Math.max(0, ran));
}

/** Whole seconds left: the full length for the first second, 0 once it has run out. */
export function remainingSeconds(countdown: MindfulCountdown, now: number): number {
  return countdown.totalSeconds - Math.floor(runningMs(countdown, now) / 1000);
}

export function pauseCountdown(countdown: MindfulCountdown, now: number): MindfulCountdown {
  return countdown.pausedAt === null ? { ...countdown, pausedAt: now } : countdown;
}

export function resumeCountdown(countdown: MindfulCountdown, now: number): MindfulCountdown {
  if (countdown.pausedAt === null) return countdown;
  const paused = Math.max(0, now - countdown.pausedAt);
  return { ...countdown, pausedMs: countdown.pausedMs + paused, pausedAt: null };
}

/**
 * Milliseconds until the shown second changes (every change of the breathing phase falls on
 * one too), for the page to look again then; undefined while paused or run out.
 */
export function msToNextSecond(countdown: MindfulCountdown, now: number): number | undefined {
  if (countdown.pausedAt !== null || remainingSeconds(countdown, now) === 0) return undefined;
  return 1000 - (runningMs(countdown, now) % 1000);
}

/** m:ss, minutes as many as there are: 5:00, 0:07, 30:00. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Step timers (spec §4): idle until started, then running, paused or done; stopping clears one.
 * A running timer stores when it ends, not how long is left, so it keeps true time across a
 * reload, a sleeping tab or a phone that locked: the time left is always worked out from the
 * clock. Several may run at once (a simmer while chopping).
 */
import { z } from 'zod';
import { identifier, plainText } from './fields';

export type StepTimerState =
  | { readonly status: 'running'; readonly endsAt: number }
  | { readonly status: 'paused'; readonly remainingMs: number }
  /** Reached zero; it rings until the cook dismisses it. */
  | { readonly status: 'done'; readonly endedAt: number };

export interface StepTimer {
  readonly id: string;
  /** What it is for, said when it ends: "Step 3", "Pasta". */
  readonly label: string;
  readonly durationMs: number;
  readonly state: StepTimerState;
}

/** For timers read back from storage. */
export const stepTimerSchema = z.object({
  id: identifier('Timer id'),
  label: plainText('Timer label'),
  durationMs: z.number().positive(),
  state: z.discriminatedUnion('status', [
    z.object({ status: z.literal('running'), endsAt: z.number() }),
    z.object({ status: z.literal('paused'), remainingMs: z.number().min(0) }),
    z.object({ status: z.literal('done'), endedAt: z.number() }),
  ]),
}) satisfies z.ZodType<StepTimer>;

export function startTimer(id: string, label: string, durationMs: number, now: number): StepTimer {
  return { id, label, durationMs, state: { status: 'running', endsAt: now + durationMs } };
}

export function remainingMs(timer: StepTimer, now: number): number {
  switch (timer.state.status) {
    case 'running':
      // Never more than it was set for, even against a clock read a moment before it started.
      return Math.min(timer.durationMs, Math.max(0, timer.state.endsAt - now));
    case 'paused':
      return timer.state.remainingMs;
    case 'done':
      return 0;
  }
}

export function pauseTimer(timer: StepTimer, now: number): StepTimer {
  if (timer.state.status !== 'running') return timer;
  return { ...timer, state: { status: 'paused', remainingMs: remainingMs(timer, now) } };
}

export function resumeTimer(timer: StepTimer, now: number): StepTimer {
  if (timer.state.status !== 'paused') return timer;
  return { ...timer, state: { status: 'running', endsAt: now + timer.state.remainingMs } };
}

/** A running timer whose end has passed becomes done, ended when it was due (not when seen). */
export function settleTimer(timer: StepTimer, now: number): StepTimer {
  if (timer.state.status !== 'running' || timer.state.endsAt > now) return timer;
  return { ...timer, state: { status: 'done', endedAt: timer.state.endsAt } };
}

/** The next moment a running timer ends, for scheduling the alarm; undefined when none runs. */
export function nextEnd(timers: readonly StepTimer[]): number | undefined {
  const ends = timers.flatMap((timer) =>
    timer.state.status === 'running' ? [timer.state.endsAt] : [],
  );
  return ends.length === 0 ? undefined : Math.min(...ends);
}

/** m:ss under an hour, h:mm:ss from one hour; rounds up, so 0:00 means it has ended. */
export function formatTimerClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

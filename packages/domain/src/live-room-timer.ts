/**
 * The live kitchen's elapsed timer (spec §2, §4): seconds the room has been open, pauses left
 * out, shown as HH:MM:SS. Worked out from the room's timer and a clock at each look, so every
 * screen shows the same time and a tab that slept shows the true time on waking.
 */
import type { RoomTimer } from './live-room';

export function elapsedSeconds(timer: RoomTimer, now: number): number {
  const until = timer.pausedAt ?? now;
  return Math.max(0, Math.floor((until - timer.startedAt - timer.pausedMs) / 1000));
}

/** HH:MM:SS; hours keep counting past 99 rather than wrapping. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Milliseconds until the shown second changes, so a display can wake exactly then. */
export function msUntilNextSecond(timer: RoomTimer, now: number): number {
  const running = now - timer.startedAt - timer.pausedMs;
  return 1000 - (((running % 1000) + 1000) % 1000);
}

// Voice commands about timers ("pause the timer", "stop timer") act on the timer the cook most
// likely means: stop silences a ringing one first; pause and resume take the latest started.
import type { CookingIntent } from '@mise/assistant/commands/intent-types';
import type { StepTimer } from '@mise/domain/step-timer';
import { useTimerStore } from './timer-store';

const latest = (timers: readonly StepTimer[], status: StepTimer['state']['status']) =>
  timers.filter((timer) => timer.state.status === status).at(-1);

export function applyTimerIntent(intent: CookingIntent): void {
  const { timers, pause, resume, stop } = useTimerStore.getState();
  if (intent.kind === 'pauseTimer') {
    const running = latest(timers, 'running');
    if (running) pause(running.id);
  } else if (intent.kind === 'resumeTimer') {
    const paused = latest(timers, 'paused');
    if (paused) resume(paused.id);
  } else if (intent.kind === 'stopTimer') {
    const target = latest(timers, 'done') ?? latest(timers, 'running') ?? latest(timers, 'paused');
    if (target) stop(target.id);
  }
}

/** A spoken timer's name: "12 min", "1 h 30 min", "30 s". */
export function timerLabel(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  if (seconds < 60) return `${seconds} s`;
  const hours = Math.floor(seconds / 3600);
  const rest = Math.round((seconds % 3600) / 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

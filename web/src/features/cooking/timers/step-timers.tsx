// The step timers in the cooking guide (§4): start the current step's timer (its own duration,
// or 5 minutes), and every timer that runs, each with its countdown, pause/resume and stop.
// Several can run at once; they live in timer-store.ts and ring through timer-alarm-host.tsx.
import { Pause, Play, Square, Timer } from 'lucide-react';
import { type StepTimer, formatTimerClock, remainingMs } from '@mise/domain/step-timer';
import { stepTimerSeconds } from '@mise/domain/cooking';
import { Button } from '../../../components/ui/button';
import { unlockAlarm } from './alarm-sound';
import { askToNotify } from './timer-announcer';
import { useTimerStore } from './timer-store';
import { useNow } from './use-now';

/** Starts a timer from a tap or a voice command; the tap also unlocks sound and notifications. */
export function startStepTimer(label: string, minutes: number | undefined): void {
  unlockAlarm();
  askToNotify();
  useTimerStore.getState().start(label, stepTimerSeconds(minutes) * 1000);
}

interface StepTimersProps {
  /** "Step 3": the label of the current step's timer. */
  stepLabel: string;
  stepMinutes: number | undefined;
}

export function StepTimers({ stepLabel, stepMinutes }: StepTimersProps) {
  const timers = useTimerStore((store) => store.timers);
  const now = useNow(timers.some((timer) => timer.state.status === 'running'));
  const stepHasTimer = timers.some(
    (timer) => timer.label === stepLabel && timer.state.status !== 'done',
  );
  return (
    <div className="grid gap-3">
      {!stepHasTimer && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => startStepTimer(stepLabel, stepMinutes)}
        >
          <Timer aria-hidden />
          Start {formatTimerClock(stepTimerSeconds(stepMinutes) * 1000)} timer
        </Button>
      )}
      {timers.length > 0 && (
        <ul aria-label="Timers" className="grid gap-2">
          {timers.map((timer) => (
            <TimerRow key={timer.id} timer={timer} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TimerRow({ timer, now }: { timer: StepTimer; now: number }) {
  const { pause, resume, stop } = useTimerStore.getState();
  const { status } = timer.state;
  const clock = formatTimerClock(remainingMs(timer, now));
  return (
    <li className="flex items-center gap-3 rounded-2xl border bg-background p-3">
      <Timer className="size-5 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{timer.label}</span>
        <span className="text-sm text-muted-foreground">
          {status === 'running' ? 'Running' : status === 'paused' ? 'Paused' : 'Done'}
        </span>
      </span>
      <span
        role="timer"
        aria-label={`${timer.label}: ${clock} left`}
        className="font-mono text-2xl tabular-nums"
      >
        {clock}
      </span>
      {status === 'running' && (
        <Button
          size="icon"
          variant="outline"
          aria-label={`Pause ${timer.label} timer`}
          onClick={() => pause(timer.id)}
        >
          <Pause aria-hidden />
        </Button>
      )}
      {status === 'paused' && (
        <Button
          size="icon"
          variant="outline"
          aria-label={`Resume ${timer.label} timer`}
          onClick={() => resume(timer.id)}
        >
          <Play aria-hidden />
        </Button>
      )}
      <Button
        size="icon"
        variant="ghost"
        aria-label={
          status === 'done' ? `Dismiss ${timer.label} timer` : `Stop ${timer.label} timer`
        }
        onClick={() => stop(timer.id)}
      >
        <Square aria-hidden />
      </Button>
    </li>
  );
}

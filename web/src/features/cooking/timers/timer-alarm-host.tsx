// Watches the step timers on every page (a cook may check the grocery list while the pasta
// boils): wakes at the next end time, marks timers done, announces them, and rings until each
// is dismissed. A timer that ended while the app was closed shows as done in the guide but does
// not ring: a ring on opening the app hours later would only startle.
import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextEnd } from '@mise/domain/step-timer';
import { Button } from '../../../components/ui/button';
import { useKeepToastsAbove } from '../../../lib/keep-toasts-above';
import { startRinging, stopRinging } from './alarm-sound';
import { announceTimerDone, timerDoneMessage } from './timer-announcer';
import { useTimerStore } from './timer-store';

/** A timer found done this long after its end (a tab asleep, a locked phone) still rings. */
const RING_WINDOW_MS = 5 * 60_000;

export function TimerAlarmHost() {
  const timers = useTimerStore((store) => store.timers);
  const stop = useTimerStore((store) => store.stop);
  const [ringingIds, setRingingIds] = useState<readonly string[]>([]);
  const ending = nextEnd(timers);
  const ringing = timers.filter((timer) => ringingIds.includes(timer.id));

  const settleNow = useCallback(() => {
    const now = Date.now();
    const ended = useTimerStore
      .getState()
      .settle(now)
      .filter(
        (timer) => timer.state.status === 'done' && now - timer.state.endedAt < RING_WINDOW_MS,
      );
    for (const timer of ended) announceTimerDone(timer);
    if (ended.length > 0) setRingingIds((ids) => [...ids, ...ended.map((timer) => timer.id)]);
  }, []);

  useEffect(() => {
    const first = window.setTimeout(settleNow, 0);
    const onVisible = () => {
      if (document.visibilityState === 'visible') settleNow();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(first);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [settleNow]);

  useEffect(() => {
    if (ending === undefined) return;
    const wake = window.setTimeout(settleNow, Math.max(0, ending - Date.now()));
    return () => window.clearTimeout(wake);
  }, [ending, settleNow]);

  const ringingCount = ringing.length;
  useEffect(() => {
    if (ringingCount > 0) startRinging();
    else stopRinging();
  }, [ringingCount]);
  useEffect(() => stopRinging, []);
  const alarm = useRef<HTMLDivElement>(null);
  useKeepToastsAbove(alarm, ringingCount > 0);

  if (ringing.length === 0) return null;
  return (
    <div
      ref={alarm}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto grid max-w-md gap-2"
      role="alert"
    >
      {ringing.map((timer) => (
        <div
          key={timer.id}
          className="flex items-center gap-3 rounded-2xl border-2 border-primary bg-card p-4 shadow-lg"
        >
          <BellRing className="size-6 shrink-0 animate-pulse text-primary" aria-hidden />
          <p className="flex-1 font-semibold">{timerDoneMessage(timer)}</p>
          <Button size="lg" onClick={() => stop(timer.id)}>
            Dismiss
          </Button>
        </div>
      ))}
    </div>
  );
}

// The room's elapsed time as this screen shows it: worked out from the room's timer and the
// server's clock at each look, and looked at again exactly when the shown second changes.
import { useEffect, useState } from 'react';
import type { RoomTimer } from '@mise/domain/live-room';
import { elapsedSeconds, msUntilNextSecond } from '@mise/domain/live-room-timer';

export function useElapsedSeconds(timer: RoomTimer, clockOffsetMs: number): number {
  const serverNow = () => Date.now() + clockOffsetMs;
  const [seconds, setSeconds] = useState(() => elapsedSeconds(timer, serverNow()));

  useEffect(() => {
    let handle: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = Date.now() + clockOffsetMs;
      setSeconds(elapsedSeconds(timer, now));
      // Paused, the time stands still: no need to wake.
      if (timer.pausedAt === null) handle = setTimeout(tick, msUntilNextSecond(timer, now));
    };
    tick();
    return () => clearTimeout(handle);
  }, [timer, clockOffsetMs]);

  return seconds;
}

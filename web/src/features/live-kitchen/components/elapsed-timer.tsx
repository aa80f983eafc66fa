// The elapsed time (spec §2, §4), HH:MM:SS, the same on every screen of the room.
import { Timer } from 'lucide-react';
import type { RoomTimer } from '@mise/domain/live-room';
import { formatElapsed } from '@mise/domain/live-room-timer';
import { useElapsedSeconds } from '../data/use-elapsed-seconds';

export function ElapsedTimer({
  timer,
  clockOffsetMs,
}: {
  timer: RoomTimer;
  clockOffsetMs: number;
}) {
  const seconds = useElapsedSeconds(timer, clockOffsetMs);
  return (
    <p className="flex items-center gap-2">
      <Timer className="size-5 text-primary" aria-hidden />
      <span role="timer" aria-label="Elapsed time" className="font-mono text-lg tabular-nums">
        {formatElapsed(seconds)}
      </span>
      {timer.pausedAt !== null && <span className="text-sm text-muted-foreground">(paused)</span>}
    </p>
  );
}

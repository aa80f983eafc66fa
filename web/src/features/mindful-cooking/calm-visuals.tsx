// What meditation and music sessions show while they play (spec §2): slow ripples spreading
// from a flower for meditation, an equaliser of soft bars for music. CSS only, nothing loaded;
// still when the session is not playing, and for people who ask for less motion.
import { Flower2, Music } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Three ripples a third of the way apart; with less motion, three still rings instead. */
const RIPPLES = [
  { delay: 0, still: 'motion-reduce:scale-60' },
  { delay: 2, still: 'motion-reduce:scale-80' },
  { delay: 4, still: 'motion-reduce:scale-100' },
] as const;

function playState(playing: boolean) {
  return playing ? 'running' : 'paused';
}

export function MeditationVisual({ playing }: { playing: boolean }) {
  return (
    <div aria-hidden className="relative mx-auto grid size-56 place-items-center sm:size-64">
      {RIPPLES.map(({ delay, still }) => (
        <span
          key={delay}
          className={cn(
            'absolute inset-0 rounded-full border-2 border-primary/50 bg-primary/10 opacity-0 motion-safe:animate-ripple motion-reduce:opacity-40',
            still,
          )}
          style={{ animationDelay: `${delay}s`, animationPlayState: playState(playing) }}
        />
      ))}
      <span className="relative grid size-24 place-items-center rounded-full bg-accent text-accent-foreground">
        <Flower2 className="size-12" strokeWidth={1.5} />
      </span>
    </div>
  );
}

/** Bar heights (% of the box) and sway times (s): uneven, so the bars never march together. */
const BARS = [
  [45, 1.9],
  [70, 1.3],
  [55, 2.3],
  [90, 1.6],
  [60, 2.1],
  [80, 1.4],
  [50, 2.6],
] as const;

export function MusicVisual({ playing }: { playing: boolean }) {
  return (
    <div
      aria-hidden
      className="mx-auto grid h-56 w-full max-w-xs place-items-center gap-4 rounded-3xl bg-accent/60 p-6 sm:h-64"
    >
      <Music className="size-10 text-accent-foreground" strokeWidth={1.5} />
      <div className="flex h-24 items-end gap-2">
        {BARS.map(([height, seconds], index) => (
          <span
            key={index}
            className="w-3 origin-bottom rounded-full bg-primary/70 motion-safe:animate-voice-bar"
            style={{
              height: `${height}%`,
              animationDuration: `${seconds}s`,
              animationPlayState: playState(playing),
            }}
          />
        ))}
      </div>
    </div>
  );
}

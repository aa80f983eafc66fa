// The form's rating (spec §3, §9: 1 to 5 stars, 5 to start with) as a radio group of native
// radios drawn as stars: arrow keys move between them, as in any radio group, and a screen
// reader hears "3 stars, radio, 3 of 5". Stars up to the chosen (or hovered) one are filled.
import { counted } from '@mise/domain/plural';
import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRatingInput({ value, onChange }: StarRatingInputProps) {
  const name = useId();
  const labelId = useId();
  const [hovered, setHovered] = useState<number>();
  const shown = hovered ?? value;
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-sm font-semibold">
        Rating
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        // Five 44 px stars and "3 of 5" are wider than a 320 px phone's dialog: the count wraps.
        className="flex flex-wrap items-center gap-1"
        onMouseLeave={() => setHovered(undefined)}
      >
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative grid size-11 cursor-pointer place-items-center rounded-xl has-focus-visible:outline-2 has-focus-visible:outline-ring"
            onMouseEnter={() => setHovered(stars)}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
              aria-label={counted(stars, { one: 'star', other: 'stars' })}
            />
            <Star
              aria-hidden
              className={cn(
                'pointer-events-none size-7 text-spice transition-transform peer-active:scale-90',
                stars <= shown ? 'fill-current' : 'opacity-40',
              )}
            />
          </label>
        ))}
        <span aria-hidden className="ml-2 text-sm text-muted-foreground tabular-nums">
          {value} of 5
        </span>
      </div>
    </div>
  );
}

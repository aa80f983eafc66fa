// The end of a long local list drawn a page at a time (lib/use-shown-count.ts): the next page
// draws as the cook comes near the end, or on "Show more" for keyboard and switch users; a
// polite status says how much of the list is on screen.
import { useWhenNear } from '../lib/use-when-near';
import { Button } from './ui/button';

interface ShowMoreProps {
  shown: number;
  total: number;
  /** What the list holds, plural: "recipes". */
  noun: string;
  onShowMore: () => void;
}

export function ShowMore({ shown, total, noun, onShowMore }: ShowMoreProps) {
  const watch = useWhenNear<HTMLDivElement>(onShowMore);
  return (
    <div className="grid justify-items-center gap-2">
      {/* A new key per page: a new observer reports at once if the end is still in view. */}
      <div key={shown} ref={watch} aria-hidden />
      <p role="status" className="text-sm text-muted-foreground">
        {shown} of {total} {noun} shown.
      </p>
      <Button variant="outline" onClick={onShowMore}>
        Show more
      </Button>
    </div>
  );
}

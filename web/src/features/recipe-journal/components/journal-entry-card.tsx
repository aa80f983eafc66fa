// One entry in the journal's grid (spec §2): the recipe, the day it was cooked, its stars, the
// start of the notes, at most 3 tags (§9) and the first photo if it has one. The recipe's name
// is the button that opens the detail overlay; it covers the whole card, so a tap anywhere
// opens it, and Enter or Space on the focused name does too.
import { memo } from 'react';
import { CalendarDays } from 'lucide-react';
import type { JournalEntry } from '@mise/domain/entities/journal-entry';
import { journalCardTags } from '@mise/domain/journal';
import { Badge } from '../../../components/ui/badge';
import { formatCalendarDate } from '../../../lib/format-date';
import { JournalPhoto } from './journal-photo';
import { StarRating } from './star-rating';

interface JournalEntryCardProps {
  entry: JournalEntry;
  onOpen: (entry: JournalEntry) => void;
}

export const JournalEntryCard = memo(function JournalEntryCard({
  entry,
  onOpen,
}: JournalEntryCardProps) {
  const tags = journalCardTags(entry.tags);
  const [photo] = entry.photos;
  return (
    <article className="shadow-soft relative grid content-start gap-3 overflow-hidden rounded-2xl border bg-card p-4 text-card-foreground transition-colors has-[button:hover]:border-primary/60">
      {photo !== undefined && (
        <JournalPhoto
          photo={photo}
          alt={`${entry.recipeName}, as cooked`}
          className="-mx-4 -mt-4 aspect-[4/3] w-[calc(100%+2rem)] rounded-none"
        />
      )}
      <div className="flex items-start justify-between gap-3">
        <h3 className="leading-snug font-semibold text-balance">
          <button
            type="button"
            onClick={() => onOpen(entry)}
            className="focus-ring rounded-md text-left after:absolute after:inset-0 after:content-['']"
          >
            {entry.recipeName}
          </button>
        </h3>
        <StarRating rating={entry.rating} className="shrink-0" />
      </div>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays aria-hidden className="size-4" />
        <span className="sr-only">Cooked on </span>
        {formatCalendarDate(entry.date)}
      </p>
      {entry.notes && (
        <p className="line-clamp-2 text-sm text-pretty text-muted-foreground">{entry.notes}</p>
      )}
      {tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="accent">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});

// The detail overlay (spec §2, §4): everything an entry holds. It opens on a card, and closes on
// the backdrop, Escape, the X, "Back to journal" or the browser's Back (the page keeps it in the
// address as ?entry=<id>). Delete asks first, inside the overlay, since it removes the entry
// from every device of the household; the toast "Entry Deleted" confirms it.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ArrowLeft, CalendarDays, Clock, PartyPopper, Trash2, Users } from 'lucide-react';
import type { JournalEntry } from '@mise/domain/entities/journal-entry';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formatCalendarDate } from '../../../lib/format-date';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { JournalPhoto } from './journal-photo';
import { StarRating } from './star-rating';

interface EntryDetailDialogProps {
  /** The entry shown; the dialog stays mounted (closed) without one, for its exit. */
  entry: JournalEntry | undefined;
  onClose: () => void;
  onDelete: (entry: JournalEntry) => Promise<boolean>;
  /** Opened from a card (not a Radix trigger): the page says where the focus goes back to. */
  returnFocus: () => void;
}

export function EntryDetailDialog({
  entry,
  onClose,
  onDelete,
  returnFocus,
}: EntryDetailDialogProps) {
  // The last entry shown stays drawn while the overlay fades out.
  const [shown, setShown] = useState(entry);
  if (entry && entry !== shown) setShown(entry);
  return (
    <Dialog open={entry !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" returnFocus={returnFocus}>
        {shown && (
          <EntryDetail key={shown.id} entry={shown} onClose={onClose} onDelete={onDelete} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EntryDetail({
  entry,
  onClose,
  onDelete,
}: {
  entry: JournalEntry;
  onClose: () => void;
  onDelete: (entry: JournalEntry) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const once = useOneAtATime();
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{entry.recipeName}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <span className="sr-only">Cooked on </span>
            {formatCalendarDate(entry.date)}
          </span>
          <StarRating rating={entry.rating} />
        </DialogDescription>
      </DialogHeader>
      {entry.photos.length > 0 && (
        <ul aria-label="Photos" className="grid grid-cols-2 gap-2">
          {entry.photos.map((photo, index) => (
            <li key={photo} className={entry.photos.length === 1 ? 'col-span-2' : undefined}>
              <JournalPhoto
                photo={photo}
                alt={`${entry.recipeName}, photo ${index + 1} of ${entry.photos.length}`}
                className="aspect-[4/3] w-full"
              />
            </li>
          ))}
        </ul>
      )}
      <EntryFacts entry={entry} />
      {entry.notes && (
        <DetailPart title="Notes">
          <p className="text-sm whitespace-pre-line text-pretty">{entry.notes}</p>
        </DetailPart>
      )}
      {entry.modifications.length > 0 && (
        <DetailPart title="Changes I made">
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {entry.modifications.map((change, index) => (
              <li key={index}>{change}</li>
            ))}
          </ul>
        </DetailPart>
      )}
      {entry.tags.length > 0 && (
        <DetailPart title="Tags">
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="accent">{tag}</Badge>
              </li>
            ))}
          </ul>
        </DetailPart>
      )}
      {confirming ? (
        <div
          role="group"
          aria-label="Delete this entry?"
          className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
        >
          <p className="text-sm font-semibold">
            Delete this entry? It is removed from every device of your household.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={keep} variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => void once(() => onDelete(entry))}>
              <Trash2 aria-hidden />
              Delete entry
            </Button>
          </div>
        </div>
      ) : (
        <DialogFooter className="sm:justify-between">
          <Button variant="outline" onClick={onClose}>
            <ArrowLeft aria-hidden />
            Back to journal
          </Button>
          <Button
            variant="ghost"
            className="text-destructive-text"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </DialogFooter>
      )}
    </>
  );
}

function EntryFacts({ entry }: { entry: JournalEntry }) {
  return (
    <ul aria-label="At a glance" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {entry.cookingTime > 0 && (
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 text-muted-foreground" />
          {entry.cookingTime} min
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <Users aria-hidden className="size-4 text-muted-foreground" />
        Serves {entry.servings}
      </li>
      {entry.occasion && (
        <li className="flex items-center gap-1.5">
          <PartyPopper aria-hidden className="size-4 text-muted-foreground" />
          <span className="sr-only">Occasion: </span>
          {entry.occasion}
        </li>
      )}
    </ul>
  );
}

function DetailPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

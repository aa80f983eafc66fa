// "No Entries Found" (spec §2), with what to do next: an empty journal invites the first entry;
// a search or tag that matches nothing says so and offers to show everything again. A status,
// so a screen reader hears it when typing in the search empties the list.
import type { ReactNode } from 'react';
import { NotebookPen } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface JournalEmptyProps {
  /** Whether the journal has entries that the search or tag hides. */
  filtered: boolean;
  onClearFilters: () => void;
  newEntryButton: ReactNode;
}

export function JournalEmpty({ filtered, onClearFilters, newEntryButton }: JournalEmptyProps) {
  return (
    <div
      role="status"
      className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-input/60 px-6 py-10 text-center"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground">
        <NotebookPen className="size-6" strokeWidth={1.75} aria-hidden />
      </span>
      <p className="font-display text-lg font-semibold">No Entries Found</p>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">
        {filtered
          ? 'No entry matches your search and tag. Try another word, or show all entries.'
          : 'Your journal is empty. Write down a dish you cooked: how it turned out, what you changed and who it was for.'}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {filtered && (
          <Button variant="outline" onClick={onClearFilters}>
            Show all entries
          </Button>
        )}
        {newEntryButton}
      </div>
    </div>
  );
}

// The grid of entry cards, a page at a time (a journal kept for years holds hundreds): the next
// page draws as the cook nears the end, or on "Show more".
import type { JournalEntry } from '@mise/domain/entities/journal-entry';
import { ShowMore } from '../../../components/show-more';
import { useShownCount } from '../../../lib/use-shown-count';
import { JournalEntryCard } from './journal-entry-card';

/** Cards drawn at a time: four full rows of one, two or three columns. */
const CARDS_PER_PAGE = 24;

interface JournalEntryListProps {
  entries: readonly JournalEntry[];
  onOpen: (entry: JournalEntry) => void;
}

export function JournalEntryList({ entries, onOpen }: JournalEntryListProps) {
  const { shown, more, showMore } = useShownCount(entries.length, CARDS_PER_PAGE);
  return (
    <>
      <ul aria-label="Journal entries" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {entries.slice(0, shown).map((entry) => (
          <li key={entry.id} className="grid">
            <JournalEntryCard entry={entry} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {more && (
        <ShowMore shown={shown} total={entries.length} noun="entries" onShowMore={showMore} />
      )}
    </>
  );
}

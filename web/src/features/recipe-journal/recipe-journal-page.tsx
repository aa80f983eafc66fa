// The Recipe Journal page (/recipe-journal, spec §2): the four stat cards, New Entry, the search
// box and tag filters, the grid of entries (or "No Entries Found"), the detail overlay and the
// New Entry form. Entries are the household's synced rows, read live from the device, so the
// page works offline and shows what another phone wrote as soon as it syncs. "Add to journal"
// after cooking arrives as /recipe-journal?new=<recipeId>&name=…&minutes=… (lib/journal-link.ts)
// and opens the form filled in.
import {
  type MouseEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { NotebookPen, Plus } from 'lucide-react';
import type { JournalEntry } from '@mise/domain/entities/journal-entry';
import { filterJournalEntries, journalTagFilters } from '@mise/domain/journal';
import { journalStats } from '@mise/domain/journal-stats';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { readAddToJournal, withoutAddToJournal } from '../../lib/journal-link';
import { popupTriggerProps, useOpenedOnce } from '../../lib/popup-trigger';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useToday } from '../../lib/use-today';
import { EntryDetailDialog } from './components/entry-detail-dialog';
import { JournalEmpty } from './components/journal-empty';
import { JournalEntryList } from './components/journal-entry-list';
import { JournalFilters } from './components/journal-filters';
import { JournalStatCards } from './components/journal-stat-cards';
import { type NewEntryStart, NewEntryDialog } from './components/new-entry-dialog';
import { deleteJournalEntry } from './data/journal-actions';
import { useJournalEntries, useRecipeNames } from './data/journal-entries';
import { useEntryOverlay } from './data/use-entry-overlay';

export function RecipeJournalPage() {
  useDocumentTitle('Recipe Journal · Mise');
  const entries = useJournalEntries();
  const today = useToday();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string>();
  const searched = useDeferredValue(search);
  const stats = useMemo(() => entries && journalStats(entries, today), [entries, today]);
  const tagFilters = useMemo(() => (entries ? journalTagFilters(entries) : []), [entries]);
  // A chosen tag that no longer makes the 4 (its entries deleted) falls back to All.
  const activeTag = tagFilters.some((filter) => filter.key === tag) ? tag : undefined;
  const shown = useMemo(
    () => entries && filterJournalEntries(entries, searched, activeTag),
    [entries, searched, activeTag],
  );
  const overlay = useEntryOverlay(entries);
  const newEntry = useNewEntryDialog();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const clearFilters = useCallback(() => {
    setSearch('');
    setTag(undefined);
  }, []);
  const { open: openOverlay, close: closeOverlay } = overlay;
  // The card that opened the overlay gets the focus back; after a delete, the list's heading.
  const opener = useRef<HTMLElement | null>(null);
  const openEntry = useCallback(
    (entry: JournalEntry) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openOverlay(entry);
    },
    [openOverlay],
  );
  const returnFocus = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : listHeading.current;
    target?.focus();
  }, []);
  const remove = useCallback(
    async (entry: JournalEntry) => {
      const deleted = await deleteJournalEntry(entry);
      if (deleted) closeOverlay();
      return deleted;
    },
    [closeOverlay],
  );

  const newEntryButton = (
    <Button {...newEntry.triggerProps} onClick={newEntry.openFrom}>
      <Plus aria-hidden />
      New Entry
    </Button>
  );

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader title="Recipe Journal" icon={NotebookPen} backToHome>
        A journal of the dishes you have cooked: how they turned out, the stars you gave them, what
        you changed and who they were for.
      </PageHeader>
      <JournalStatCards stats={stats} />
      <section aria-labelledby="journal-entries" className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="journal-entries"
            ref={listHeading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold focus:outline-none"
          >
            Your entries
          </h2>
          {newEntryButton}
        </div>
        <JournalFilters
          search={search}
          onSearch={setSearch}
          tags={tagFilters}
          tag={activeTag}
          onTag={setTag}
        />
        {shown === undefined ? (
          <JournalSkeleton />
        ) : shown.length === 0 ? (
          <JournalEmpty
            filtered={(entries?.length ?? 0) > 0}
            onClearFilters={clearFilters}
            newEntryButton={newEntryButton}
          />
        ) : (
          <JournalEntryList entries={shown} onOpen={openEntry} />
        )}
      </section>
      <EntryDetailDialog
        entry={overlay.entry}
        onClose={closeOverlay}
        onDelete={remove}
        returnFocus={returnFocus}
      />
      {newEntry.element}
    </div>
  );
}

function JournalSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <p role="status" className="sr-only">
        Loading your journal…
      </p>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-36" />
      ))}
    </div>
  );
}

/**
 * The New Entry form: opened by the page's buttons, or by an "Add to journal" address, whose
 * parameters it takes (and drops from the address, so a reload does not start it again).
 */
function useNewEntryDialog() {
  const [params, setParams] = useSearchParams();
  const recipes = useRecipeNames();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<NewEntryStart>();
  const opened = useOpenedOnce(open);
  const opener = useRef<HTMLElement | null>(null);
  const dialogId = 'new-journal-entry';

  const [taken, setTaken] = useState<string>();

  const asked = readAddToJournal(params);
  const address = params.toString();
  if (asked && address !== taken) {
    setTaken(address);
    const recipeName =
      asked.recipeName ?? recipes.find((recipe) => recipe.id === asked.recipeId)?.name ?? '';
    setStart({
      recipe: { id: asked.recipeId, name: recipeName },
      prefill: { recipeName, cookingTime: asked.cookingTime },
    });
    setOpen(true);
  }
  useEffect(() => {
    if (asked) setParams(withoutAddToJournal(params), { replace: true });
  }, [asked, params, setParams]);

  const openFrom = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpen(true);
  }, []);
  const returnFocus = useCallback(() => {
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, []);

  return {
    triggerProps: popupTriggerProps(open, dialogId),
    openFrom,
    element: opened && (
      <NewEntryDialog
        id={dialogId}
        open={open}
        onOpenChange={setOpen}
        start={start}
        returnFocus={returnFocus}
      />
    ),
  };
}

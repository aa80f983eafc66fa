// Which entry the detail overlay shows, kept in the address (?entry=<id>): opening it from a
// card adds a history step, so the browser's (or the phone's) Back closes it, and a reload or a
// shared address opens it again. Closing it from the overlay goes back that same step; an
// overlay that arrived with the address has no step to go back to, so the parameter is dropped.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { JournalEntry } from '@mise/domain/entities/journal-entry';

const ENTRY_PARAM = 'entry';
const OPENED_HERE = 'journalEntryOpened';

const openedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && OPENED_HERE in state;

export interface EntryOverlay {
  /** The entry shown, once the entries are read; undefined when none is (or it was deleted). */
  readonly entry: JournalEntry | undefined;
  readonly open: (entry: JournalEntry) => void;
  readonly close: () => void;
}

export function useEntryOverlay(entries: readonly JournalEntry[] | undefined): EntryOverlay {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get(ENTRY_PARAM);
  const entry = id === null ? undefined : entries?.find((candidate) => candidate.id === id);

  const open = useCallback(
    (opened: JournalEntry) => {
      const next = new URLSearchParams(params);
      next.set(ENTRY_PARAM, opened.id);
      void navigate({ search: `?${next.toString()}` }, { state: { [OPENED_HERE]: true } });
    },
    [navigate, params],
  );

  const close = useCallback(() => {
    if (!params.has(ENTRY_PARAM)) return;
    if (openedHere(location.state)) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(ENTRY_PARAM);
    const search = next.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [location.state, navigate, params]);

  return { entry, open, close };
}

// A quiet line over the Browse Community list when it is not the server's latest: offline, the
// list is the one saved on this device; online, the server could not be reached for a fresh one.
import { CloudOff } from 'lucide-react';
import { formatSavedAt } from '../utils/saved-at';
import type { ListingState } from '../data/community-listing';

interface SavedListNoteProps {
  state: ListingState;
  online: boolean;
}

export function SavedListNote({ state, online }: SavedListNoteProps) {
  const message = noteFor(state, online);
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground">
      {message && <CloudOff aria-hidden className="size-4 shrink-0" />}
      {message}
    </p>
  );
}

function noteFor(state: ListingState, online: boolean): string | undefined {
  if (state.phase !== 'ready') return undefined;
  const problem = state.refreshing ? undefined : state.problem;
  // Only when a note shows: formatting a date builds a locale formatter, costly on a phone.
  if (online && problem === undefined) return undefined;
  const saved =
    state.savedAt === undefined
      ? undefined
      : `the shared recipes saved on this device ${formatSavedAt(state.savedAt, new Date())}`;
  if (!online) {
    return saved
      ? `You're offline. Showing ${saved}.`
      : "You're offline. This list may not be up to date.";
  }
  if (saved && problem !== undefined) {
    return `${problem} Showing ${saved}.`;
  }
  return undefined;
}

// A quiet line on where the list comes from. Community meals are extra: without them (offline,
// or the server out of reach) the list still holds every meal the device knows, so this is a
// note, never an error.
import type { CommunityStatus } from '../data/community-quick-meals';

const NOTES: Record<CommunityStatus, string> = {
  loading: 'Looking for quick meals from the community…',
  loaded: 'Your recipes, Mise’s and the community’s.',
  offline:
    'You’re offline: these are the meals on this device. Community meals appear when you’re online.',
  unavailable: 'Community meals could not be loaded just now; these are the meals on this device.',
};

export function CommunityNote({ status }: { status: CommunityStatus }) {
  return (
    <p role="status" data-testid="community-note" className="text-sm text-muted-foreground">
      {NOTES[status]}
    </p>
  );
}

// The writes the server refused, kept until the user dismisses each one (rule S5): what it was,
// the server's reason, and a Dismiss button. Any tab can dismiss; the list is in IndexedDB.
import type { MutationError } from '@mise/sync/protocol';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { describeMutation } from '../status/mutation-labels';
import { loadSyncEngine } from '../engine-loader';

async function dismissRejected(mutationId: number): Promise<void> {
  const { syncClient } = await loadSyncEngine();
  await syncClient.dismissRejected(mutationId);
}

export function RejectedWrites({ rejected }: { rejected: MutationError[] }) {
  const headingId = useId();
  if (rejected.length === 0) return null;
  return (
    <div className="grid gap-2 border-t pt-3">
      <p id={headingId} className="text-sm font-semibold text-destructive-text">
        {rejected.length === 1
          ? 'The server did not save 1 change'
          : `The server did not save ${rejected.length} changes`}
      </p>
      <ul aria-labelledby={headingId} className="grid max-h-64 gap-2 overflow-y-auto">
        {rejected.map((error) => {
          const what = describeMutation(error.name);
          return (
            <li
              key={error.mutationId}
              className="flex items-start gap-2 rounded-xl border border-destructive/40 p-3"
            >
              <div className="grid flex-1 gap-0.5">
                <p className="text-sm font-semibold">{what}</p>
                <p className="text-sm text-muted-foreground">{error.message}</p>
              </div>
              <Button
                variant="ghost"
                className="h-9 px-3"
                aria-label={`Dismiss: ${what}`}
                onClick={() => void dismissRejected(error.mutationId)}
              >
                Dismiss
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

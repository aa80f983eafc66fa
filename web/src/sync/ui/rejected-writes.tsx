// What the server said about this device's writes, kept until the user dismisses each one: the
// writes it refused (rule S5, S12, S14), with its reason, and the adds it folded into what
// another device had added (S15). Any tab can dismiss; the list is in IndexedDB.
import type { MutationError } from '@mise/sync/protocol';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { describeMutation } from '../status/mutation-labels';
import { loadSyncEngine } from '../engine-loader';

async function dismissRejected(mutationId: number): Promise<void> {
  const { syncClient } = await loadSyncEngine();
  await syncClient.dismissRejected(mutationId);
}

const isNotice = (said: MutationError) => said.kind === 'notice';

function heading(said: MutationError[], notices: boolean): string {
  const count = said.length;
  if (notices) {
    return count === 1
      ? '1 change was combined with another device’s'
      : `${count} changes were combined with another device’s`;
  }
  return count === 1
    ? 'The server did not save 1 change'
    : `The server did not save ${count} changes`;
}

function SaidList({ said, notices }: { said: MutationError[]; notices: boolean }) {
  const headingId = useId();
  if (said.length === 0) return null;
  return (
    <div className="grid gap-2 border-t pt-3">
      <p
        id={headingId}
        className={cn('text-sm font-semibold', !notices && 'text-destructive-text')}
      >
        {heading(said, notices)}
      </p>
      <ul aria-labelledby={headingId} className="grid max-h-64 gap-2 overflow-y-auto">
        {said.map((error) => {
          const what = describeMutation(error.name);
          return (
            <li
              key={error.mutationId}
              className={cn(
                'flex items-start gap-2 rounded-xl border p-3',
                !notices && 'border-destructive/40',
              )}
            >
              <div className="grid flex-1 gap-0.5">
                <p className="text-sm font-semibold">{what}</p>
                <p className="text-sm text-muted-foreground">{error.message}</p>
              </div>
              <Button
                variant="ghost"
                className="min-h-9 px-3"
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

export function RejectedWrites({ rejected }: { rejected: MutationError[] }) {
  return (
    <>
      <SaidList said={rejected.filter((said) => !isNotice(said))} notices={false} />
      <SaidList said={rejected.filter(isNotice)} notices />
    </>
  );
}

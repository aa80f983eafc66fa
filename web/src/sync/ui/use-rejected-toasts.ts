/**
 * A toast, with the server's message, for each write the server refuses (destructive) or folds
 * into another device's (S15) while the app is open. What was already known when the app
 * started is not toasted again: it waits in the sync status popover until dismissed.
 */
import type { MutationError } from '@mise/sync/protocol';
import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/use-toast';

export function useRejectedToasts(rejected: MutationError[] | undefined): void {
  const seen = useRef<Set<number> | undefined>(undefined);
  useEffect(() => {
    if (!rejected) return;
    const known = seen.current;
    seen.current = new Set(rejected.map((error) => error.mutationId));
    if (!known) return;
    const fresh = rejected.filter((error) => !known.has(error.mutationId));
    if (fresh.length === 0) return;
    // The names of writes load with the first refusal: a refusal is rare, and the header, which
    // carries this hook, is in the first load of every page (its 150 KB budget).
    void import('../status/mutation-labels').then(({ describeMutation }) => {
      for (const error of fresh) {
        toast(
          error.kind === 'notice'
            ? { title: `Combined: ${describeMutation(error.name)}`, description: error.message }
            : {
                variant: 'destructive',
                title: `Not saved: ${describeMutation(error.name)}`,
                description: error.message,
              },
        );
      }
    });
  }, [rejected]);
}

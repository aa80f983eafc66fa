/**
 * A destructive toast, with the server's message, for each write the server refuses while the
 * app is open. Refusals already known when the app starts are not toasted again: they wait in
 * the sync status popover until dismissed.
 */
import type { MutationError } from '@mise/sync/protocol';
import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/use-toast';
import { describeMutation } from '../status/mutation-labels';

export function useRejectedToasts(rejected: MutationError[] | undefined): void {
  const seen = useRef<Set<number> | undefined>(undefined);
  useEffect(() => {
    if (!rejected) return;
    const known = seen.current;
    seen.current = new Set(rejected.map((error) => error.mutationId));
    if (!known) return;
    for (const error of rejected) {
      if (known.has(error.mutationId)) continue;
      toast({
        variant: 'destructive',
        title: `Not saved: ${describeMutation(error.name)}`,
        description: error.message,
      });
    }
  }, [rejected]);
}

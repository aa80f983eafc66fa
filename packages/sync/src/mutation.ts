/**
 * The unit of sync (ARCHITECTURE §3): one named, validated write made by one client, numbered
 * 1, 2, 3 … per client so the server can apply each exactly once, in order.
 */
import { z } from 'zod';
import { identifier } from '@mise/domain/fields';

/** Carried by every push and pull; a client and server that disagree refuse to sync. */
export const SYNC_SCHEMA_VERSION = 1;

export const mutationSchema = z.object({
  clientId: identifier('Client id', 100),
  id: z.int().min(1),
  /** `<area>.<verb>`, e.g. `pantry.add`; a changed argument shape gets a new name. */
  name: identifier('Mutation name', 100).regex(
    /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/,
    'Mutation names look like area.verb',
  ),
  args: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type Mutation = z.infer<typeof mutationSchema>;

export type SequenceVerdict = 'already-applied' | 'next' | 'gap';

/**
 * Where a mutation stands against the last id the server processed for its client: a lower id
 * is a retry of something already applied (skipped, which makes push idempotent), the next id
 * is applied, and a jump means a mutation went missing and the push is refused.
 */
export function sequenceVerdict(lastMutationId: number, mutationId: number): SequenceVerdict {
  if (mutationId <= lastMutationId) return 'already-applied';
  return mutationId === lastMutationId + 1 ? 'next' : 'gap';
}

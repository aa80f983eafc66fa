/**
 * Restoring rows a device already holds into the household it now syncs with: a device whose
 * identity was lost (or that starts a new household) keeps its data by queueing one restore
 * per row before it resets to the new household's rows (docs/sync-protocol.md S8).
 */
import { z } from 'zod';
import { plainText } from '@mise/domain/fields';
import {
  COLLECTION_NAMES,
  type CollectionName,
  type Collections,
  collectionSchemas,
} from '../collections';
import { MutationRejected, defineMutator } from '../define-mutator';
import type { MutatorTx } from '../mutator-tx';
import { firstMessage } from '../patch';

async function restore<Name extends CollectionName>(tx: MutatorTx, collection: Name, raw: unknown) {
  const parsed = collectionSchemas[collection].safeParse(raw);
  if (!parsed.success) throw new MutationRejected(firstMessage(parsed.error));
  // The schema of `collection` parsed it; TypeScript cannot follow the generic index.
  const row = parsed.data as Collections[Name];
  // A row the household already has wins: restoring never overwrites newer data.
  if (!(await tx.get(collection, row.id))) await tx.put(collection, row);
}

export const rowsRestore = defineMutator({
  name: 'rows.restore',
  args: () =>
    z.object({
      collection: z.enum(COLLECTION_NAMES),
      row: z.record(plainText('Field name'), z.unknown()),
    }),
  async run(tx, { collection, row }) {
    await restore(tx, collection, row);
  },
});

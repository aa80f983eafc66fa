/**
 * Wraps a device transaction to remember, for each row a mutation writes, what the row was
 * before, so the mutation's optimistic effect can be taken back when the server's answer comes.
 */
import type { CollectionName } from '../collections';
import type { MutatorTx } from '../mutator-tx';
import type { UndoRecord } from './local-store';

export interface RecordingTx extends MutatorTx {
  readonly undo: UndoRecord[];
}

export function recordingTx(tx: MutatorTx): RecordingTx {
  const undo: UndoRecord[] = [];
  const seen = new Set<string>();
  async function remember(collection: CollectionName, id: string) {
    const key = `${collection}/${id}`;
    if (seen.has(key)) return;
    seen.add(key);
    undo.push({ collection, id, before: (await tx.get(collection, id)) ?? null });
  }
  return {
    undo,
    get: (collection, id) => tx.get(collection, id),
    scan: (collection) => tx.scan(collection),
    put: async (collection, value) => {
      await remember(collection, value.id);
      await tx.put(collection, value);
    },
    delete: async (collection, id) => {
      await remember(collection, id);
      await tx.delete(collection, id);
    },
  };
}

/** Restores the rows a mutation wrote, last write first. */
export async function revert(tx: MutatorTx, undo: readonly UndoRecord[]): Promise<void> {
  for (const { collection, id, before } of [...undo].reverse()) {
    if (before === null) await tx.delete(collection, id);
    else await tx.put(collection, before);
  }
}

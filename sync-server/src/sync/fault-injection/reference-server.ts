/**
 * The simple model the fault-injection suite checks the real server against: it replays every
 * push that reached the server, in the order it arrived, with the rules S3–S5, the shared
 * mutators and the merge of same-thing adds (S15) over plain maps, and keeps the household's
 * rows after each version.
 */
import { MutationRejected } from '@mise/sync/define-mutator';
import { type Rows, emptyRows, memoryTx } from '@mise/sync/memory-tx';
import { addedThing, mergeAddedThing, scanLookup } from '@mise/sync/merge-adds';
import { runMutation } from '@mise/sync/mutators/registry';
import type { PushRequest } from '@mise/sync/protocol';

export type ReferenceVerdict = { gap: true } | { gap: false; lastMutationId: number };

export class ReferenceServer {
  rows: Rows = emptyRows();
  version = 0;
  /** Every processed mutation, applied or refused, as `name args`. */
  readonly processed: string[] = [];
  private readonly lastMutationIds = new Map<string, number>();
  private readonly snapshots = new Map<number, Rows>([[0, emptyRows()]]);

  async push(request: PushRequest): Promise<ReferenceVerdict> {
    let last = this.lastMutationIds.get(request.clientId) ?? 0;
    const fresh = request.mutations.filter((m) => m.id > last).sort((a, b) => a.id - b.id);
    const first = fresh[0];
    if (!first) return { gap: false, lastMutationId: last };
    if (first.id !== last + 1) return { gap: true };
    this.version += 1;
    for (const mutation of fresh) {
      if (mutation.id !== last + 1) break;
      const attempt = structuredClone(this.rows);
      try {
        const tx = memoryTx(attempt);
        const added = addedThing(
          mutation.name,
          await runMutation(tx, mutation.name, mutation.args),
        );
        if (added) await mergeAddedThing(tx, scanLookup(tx), added);
        this.rows = attempt;
      } catch (error) {
        if (!(error instanceof MutationRejected)) throw error;
      }
      this.processed.push(describeMutation(mutation.name, mutation.args));
      last = mutation.id;
    }
    this.lastMutationIds.set(request.clientId, last);
    this.snapshots.set(this.version, structuredClone(this.rows));
    return { gap: false, lastMutationId: last };
  }

  /** The household's rows as of a version a device pulled. */
  rowsAt(version: number): Rows {
    const snapshot = this.snapshots.get(version);
    if (!snapshot) throw new Error(`no reference snapshot for version ${version}`);
    return structuredClone(snapshot);
  }
}

export function describeMutation(name: string, args: unknown): string {
  return `${name} ${JSON.stringify(args)}`;
}

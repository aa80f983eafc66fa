/**
 * A device store in memory with real transaction semantics (a throw leaves nothing behind),
 * for the engine's tests, the fault-injection suite's simulated devices and the benchmark.
 * Writes go straight to the data and log how to undo themselves, so a transaction costs what
 * it touches, not the size of the store.
 */
import type { Collections, CollectionName } from '../collections';
import { type Rows, emptyRows, listRows, table } from '../memory-tx';
import type { LocalStore, LocalTx, OutboxEntry, SyncState } from './local-store';

export class MemoryStore implements LocalStore {
  /** The device's rows as its user sees them. */
  readonly rows: Rows = emptyRows();
  private readonly outbox = new Map<number, OutboxEntry>();
  private state: SyncState | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  transaction<T>(fn: (tx: LocalTx) => Promise<T>): Promise<T> {
    // One transaction at a time, as IndexedDB read-write transactions over the same tables.
    const result = this.queue.then(async () => {
      const undo: (() => void)[] = [];
      try {
        return await fn(this.tx(undo));
      } catch (error) {
        for (const step of undo.reverse()) step();
        throw error;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  private tx(undo: (() => void)[]): LocalTx {
    const setRow = (
      collection: CollectionName,
      id: string,
      value: Collections[CollectionName] | undefined,
    ) => {
      const rows = table(this.rows, collection);
      const before = rows.get(id);
      if (value === undefined) rows.delete(id);
      else rows.set(id, structuredClone(value));
      undo.push(() => (before === undefined ? rows.delete(id) : rows.set(id, before)));
    };
    const setEntry = (id: number, entry: OutboxEntry | undefined) => {
      const before = this.outbox.get(id);
      if (entry === undefined) this.outbox.delete(id);
      else this.outbox.set(id, structuredClone(entry));
      undo.push(() =>
        before === undefined ? this.outbox.delete(id) : this.outbox.set(id, before),
      );
    };
    return {
      get: <Name extends CollectionName>(collection: Name, id: string) =>
        Promise.resolve(
          structuredClone(table(this.rows, collection).get(id)) as Collections[Name] | undefined,
        ),
      put: (collection, value) => Promise.resolve(setRow(collection, value.id, value)),
      delete: (collection, id) => Promise.resolve(setRow(collection, id, undefined)),
      scan: (collection) => Promise.resolve(listRows(this.rows, collection)),
      bulkGet: <Name extends CollectionName>(collection: Name, ids: string[]) =>
        Promise.resolve(
          ids.map(
            (id) =>
              structuredClone(table(this.rows, collection).get(id)) as
                Collections[Name] | undefined,
          ),
        ),
      bulkPut: (collection, values) => {
        for (const value of values) setRow(collection, value.id, value);
        return Promise.resolve();
      },
      bulkDelete: (collection, ids) => {
        for (const id of ids) setRow(collection, id, undefined);
        return Promise.resolve();
      },
      outboxList: () =>
        Promise.resolve(
          [...this.outbox.values()]
            .sort((a, b) => a.id - b.id)
            .map((entry) => structuredClone(entry)),
        ),
      outboxCount: () => Promise.resolve(this.outbox.size),
      outboxPut: (entry) => Promise.resolve(setEntry(entry.id, entry)),
      outboxDeleteThrough: (id) => {
        for (const key of [...this.outbox.keys()]) if (key <= id) setEntry(key, undefined);
        return Promise.resolve();
      },
      outboxReplace: (entries) => {
        for (const key of [...this.outbox.keys()]) setEntry(key, undefined);
        for (const entry of entries) setEntry(entry.id, entry);
        return Promise.resolve();
      },
      readState: () => Promise.resolve(structuredClone(this.state)),
      writeState: (state) => {
        const before = this.state;
        this.state = structuredClone(state);
        undo.push(() => (this.state = before));
        return Promise.resolve();
      },
      clearRows: () => {
        for (const collection of [...this.rows.keys()]) {
          for (const id of [...table(this.rows, collection).keys()])
            setRow(collection, id, undefined);
        }
        return Promise.resolve();
      },
    };
  }
}

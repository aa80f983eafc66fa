/**
 * A device store in memory with real transaction semantics (a throw leaves nothing behind),
 * for the engine's tests and the fault-injection suite's simulated devices.
 */
import { type Rows, emptyRows, memoryTx } from '../memory-tx';
import type { LocalStore, LocalTx, OutboxEntry, SyncState } from './local-store';

interface MemoryData {
  rows: Rows;
  outbox: OutboxEntry[];
  state: SyncState | undefined;
}

export class MemoryStore implements LocalStore {
  private data: MemoryData = { rows: emptyRows(), outbox: [], state: undefined };
  private queue: Promise<unknown> = Promise.resolve();

  /** The device's rows as its user sees them. */
  get rows(): Rows {
    return this.data.rows;
  }

  transaction<T>(fn: (tx: LocalTx) => Promise<T>): Promise<T> {
    // One transaction at a time, as IndexedDB read-write transactions over the same tables.
    const result = this.queue.then(async () => {
      const working = structuredClone(this.data);
      const value = await fn(this.tx(working));
      this.data = working;
      return value;
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  private tx(working: MemoryData): LocalTx {
    return {
      ...memoryTx(working.rows),
      outboxList: () => Promise.resolve(structuredClone(working.outbox)),
      outboxPut: (entry) => {
        working.outbox = [...working.outbox.filter((e) => e.id !== entry.id), entry].sort(
          (a, b) => a.id - b.id,
        );
        return Promise.resolve();
      },
      outboxDeleteThrough: (id) => {
        working.outbox = working.outbox.filter((entry) => entry.id > id);
        return Promise.resolve();
      },
      outboxReplace: (entries) => {
        working.outbox = structuredClone(entries);
        return Promise.resolve();
      },
      readState: () => Promise.resolve(structuredClone(working.state)),
      writeState: (state) => {
        working.state = structuredClone(state);
        return Promise.resolve();
      },
      clearRows: () => {
        working.rows.clear();
        return Promise.resolve();
      },
    };
  }
}

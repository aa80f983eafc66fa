/**
 * The small transaction interface every mutator runs against: over Dexie on the device
 * (optimistic) and over SQL on the server (authoritative). Reads never see deleted rows.
 */
import type { CollectionName, Collections } from './collections';

export interface MutatorTx {
  get<Name extends CollectionName>(
    collection: Name,
    id: string,
  ): Promise<Collections[Name] | undefined>;
  put<Name extends CollectionName>(collection: Name, value: Collections[Name]): Promise<void>;
  delete(collection: CollectionName, id: string): Promise<void>;
  scan<Name extends CollectionName>(collection: Name): Promise<Collections[Name][]>;
}

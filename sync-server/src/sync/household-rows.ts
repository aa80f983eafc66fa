/**
 * The mutators' transaction interface on the server, for pushes and REST writes alike: one
 * household's rows read once and kept in memory for the whole batch, writes collected and
 * flushed in two statements at the end. A push of 500 mutations costs a handful of queries
 * instead of a few per mutation, which keeps 10,000 mutations within seconds on PGlite
 * (docs/architecture.md, `pnpm bench`). Safe because every writer bumps the household's
 * version first and so holds its row lock: nobody else changes these rows before the commit.
 */
import {
  type CollectionName,
  type Collections,
  type Entity,
  collectionSchemas,
  isCollectionName,
} from '@mise/sync/collections';
import { type MergedCollection, sameThingKey } from '@mise/sync/merge-adds';
import type { MutatorTx } from '@mise/sync/mutator-tx';
import type { Queryable } from '../storage/database';
import type { Tombstone } from './deleted-meanwhile';
import {
  type EntityRow,
  getEntitiesById,
  getEntity,
  listEntities,
  listThingFields,
  writeEntities,
} from '../storage/entities';

const rowKey = (collection: string, id: string) => `${collection}\u0000${id}`;

function parseRow<Name extends CollectionName>(collection: Name, data: unknown): Collections[Name] {
  // Rows were validated by a mutator on the way in; parsing again guards the types on the way out.
  return collectionSchemas[collection].parse(data) as Collections[Name];
}

/**
 * A stored row its collection's schema refuses (a bad restore, an old bug): a mutation that
 * reads it is refused (rule S14), while scans and the other rows carry on without it.
 */
export class UnreadableRow extends Error {
  override readonly name = 'UnreadableRow';
}

interface Change {
  collection: CollectionName;
  id: string;
  row: Entity | null;
  /** Stored, but not a valid row of its collection. */
  unreadable?: true;
}

export class HouseholdRows {
  /** Rows known in this transaction; null = absent or deleted. */
  private readonly known = new Map<string, Change>();
  private readonly prefetchedIds = new Set<string>();
  private readonly scanned = new Set<CollectionName>();
  private readonly dirty = new Map<string, Change>();
  /** Deleted rows as they were, by rowKey: what rule S12's notice names. */
  private readonly tombstones = new Map<string, Tombstone>();
  /** Rule S15's lookup: a collection's live rows by sameThingKey, built on first use. */
  private readonly sameThingIndexes = new Map<CollectionName, SameThingIndex>();

  constructor(
    private readonly q: Queryable,
    private readonly householdId: string,
  ) {}

  /** Loads, in one query, the rows these ids name (mutator arguments mostly carry row ids). */
  async prefetch(ids: readonly string[]): Promise<void> {
    const fresh = [...new Set(ids)].filter((id) => !this.prefetchedIds.has(id));
    for (const row of await getEntitiesById(this.q, this.householdId, fresh)) this.remember(row);
    fresh.forEach((id) => this.prefetchedIds.add(id));
  }

  /**
   * A transaction for one mutation, layered on the batch: `commit()` keeps its writes,
   * leaving it uncommitted (a refused mutation) drops them.
   */
  mutation(): { tx: MutatorTx; commit: () => void; wrote: () => boolean } {
    const staged = new Map<string, Change>();
    const read = async <Name extends CollectionName>(collection: Name, id: string) => {
      const change = staged.get(rowKey(collection, id)) ?? (await this.load(collection, id));
      if (change?.unreadable) throw new UnreadableRow(`${collection} ${id} is not a valid row`);
      return change?.row ? parseRow(collection, structuredClone(change.row)) : undefined;
    };
    const tx: MutatorTx = {
      get: read,
      put: (collection, value) => {
        staged.set(rowKey(collection, value.id), {
          collection,
          id: value.id,
          row: structuredClone(value),
        });
        return Promise.resolve();
      },
      delete: (collection, id) => {
        staged.set(rowKey(collection, id), { collection, id, row: null });
        return Promise.resolve();
      },
      scan: async (collection) => {
        await this.scan(collection);
        const ids = new Set<string>();
        for (const change of this.known.values()) {
          if (change.collection === collection && change.unreadable !== true) ids.add(change.id);
        }
        for (const change of staged.values()) {
          if (change.collection === collection) ids.add(change.id);
        }
        const rows = await Promise.all([...ids].map((id) => read(collection, id)));
        return rows.filter((row) => row !== undefined);
      },
    };
    const commit = () => {
      for (const [k, change] of staged) {
        this.setKnown(k, change);
        this.dirty.set(k, change);
      }
    };
    return { tx, commit, wrote: () => staged.size > 0 };
  }

  /** A deleted row of the household with one of these ids (loaded by prefetch), if any. */
  tombstoneOf(ids: readonly string[]): Tombstone | undefined {
    for (const [k, tombstone] of this.tombstones) {
      const change = this.known.get(k);
      if (change?.row === null && ids.includes(change.id)) return tombstone;
    }
    return undefined;
  }

  /** The committed live rows of `collection` that are the same thing as `key` says (S15). */
  async sameThing<Name extends MergedCollection>(
    collection: Name,
    key: string,
  ): Promise<Collections[Name][]> {
    const index = await this.sameThingIndex(collection);
    const rows: Collections[Name][] = [];
    for (const id of index.idsByKey.get(key) ?? []) {
      const change = await this.load(collection, id);
      if (change?.row) rows.push(parseRow(collection, structuredClone(change.row)));
    }
    return rows;
  }

  /**
   * Built once per collection and batch from the rows' compared fields alone; rows this batch
   * already knows count as they stand now. Kept in step as mutations commit (setKnown).
   */
  private async sameThingIndex(collection: MergedCollection): Promise<SameThingIndex> {
    const built = this.sameThingIndexes.get(collection);
    if (built) return built;
    const index: SameThingIndex = { idsByKey: new Map(), keyById: new Map() };
    for (const fields of await listThingFields(this.q, this.householdId, collection)) {
      if (!this.known.has(rowKey(collection, fields.id)))
        indexKey(index, fields.id, sameThingKey(fields));
    }
    for (const change of this.known.values()) {
      if (change.collection === collection) indexKey(index, change.id, keyOfChange(change));
    }
    this.sameThingIndexes.set(collection, index);
    return index;
  }

  /** Writes what the committed mutations changed, stamped with the push's version. */
  async flush(version: number): Promise<boolean> {
    const changes = [...this.dirty.values()];
    await writeEntities(this.q, this.householdId, version, {
      rows: changes.flatMap(({ collection, id, row }) =>
        row ? [{ collection, id, data: row }] : [],
      ),
      deleted: changes.filter((change) => change.row === null),
    });
    return changes.length > 0;
  }

  private remember(row: EntityRow): void {
    if (!isCollectionName(row.collection)) return;
    const collection = row.collection;
    const k = rowKey(collection, row.id);
    if (this.dirty.has(k)) return;
    if (row.deleted) {
      this.tombstones.set(k, { collection, data: row.data });
      this.setKnown(k, { collection, id: row.id, row: null });
      return;
    }
    const parsed = collectionSchemas[collection].safeParse(row.data);
    this.setKnown(
      k,
      parsed.success
        ? { collection, id: row.id, row: parsed.data }
        : { collection, id: row.id, row: null, unreadable: true },
    );
  }

  /** Records a row's latest value, keeping the same-thing index (if built) in step. */
  private setKnown(k: string, change: Change): void {
    const index = this.sameThingIndexes.get(change.collection);
    if (index) indexKey(index, change.id, keyOfChange(change));
    this.known.set(k, change);
  }

  private async load(collection: CollectionName, id: string): Promise<Change | undefined> {
    const k = rowKey(collection, id);
    const known = this.known.get(k);
    if (known || this.prefetchedIds.has(id) || this.scanned.has(collection)) return known;
    const row = await getEntity(this.q, { householdId: this.householdId, collection, id });
    if (row) this.remember(row);
    else this.setKnown(k, { collection, id, row: null });
    return this.known.get(k);
  }

  private async scan(collection: CollectionName): Promise<void> {
    if (this.scanned.has(collection)) return;
    for (const row of await listEntities(this.q, this.householdId, collection)) this.remember(row);
    this.scanned.add(collection);
  }
}

interface SameThingIndex {
  idsByKey: Map<string, Set<string>>;
  keyById: Map<string, string>;
}

function keyOfChange(change: Change): string {
  const { row } = change;
  if (!row || (change.collection !== 'groceryItems' && change.collection !== 'pantryItems')) {
    return '';
  }
  return sameThingKey(row as Collections[MergedCollection]);
}

/** Files `id` under `key`, out of the key it had; "" files it nowhere (deleted, or never merged). */
function indexKey(index: SameThingIndex, id: string, key: string): void {
  const before = index.keyById.get(id);
  if (before !== undefined) index.idsByKey.get(before)?.delete(id);
  if (key === '') {
    index.keyById.delete(id);
    return;
  }
  index.keyById.set(id, key);
  let ids = index.idsByKey.get(key);
  if (!ids) index.idsByKey.set(key, (ids = new Set()));
  ids.add(id);
}

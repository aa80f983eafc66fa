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
import type { MutatorTx } from '@mise/sync/mutator-tx';
import type { Queryable } from '../storage/database';
import {
  type EntityRow,
  getEntitiesById,
  getEntity,
  listEntities,
  writeEntities,
} from '../storage/entities';

const key = (collection: string, id: string) => `${collection}\u0000${id}`;

function parseRow<Name extends CollectionName>(collection: Name, data: unknown): Collections[Name] {
  // Rows were validated by a mutator on the way in; parsing again guards the types on the way out.
  return collectionSchemas[collection].parse(data) as Collections[Name];
}

interface Change {
  collection: CollectionName;
  id: string;
  row: Entity | null;
}

export class HouseholdRows {
  /** Rows known in this transaction; null = absent or deleted. */
  private readonly known = new Map<string, Change>();
  private readonly prefetchedIds = new Set<string>();
  private readonly scanned = new Set<CollectionName>();
  private readonly dirty = new Map<string, Change>();

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
  mutation(): { tx: MutatorTx; commit: () => void } {
    const staged = new Map<string, Change>();
    const read = async <Name extends CollectionName>(collection: Name, id: string) => {
      const change = staged.get(key(collection, id)) ?? (await this.load(collection, id));
      return change?.row ? parseRow(collection, structuredClone(change.row)) : undefined;
    };
    const tx: MutatorTx = {
      get: read,
      put: (collection, value) => {
        staged.set(key(collection, value.id), {
          collection,
          id: value.id,
          row: structuredClone(value),
        });
        return Promise.resolve();
      },
      delete: (collection, id) => {
        staged.set(key(collection, id), { collection, id, row: null });
        return Promise.resolve();
      },
      scan: async (collection) => {
        await this.scan(collection);
        const ids = new Set<string>();
        for (const change of [...this.known.values(), ...staged.values()]) {
          if (change.collection === collection) ids.add(change.id);
        }
        const rows = await Promise.all([...ids].map((id) => read(collection, id)));
        return rows.filter((row) => row !== undefined);
      },
    };
    const commit = () => {
      for (const [k, change] of staged) {
        this.known.set(k, change);
        this.dirty.set(k, change);
      }
    };
    return { tx, commit };
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
    const k = key(collection, row.id);
    if (this.dirty.has(k)) return;
    this.known.set(k, {
      collection,
      id: row.id,
      row: row.deleted ? null : parseRow(collection, row.data),
    });
  }

  private async load(collection: CollectionName, id: string): Promise<Change | undefined> {
    const k = key(collection, id);
    const known = this.known.get(k);
    if (known || this.prefetchedIds.has(id) || this.scanned.has(collection)) return known;
    const row = await getEntity(this.q, { householdId: this.householdId, collection, id });
    if (row) this.remember(row);
    else this.known.set(k, { collection, id, row: null });
    return this.known.get(k);
  }

  private async scan(collection: CollectionName): Promise<void> {
    if (this.scanned.has(collection)) return;
    for (const row of await listEntities(this.q, this.householdId, collection)) this.remember(row);
    this.scanned.add(collection);
  }
}

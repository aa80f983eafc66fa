// Typed queries on households and the generic entities table: what push, pull and the REST
// endpoints need. Every function takes a Queryable, so it runs alone or inside a transaction.
import { z } from 'zod';
import type { Queryable } from './database';

/** An entity's fields as stored in jsonb: one JSON object (the table's check constraint). */
export type EntityData = Record<string, unknown>;

export interface EntityKey {
  householdId: string;
  /** The kind of entity, e.g. `pantryItems`, `recipes`. */
  collection: string;
  id: string;
}

export interface EntityRow extends EntityKey {
  data: EntityData;
  /** The household version of the row's last write. */
  version: number;
  /** A tombstone: kept so pull can tell other devices to drop the row. */
  deleted: boolean;
}

export interface HouseholdRow {
  id: string;
  version: number;
  createdAt: Date;
}

// Rows are parsed rather than cast: a drifted column type (say int8 arriving as a string from
// a driver without our parsers) fails here, loudly, instead of deep inside a mutator.
const entityRowSchema: z.ZodType<EntityRow> = z.object({
  householdId: z.string(),
  collection: z.string(),
  id: z.string(),
  data: z.record(z.string(), z.unknown()),
  version: z.number().int().nonnegative(),
  deleted: z.boolean(),
});
const householdRowSchema: z.ZodType<HouseholdRow> = z.object({
  id: z.string(),
  version: z.number().int().nonnegative(),
  createdAt: z.date(),
});
const versionRowSchema = z.object({ version: z.number().int().nonnegative() });

const ENTITY_COLUMNS = 'household_id as "householdId", collection, id, data, version, deleted';

export async function createHousehold(q: Queryable): Promise<HouseholdRow> {
  const rows = await q.query(
    'insert into households default values returning id, version, created_at as "createdAt"',
  );
  return householdRowSchema.parse(rows[0]);
}

/** NOTIFY channel of every version bump; its payload is the household (sync/pokes.ts listens). */
export const HOUSEHOLD_CHANGED_CHANNEL = 'mise_household_changed';

/**
 * Increments the household's version and returns the new one. The UPDATE takes the row lock,
 * so concurrent transactions bumping one household get distinct, consecutive versions.
 * It also notifies HOUSEHOLD_CHANGED_CHANNEL in the same transaction: PostgreSQL delivers that
 * only if the commit happens, and whatever the process does after it, so the read caches of
 * every server instance hear of every commit (on PGlite nobody listens; it costs nothing).
 */
export async function bumpHouseholdVersion(q: Queryable, householdId: string): Promise<number> {
  const rows = await q.query(
    `update households set version = version + 1 where id = $1
     returning version, pg_notify('${HOUSEHOLD_CHANGED_CHANNEL}', id::text)`,
    [householdId],
  );
  if (rows.length === 0) throw new Error(`household ${householdId} does not exist`);
  return versionRowSchema.parse(rows[0]).version;
}

/**
 * Inserts or replaces an entity at `version`; putting a tombstoned key revives it. That a
 * delete wins over a later update is the mutators' rule (they see tombstones as absent), since
 * the same mutator code also runs over Dexie.
 */
export async function putEntity(
  q: Queryable,
  entity: EntityKey & { data: EntityData; version: number },
): Promise<void> {
  await q.query(
    `insert into entities (household_id, collection, id, data, version)
     values ($1, $2, $3, $4::jsonb, $5)
     on conflict (household_id, collection, id) do update
       set data = excluded.data, version = excluded.version, deleted = false, updated_at = now()`,
    // JSON text, not the object: pg would send a JS array parameter as a PostgreSQL array.
    [entity.householdId, entity.collection, entity.id, JSON.stringify(entity.data), entity.version],
  );
}

/**
 * Turns a live entity into a tombstone at `version`, keeping the row. Returns false when there
 * was no live row (absent or already deleted), which changes nothing.
 */
export async function deleteEntity(
  q: Queryable,
  key: EntityKey,
  version: number,
): Promise<boolean> {
  const rows = await q.query(
    `update entities set deleted = true, version = $4, updated_at = now()
     where household_id = $1 and collection = $2 and id = $3 and not deleted
     returning id`,
    [key.householdId, key.collection, key.id, version],
  );
  return rows.length > 0;
}

/** The row, tombstone included (check `deleted`), or undefined when the key was never written. */
export async function getEntity(q: Queryable, key: EntityKey): Promise<EntityRow | undefined> {
  const rows = await q.query(
    `select ${ENTITY_COLUMNS} from entities
     where household_id = $1 and collection = $2 and id = $3`,
    [key.householdId, key.collection, key.id],
  );
  return rows.length === 0 ? undefined : entityRowSchema.parse(rows[0]);
}

/** The household's live entities of one collection, ordered by id. */
export async function listEntities(
  q: Queryable,
  householdId: string,
  collection: string,
): Promise<EntityRow[]> {
  const rows = await q.query(
    `select ${ENTITY_COLUMNS} from entities
     where household_id = $1 and collection = $2 and not deleted
     order by id`,
    [householdId, collection],
  );
  return rows.map((row) => entityRowSchema.parse(row));
}

/**
 * Pull: the household's rows written after `cursor`, tombstones included, in version order
 * (ties, rows written by one mutation, ordered by collection and id), at most `limit` of them
 * unless the last version read has more rows: a version is never split between two pages, so
 * a page always ends at a version the device can resume after.
 */
export async function changedSince(
  q: Queryable,
  householdId: string,
  cursor: number,
  limit: number,
): Promise<EntityRow[]> {
  const rows = (
    await q.query(
      `select ${ENTITY_COLUMNS} from entities
       where household_id = $1 and version > $2
       order by version, collection, id
       limit $3`,
      [householdId, cursor, limit],
    )
  ).map((row) => entityRowSchema.parse(row));
  const last = rows.at(-1);
  if (rows.length < limit || !last) return rows;
  const rest = await q.query(
    `select ${ENTITY_COLUMNS} from entities
     where household_id = $1 and version = $2
     order by collection, id`,
    [householdId, last.version],
  );
  return [
    ...rows.filter((row) => row.version < last.version),
    ...rest.map((row) => entityRowSchema.parse(row)),
  ];
}

/**
 * The community list: shared, live recipes of every household, newest first. The conditions
 * are literals matching entities_shared_recipes_idx's predicate so the planner can use it.
 */
export async function listSharedRecipes(q: Queryable, limit: number): Promise<EntityRow[]> {
  const rows = await q.query(
    `select ${ENTITY_COLUMNS} from entities
     where collection = 'recipes' and data ->> 'isShared' = 'true' and not deleted
     order by created_at desc, id
     limit $1`,
    [limit],
  );
  return rows.map((row) => entityRowSchema.parse(row));
}

/** Rows of one household with any of these ids, in any collection, tombstones included. */
export async function getEntitiesById(
  q: Queryable,
  householdId: string,
  ids: readonly string[],
): Promise<EntityRow[]> {
  if (ids.length === 0) return [];
  const rows = await q.query(
    `select ${ENTITY_COLUMNS} from entities where household_id = $1 and id = any($2::text[])`,
    [householdId, ids],
  );
  return rows.map((row) => entityRowSchema.parse(row));
}

/**
 * Writes many rows in one statement (a push of hundreds of mutations would otherwise pay one
 * round trip per row): upserts for `rows`, tombstones for `deleted`, all stamped `version`.
 */
export async function writeEntities(
  q: Queryable,
  householdId: string,
  version: number,
  changes: {
    rows: readonly { collection: string; id: string; data: EntityData }[];
    deleted: readonly { collection: string; id: string }[];
  },
): Promise<void> {
  if (changes.rows.length > 0) {
    await q.query(
      `insert into entities (household_id, collection, id, data, version)
       select $1, x.collection, x.id, x.data, $2
       from jsonb_to_recordset($3::jsonb) as x(collection text, id text, data jsonb)
       on conflict (household_id, collection, id) do update
         set data = excluded.data, version = excluded.version, deleted = false, updated_at = now()`,
      [householdId, version, JSON.stringify(changes.rows)],
    );
  }
  if (changes.deleted.length > 0) {
    await q.query(
      `update entities e set deleted = true, version = $2, updated_at = now()
       from jsonb_to_recordset($3::jsonb) as x(collection text, id text)
       where e.household_id = $1 and e.collection = x.collection and e.id = x.id and not e.deleted`,
      [householdId, version, JSON.stringify(changes.deleted)],
    );
  }
}

/** One live row's fields that rule S15 compares, read without parsing the whole row. */
export interface ThingFieldsRow {
  id: string;
  name: string;
  unit: string;
  completed: boolean;
  category: string | undefined;
  expirationDate: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The household's live rows of one collection, only the fields that tell whether two are the
 * same thing (S15): a push looks up every add among them, and parsing every whole row of a
 * large household for that was most of the push's time (docs/budgets.md, `pnpm bench`).
 */
export async function listThingFields(
  q: Queryable,
  householdId: string,
  collection: string,
): Promise<ThingFieldsRow[]> {
  const rows = await q.query(
    `select id, data ->> 'name' as name, data ->> 'unit' as unit,
       data -> 'completed' = 'true'::jsonb as completed, data ->> 'category' as category,
       data ->> 'expirationDate' as "expirationDate"
     from entities where household_id = $1 and collection = $2 and not deleted`,
    [householdId, collection],
  );
  return rows.flatMap((row) => {
    const id = text(row.id);
    const name = text(row.name);
    const unit = text(row.unit);
    if (id === undefined || name === undefined || unit === undefined) return [];
    const completed = row.completed === true;
    return [
      {
        id,
        name,
        unit,
        completed,
        category: text(row.category),
        expirationDate: text(row.expirationDate),
      },
    ];
  });
}

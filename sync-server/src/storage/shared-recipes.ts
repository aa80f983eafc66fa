// Queries over the community's recipes (every household's shared ones) for the REST endpoints:
// the paginated, searchable list, the quick meals, and whether one recipe is visible to a
// household. Each repeats the predicate of the partial indexes of migrations 001 and 008
// literally, or the planner cannot use them.
//
// A shared recipe's id is its first sharer's (migration 008): a row of another household with
// the same id, shared later, is never shown outside its own household, so nobody can put their
// text behind a recipe the community already knows.
import { z } from 'zod';
import type { Queryable } from './database';
import type { EntityData } from './entities';
import { getEntity } from './entities';
import { findSeedRecipe } from '@mise/catalog/recipes/index';

const SHARED = `collection = 'recipes' and data ->> 'isShared' = 'true' and not deleted`;

/** The row `entities` is its id's first shared row: no household shared that id before. */
const FIRST_SHARED = `not exists (
  select 1 from entities claim
  where claim.collection = 'recipes' and claim.data ->> 'isShared' = 'true'
    and claim.id = entities.id
    and (claim.created_at, claim.household_id) < (entities.created_at, entities.household_id))`;

/**
 * Where a page ends, in the list's order (created_at desc, then id). createdAt keeps the
 * column's microseconds: through a JS Date it would lose them, and rows committed within the
 * same millisecond would be skipped or repeated at a page boundary.
 */
export interface SharedRecipeKey {
  createdAt: string;
  id: string;
}

export interface SharedRecipeRow {
  householdId: string;
  data: EntityData;
  key: SharedRecipeKey;
}

const sharedRowSchema = z
  .object({
    householdId: z.string(),
    id: z.string(),
    data: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .transform(({ householdId, id, data, createdAt }) => ({
    householdId,
    data,
    key: { createdAt, id },
  }));

const COLUMNS = `household_id as "householdId", id, data,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"`;

export interface SharedRecipeFilter {
  limit: number;
  /** The last row of the previous page. */
  after?: SharedRecipeKey;
  /** Case-insensitive substring of the name or the description. */
  search?: string;
  /** Case-insensitive equality: stored recipes may say "Italian" or "italian". */
  cuisine?: string;
}

/** One page of the community list, newest first. */
export async function listSharedRecipePage(
  q: Queryable,
  filter: SharedRecipeFilter,
): Promise<SharedRecipeRow[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.after) {
    const at = param(filter.after.createdAt);
    const id = param(filter.after.id);
    // `created_at <= at` bounds the index scan; the rest settles ties within one instant.
    conditions.push(`created_at <= ${at}::timestamptz
      and (created_at < ${at}::timestamptz or id > ${id})`);
  }
  if (filter.search !== undefined) {
    // strpos, not LIKE: what the user types is matched literally, % and _ included.
    const text = param(filter.search);
    conditions.push(`(strpos(lower(data ->> 'name'), lower(${text})) > 0
      or strpos(lower(coalesce(data ->> 'description', '')), lower(${text})) > 0)`);
  }
  if (filter.cuisine !== undefined) {
    conditions.push(`lower(data ->> 'cuisine') = lower(${param(filter.cuisine)})`);
  }
  const rows = await q.query(
    `select ${COLUMNS} from entities
     where ${[SHARED, FIRST_SHARED, ...conditions].join(' and ')}
     order by created_at desc, id
     limit ${param(filter.limit)}`,
    params,
  );
  return rows.map((row) => sharedRowSchema.parse(row));
}

/** Other households' shared recipes of at most `maxCookTime` minutes, newest first. */
export async function listOthersQuickRecipes(
  q: Queryable,
  householdId: string,
  maxCookTime: number,
  limit: number,
): Promise<SharedRecipeRow[]> {
  const rows = await q.query(
    `select ${COLUMNS} from entities
     where ${SHARED} and ${FIRST_SHARED}
       and household_id <> $1 and (data ->> 'cookTime')::numeric <= $2
     order by created_at desc, id
     limit $3`,
    [householdId, maxCookTime, limit],
  );
  return rows.map((row) => sharedRowSchema.parse(row));
}

/**
 * A recipe the household may see: its own (shared or not), else a seed of the shipped library,
 * else the community's recipe of that id: the first shared row of the id, unless deleted since.
 */
export async function findVisibleRecipe(
  q: Queryable,
  householdId: string,
  id: string,
): Promise<EntityData | undefined> {
  const own = await getEntity(q, { householdId, collection: 'recipes', id });
  if (own && !own.deleted) return own.data;
  // The shipped library is every household's: the home list offers it and a device may start
  // cooking a seed without copying it first.
  const seed = findSeedRecipe(id);
  if (seed) return seed;
  const rows = await q.query(
    `select ${COLUMNS}, deleted from entities
     where collection = 'recipes' and data ->> 'isShared' = 'true' and id = $1
     order by created_at, household_id limit 1`,
    [id],
  );
  const first = rows[0];
  if (first === undefined || first.deleted === true) return undefined;
  return sharedRowSchema.parse(first).data;
}

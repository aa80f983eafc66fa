// Queries over the community's recipes (every household's shared ones) for the REST endpoints:
// the paginated, searchable list, the quick meals, and whether one recipe is visible to a
// household. Each repeats the predicate of the partial indexes of migrations 001 and 003
// literally, or the planner cannot use them.
import { z } from 'zod';
import type { Queryable } from './database';
import type { EntityData } from './entities';
import { getEntity } from './entities';
import { findSeedRecipe } from '@mise/catalog/recipes/index';

const SHARED = `collection = 'recipes' and data ->> 'isShared' = 'true' and not deleted`;

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
     where ${[SHARED, ...conditions].join(' and ')}
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
     where ${SHARED} and household_id <> $1 and (data ->> 'cookTime')::numeric <= $2
     order by created_at desc, id
     limit $3`,
    [householdId, maxCookTime, limit],
  );
  return rows.map((row) => sharedRowSchema.parse(row));
}

/**
 * A recipe the household may see: its own (shared or not), else a seed of the shipped library,
 * else a shared one of another household, the newest if several households share one id
 * (catalog ids are readable words).
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
    `select ${COLUMNS} from entities where ${SHARED} and id = $1
     order by created_at desc limit 1`,
    [id],
  );
  return rows[0] === undefined ? undefined : sharedRowSchema.parse(rows[0]).data;
}

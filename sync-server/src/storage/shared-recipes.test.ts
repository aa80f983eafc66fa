// The community queries at scale: 10,000 shared recipes (and private rows they must skip) on
// every engine, checking that pages come from the partial indexes and stay fast. The
// PostgreSQL variant runs when TEST_DATABASE_URL is set, like the storage contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineDatabase, Queryable } from './database';
import { createHousehold } from './entities';
import { migrate } from './migrate';
import { findVisibleRecipe, listSharedRecipePage } from './shared-recipes';
import type { SharedRecipeKey } from './shared-recipes';
import { pgliteInMemory, postgresInSchemas } from './storage-test-engines';
import type { TestEngine } from './storage-test-engines';

const rawUrl = process.env.TEST_DATABASE_URL;
const testDatabaseUrl = rawUrl === undefined || rawUrl === '' ? undefined : rawUrl;
const SHARED_COUNT = 10_000;
/** Generous for a shared CI machine; a query that walks rows one by one misses it by far. */
const BUDGET_MS = 250;

describe.each([pgliteInMemory()])('shared recipes at scale on $label', (engine) =>
  defineScaleCases(engine),
);
describe.skipIf(testDatabaseUrl === undefined).each([postgresInSchemas(testDatabaseUrl)])(
  'shared recipes at scale on $label',
  (engine) => defineScaleCases(engine),
);

/** Inserts `count` recipes of one household in one statement, newest with the lowest number. */
async function seedRecipes(db: Queryable, householdId: string, prefix: string, shared: boolean) {
  await db.query(
    `insert into entities (household_id, collection, id, data, version, created_at)
     select $1, 'recipes', $2 || i, jsonb_build_object(
         'id', $2 || i, 'name', 'Recipe ' || i, 'description', 'Dish number ' || i,
         'ingredients', jsonb_build_array(jsonb_build_object('name', 'Salt', 'amount', '1', 'unit', 'pinch')),
         'instructions', jsonb_build_array(jsonb_build_object('step', 1, 'instruction', 'Cook.')),
         'cookTime', i % 60, 'difficulty', 'easy', 'dietaryTags', '[]'::jsonb, 'rating', 0,
         'cuisine', (array['italian', 'asian', 'mexican', 'Mediterranean'])[1 + i % 4],
         'isShared', $3::boolean, 'createdAt', '2030-01-01T00:00:00.000Z'),
       1, timestamptz '2030-01-01T00:00:00Z' - i * interval '1 second'
     from generate_series(1, $4::int) as i`,
    [householdId, prefix, shared, SHARED_COUNT],
  );
}

function defineScaleCases(engine: TestEngine): void {
  let db: EngineDatabase;
  let ownerId: string;
  let strangerId: string;

  beforeAll(async () => {
    ({ db } = await engine.create());
    await migrate(db);
    ownerId = (await createHousehold(db)).id;
    strangerId = (await createHousehold(db)).id;
    await seedRecipes(db, ownerId, 'shared-', true);
    await seedRecipes(db, ownerId, 'private-', false);
    await db.query('analyze entities');
  });
  afterAll(() => engine.cleanup());

  /** Runs the storage call, timing it and keeping the statement it sent for EXPLAIN. */
  async function measured<T>(call: (q: Queryable) => Promise<T>) {
    const sent: { sql: string; params: readonly unknown[] }[] = [];
    const spy: Queryable = {
      query: (sql, params = []) => {
        sent.push({ sql, params });
        return db.query(sql, params);
      },
    };
    await call(spy); // warm-up: the first run pays for parsing and caches
    const started = performance.now();
    const result = await call(db);
    const ms = performance.now() - started;
    const last = sent.at(-1);
    const plan = last ? await db.query(`explain ${last.sql}`, last.params) : [];
    return { result, ms, plan: JSON.stringify(plan) };
  }

  async function keyAt(offset: number): Promise<SharedRecipeKey> {
    const rows = await db.query<{ id: string; createdAt: string }>(
      `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"
       from entities where collection = 'recipes' and data ->> 'isShared' = 'true' and not deleted
       order by created_at desc, id offset $1 limit 1`,
      [offset],
    );
    const row = rows[0];
    if (!row) throw new Error(`no shared recipe at offset ${offset}`);
    return { createdAt: row.createdAt, id: row.id };
  }

  it('serves the first page from the partial index, newest first, skipping private recipes', async () => {
    const { result, ms, plan } = await measured((q) => listSharedRecipePage(q, { limit: 51 }));
    expect(result.map((row) => row.key.id).slice(0, 3)).toEqual([
      'shared-1',
      'shared-2',
      'shared-3',
    ]);
    expect(result).toHaveLength(51);
    expect(plan).toContain('entities_shared_recipes_idx');
    // Whether an older household shared the same id first is one index probe per row.
    expect(plan).toContain('entities_shared_recipe_claims_idx');
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('starts a page deep in the list at the cursor through the index, without walking to it', async () => {
    const after = await keyAt(8999);
    const { result, ms, plan } = await measured((q) =>
      listSharedRecipePage(q, { limit: 51, after }),
    );
    expect(result[0]?.key).toEqual(await keyAt(9000));
    expect(result.map((row) => row.key.id).slice(0, 2)).toEqual(['shared-9001', 'shared-9002']);
    expect(plan).toContain('entities_shared_recipes_idx');
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it.each([
    ['a search that matches nothing', { search: 'no such dish anywhere' }, 0],
    ['a search that matches a few', { search: 'DISH NUMBER 999' }, 11],
    ['a cuisine filter, case-insensitive', { cuisine: 'mediterranean' }, 51],
  ])('answers %s within the budget', async (_name, filter, expected) => {
    const { result, ms } = await measured((q) => listSharedRecipePage(q, { limit: 51, ...filter }));
    expect(result).toHaveLength(expected);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('finds another household’s shared recipe by id through its own index', async () => {
    const { result, ms, plan } = await measured((q) =>
      findVisibleRecipe(q, strangerId, 'shared-7777'),
    );
    expect(result).toMatchObject({ id: 'shared-7777', name: 'Recipe 7777' });
    expect(plan).toContain('entities_shared_recipe_claims_idx');
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(await findVisibleRecipe(db, strangerId, 'private-7777')).toBeUndefined();
  });
}

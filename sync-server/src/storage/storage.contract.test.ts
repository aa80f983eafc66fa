// The storage contract: the same cases against every engine, so PGlite and PostgreSQL stay
// interchangeable behind Database.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineDatabase, Queryable } from './database';
import {
  bumpHouseholdVersion,
  changedSince,
  createHousehold,
  deleteEntity,
  getEntity,
  listEntities,
  listSharedRecipes,
  putEntity,
} from './entities';
import type { EntityData, EntityRow } from './entities';
import { findMigrationsDir, migrate, readMigrations } from './migrate';
import { deleteUnusedPhotos, findPhoto, insertPhoto } from './photos';
import { pgliteInFolder, pgliteInMemory, postgresInSchemas } from './storage-test-engines';
import type { TestEngine } from './storage-test-engines';

const rawUrl = process.env.TEST_DATABASE_URL;
const testDatabaseUrl = rawUrl === undefined || rawUrl === '' ? undefined : rawUrl;

describe('storage contract prerequisites', () => {
  // CI must prove the PostgreSQL engine as well: there a missing URL fails instead of skipping.
  it.runIf(process.env.CI === 'true')('CI provides TEST_DATABASE_URL for PostgreSQL', () => {
    expect(
      testDatabaseUrl,
      'CI=true but TEST_DATABASE_URL is not set: point it at a PostgreSQL 15 database, e.g. ' +
        'postgres://postgres@127.0.0.1:5432/test, so the contract runs on PostgreSQL too',
    ).toBeDefined();
  });
});

describe.each([pgliteInMemory(), pgliteInFolder()])('storage contract on $label', (engine) =>
  defineContract(engine),
);

// PostgreSQL needs a running server, which a developer's machine may not have: locally this
// variant is skipped when TEST_DATABASE_URL is unset (CI fails on that, see above).
describe.skipIf(testDatabaseUrl === undefined).each([postgresInSchemas(testDatabaseUrl)])(
  'storage contract on $label',
  (engine) => defineContract(engine),
);

function defineContract(engine: TestEngine): void {
  let db: EngineDatabase;
  let migrationNames: string[];

  beforeAll(async () => {
    ({ db } = await engine.create());
    migrationNames = (await readMigrations(await findMigrationsDir())).map((m) => m.name);
    await migrate(db);
  });
  afterAll(() => engine.cleanup());

  describe('migrations', () => {
    it('apply every file once, in order, and a second run applies nothing', async () => {
      const { db: fresh } = await engine.create();
      expect(await migrate(fresh)).toEqual(migrationNames);
      expect(await migrate(fresh)).toEqual([]);
      const rows = await fresh.query('select name from schema_migrations order by version');
      expect(rows).toEqual(migrationNames.map((name) => ({ name })));
      await fresh.close();
    });

    it('apply each file exactly once when several instances start at once', async () => {
      const fresh = await engine.create();
      const other =
        fresh.concurrentHandles && fresh.reopen !== null ? await fresh.reopen() : fresh.db;
      const runs = await Promise.all([migrate(fresh.db), migrate(other), migrate(fresh.db)]);
      expect(runs.flat().sort()).toEqual(migrationNames);
      await Promise.all([fresh.db.close(), other.close()]);
    });

    it('roll a failing file back alone and resume at it on the next start-up', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'mise-migrations-'));
      await writeFile(join(dir, '001_first.sql'), 'create table first_table (id int);');
      const broken = 'create table second_table (id int);\nselect * from no_such_table;';
      await writeFile(join(dir, '002_second.sql'), broken);
      const { db: fresh } = await engine.create();

      await expect(migrate(fresh, { migrationsDir: dir })).rejects.toThrow(/no_such_table/);
      expect(await tableNames(fresh)).toEqual(['first_table', 'schema_migrations']);

      await writeFile(join(dir, '002_second.sql'), 'create table second_table (id int);');
      expect(await migrate(fresh, { migrationsDir: dir })).toEqual(['002_second']);
      expect(await tableNames(fresh)).toContain('second_table');
      await fresh.close();
      await rm(dir, { recursive: true });
    });

    it('refuse a database migrated further than the files this server has', async () => {
      const empty = await mkdtemp(join(tmpdir(), 'mise-migrations-'));
      await expect(migrate(db, { migrationsDir: empty })).rejects.toThrow(/does not know/);
      await rm(empty, { recursive: true });
    });

    // In memory nothing outlives the handle, so there is nothing to reopen.
    it.runIf(engine.persistent)('keep the data across close and reopen', async () => {
      const fresh = await engine.create();
      await migrate(fresh.db);
      const { id } = await createHousehold(fresh.db);
      const key = { householdId: id, collection: 'notes', id: 'kept' };
      await putEntity(fresh.db, { ...key, data: { text: 'still here' }, version: 1 });
      await fresh.db.close();

      const reopened = await fresh.reopen?.();
      if (reopened === undefined) throw new Error('a persistent engine must reopen');
      expect(await migrate(reopened)).toEqual([]);
      expect(await getEntity(reopened, key)).toMatchObject({ data: { text: 'still here' } });
      await reopened.close();
    });
  });

  describe('transactions', () => {
    it('commit when fn resolves', async () => {
      const key = await db.transaction(async (tx) => {
        const { id } = await createHousehold(tx);
        const entity = { householdId: id, collection: 'notes', id: 'n1' };
        await putEntity(tx, { ...entity, data: { text: 'kept' }, version: 1 });
        return entity;
      });
      expect(await getEntity(db, key)).toMatchObject({ data: { text: 'kept' } });
    });

    it('roll back everything and rethrow when fn throws', async () => {
      const failure = new Error('boom');
      const householdId = randomUUID();
      const attempt = db.transaction(async (tx) => {
        await tx.query('insert into households (id) values ($1)', [householdId]);
        await putEntity(tx, { householdId, collection: 'notes', id: 'n', data: {}, version: 1 });
        throw failure;
      });
      await expect(attempt).rejects.toBe(failure);
      expect(await db.query('select id from households where id = $1', [householdId])).toEqual([]);
      expect(await changedSince(db, householdId, 0, 100)).toEqual([]);
    });

    it('refuse to commit when fn swallowed the error of a failed statement', async () => {
      const { id } = await createHousehold(db);
      const attempt = db.transaction(async (tx) => {
        await bumpHouseholdVersion(tx, id);
        await tx.query('select 1 / 0').catch(() => undefined);
      });
      await expect(attempt).rejects.toThrow(/rolled back/);
      expect(await householdVersion(db, id)).toBe(0);
    });

    it('reject use of the database itself inside its transaction instead of deadlocking', async () => {
      await expect(db.transaction(() => db.query('select 1'))).rejects.toThrow(/tx argument/);
      await expect(db.transaction(() => db.transaction(() => Promise.resolve()))).rejects.toThrow(
        /tx argument/,
      );
      const leaked = await db.transaction((tx) => Promise.resolve(tx));
      await expect(leaked.query('select 1')).rejects.toThrow(/closed/);
      expect(await db.query('select 1 as ok')).toEqual([{ ok: 1 }]);
    });

    it('serialise 20 concurrent version bumps: versions 1..20, no duplicate', async () => {
      const { id } = await createHousehold(db);
      const versions = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          db.transaction(async (tx) => {
            const version = await bumpHouseholdVersion(tx, id);
            const entity = { householdId: id, collection: 'counters', id: `c${index}` };
            await putEntity(tx, { ...entity, data: { version }, version });
            return version;
          }),
        ),
      );
      expect(versions.toSorted((a, b) => a - b)).toEqual(range(1, 20));
      const rows = await changedSince(db, id, 0, 100);
      expect(rows.map((row) => row.version)).toEqual(range(1, 20));
      expect(rows.every((row) => row.data.version === row.version)).toBe(true);
    });

    it('keep a query issued during an open transaction outside it', async () => {
      const householdId = randomUUID();
      const inserted = deferred();
      const failing = db.transaction(async (tx) => {
        await tx.query('insert into households (id) values ($1)', [householdId]);
        inserted.resolve();
        await yieldToEventLoop();
        throw new Error('rolled back on purpose');
      });
      // Observed at once: on PostgreSQL it may fail while the query below is still running.
      const failed = expect(failing).rejects.toThrow('rolled back on purpose');
      await inserted.promise;
      // The insert is done and its transaction still open: this must neither see it nor run
      // inside it (on one shared connection it would, and the rollback would not undo it).
      const seen = await db.query('select id from households where id = $1', [householdId]);
      expect(seen).toEqual([]);
      await failed;
    });

    it('never let a concurrent transaction see or keep what a rolled-back one wrote', async () => {
      const { id } = await createHousehold(db);
      const ghost = { householdId: id, collection: 'notes', id: 'ghost' };
      const failing = db.transaction(async (tx) => {
        const version = await bumpHouseholdVersion(tx, id);
        await putEntity(tx, { ...ghost, data: {}, version });
        await yieldToEventLoop();
        throw new Error('rolled back on purpose');
      });
      const succeeding = db.transaction(async (tx) => ({
        version: await bumpHouseholdVersion(tx, id),
        ghost: await getEntity(tx, ghost),
      }));
      await expect(failing).rejects.toThrow('rolled back on purpose');
      expect(await succeeding).toEqual({ version: 1, ghost: undefined });
    });
  });

  describe('entities', () => {
    it('round-trip put, get, list and delete with jsonb data preserved', async () => {
      const { id: householdId } = await createHousehold(db);
      const key = { householdId, collection: 'recipes', id: 'crème-brûlée' };
      await putEntity(db, { ...key, data: RICH_DATA, version: 1 });
      expect(await getEntity(db, key)).toStrictEqual({
        ...key,
        data: RICH_DATA,
        version: 1,
        deleted: false,
      });
      expect(await listEntities(db, householdId, 'recipes')).toStrictEqual([
        { ...key, data: RICH_DATA, version: 1, deleted: false },
      ]);

      await putEntity(db, { ...key, data: { name: 'renamed' }, version: 2 });
      expect(await getEntity(db, key)).toMatchObject({ data: { name: 'renamed' }, version: 2 });

      expect(await deleteEntity(db, key, 3)).toBe(true);
      expect(await getEntity(db, key)).toMatchObject({ deleted: true, version: 3 });
      expect(await listEntities(db, householdId, 'recipes')).toEqual([]);
      expect(await deleteEntity(db, key, 4)).toBe(false);
      expect(await getEntity(db, key)).toMatchObject({ version: 3 });
      expect(await getEntity(db, { ...key, id: 'never-written' })).toBeUndefined();
    });

    it('reject text jsonb cannot hold (U+0000) alike on every engine', async () => {
      const { id } = await createHousehold(db);
      const entity = { householdId: id, collection: 'notes', id: 'nul', version: 1 };
      await expect(putEntity(db, { ...entity, data: { text: 'a\u0000b' } })).rejects.toThrow(
        /unsupported Unicode escape sequence/,
      );
    });

    it('show tombstones in changedSince, not in listEntities; a later put revives', async () => {
      const { id: householdId } = await createHousehold(db);
      const a = { householdId, collection: 'pantry', id: 'a' };
      const b = { householdId, collection: 'pantry', id: 'b' };
      await putEntity(db, { ...a, data: { name: 'flour' }, version: 1 });
      await putEntity(db, { ...b, data: { name: 'salt' }, version: 2 });
      await deleteEntity(db, a, 3);

      expect(summary(await changedSince(db, householdId, 0, 100))).toEqual([
        'pantry/b@2',
        'pantry/a@3†',
      ]);
      expect(summary(await listEntities(db, householdId, 'pantry'))).toEqual(['pantry/b@2']);

      await putEntity(db, { ...a, data: { name: 'rye flour' }, version: 4 });
      expect(summary(await listEntities(db, householdId, 'pantry'))).toEqual([
        'pantry/a@4',
        'pantry/b@2',
      ]);
    });

    it('order changedSince by version (ties by collection, id) and filter by cursor', async () => {
      const { id: householdId } = await createHousehold(db);
      const put = (collection: string, id: string, version: number) =>
        putEntity(db, { householdId, collection, id, data: { id }, version });
      await put('pantry', 'p2', 1);
      await put('grocery', 'g1', 1);
      await put('pantry', 'p1', 1);
      await put('pantry', 'p3', 2);
      await put('grocery', 'g1', 3);

      expect(summary(await changedSince(db, householdId, 0, 100))).toEqual([
        'pantry/p1@1',
        'pantry/p2@1',
        'pantry/p3@2',
        'grocery/g1@3',
      ]);
      expect(summary(await changedSince(db, householdId, 1, 100))).toEqual([
        'pantry/p3@2',
        'grocery/g1@3',
      ]);
      expect(summary(await changedSince(db, householdId, 2, 100))).toEqual(['grocery/g1@3']);
      expect(await changedSince(db, householdId, 3, 100)).toEqual([]);
    });

    it('read changedSince a page at a time, never splitting a version between pages', async () => {
      const { id: householdId } = await createHousehold(db);
      const put = (collection: string, id: string, version: number) =>
        putEntity(db, { householdId, collection, id, data: { id }, version });
      await put('pantry', 'a', 1);
      await put('pantry', 'b', 2);
      await put('pantry', 'c', 2);
      await put('pantry', 'd', 2);
      await put('pantry', 'e', 3);

      // Two rows asked for: version 2 has three, so the page ends after all of them.
      expect(summary(await changedSince(db, householdId, 0, 2))).toEqual([
        'pantry/a@1',
        'pantry/b@2',
        'pantry/c@2',
        'pantry/d@2',
      ]);
      expect(summary(await changedSince(db, householdId, 2, 2))).toEqual(['pantry/e@3']);
      expect(summary(await changedSince(db, householdId, 0, 1))).toEqual(['pantry/a@1']);
    });

    it("keep households isolated: one's rows never appear in another's reads", async () => {
      const [home, neighbour] = [await createHousehold(db), await createHousehold(db)];
      const key = (householdId: string) => ({ householdId, collection: 'pantry', id: 'milk' });
      await putEntity(db, { ...key(home.id), data: { owner: 'home' }, version: 1 });
      await putEntity(db, { ...key(neighbour.id), data: { owner: 'neighbour' }, version: 1 });
      await deleteEntity(db, key(neighbour.id), 2);

      expect(await listEntities(db, home.id, 'pantry')).toMatchObject([
        { householdId: home.id, data: { owner: 'home' }, deleted: false },
      ]);
      expect(await changedSince(db, home.id, 0, 100)).toHaveLength(1);
      expect(await getEntity(db, key(home.id))).toMatchObject({ data: { owner: 'home' } });
      expect(await listEntities(db, neighbour.id, 'pantry')).toEqual([]);
      expect(await bumpHouseholdVersion(db, home.id)).toBe(1);
      expect(await householdVersion(db, neighbour.id)).toBe(0);
    });

    it('list shared live recipes of every household newest first, via the partial index', async () => {
      const [one, two] = [await createHousehold(db), await createHousehold(db)];
      const recipe = async (householdId: string, id: string, data: EntityData, day: number) => {
        await putEntity(db, { householdId, collection: 'recipes', id, data, version: 1 });
        // Explicit times: two inserts can share a clock tick.
        await db.query('update entities set created_at = $1 where household_id = $2 and id = $3', [
          `2030-01-${String(day).padStart(2, '0')}T12:00:00Z`,
          householdId,
          id,
        ]);
      };
      await recipe(one.id, 'shared-old', { isShared: true }, 1);
      await recipe(one.id, 'private', { isShared: false }, 2);
      await recipe(two.id, 'shared-new', { isShared: true }, 3);
      await recipe(two.id, 'shared-deleted', { isShared: true }, 4);
      await deleteEntity(
        db,
        { householdId: two.id, collection: 'recipes', id: 'shared-deleted' },
        2,
      );
      const other = { householdId: one.id, collection: 'pantry', id: 'shared-pantry' };
      await putEntity(db, { ...other, data: { isShared: true }, version: 1 });

      const ours = new Set([one.id, two.id]);
      const listed = (await listSharedRecipes(db, 1000)).filter((r) => ours.has(r.householdId));
      expect(listed.map((row) => row.id)).toEqual(['shared-new', 'shared-old']);

      const plan = await db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        return tx.query(`explain select id from entities
          where collection = 'recipes' and data ->> 'isShared' = 'true' and not deleted
          order by created_at desc, id limit 20`);
      });
      expect(JSON.stringify(plan)).toContain('entities_shared_recipes_idx');
    });
  });

  describe('photos', () => {
    it('round-trip bytes exactly, per household, and keep the first upload of an id', async () => {
      const [home, neighbour] = [await createHousehold(db), await createHousehold(db)];
      // Every byte value, including 0 and the bytes UTF-8 cannot hold alone.
      const bytes = Uint8Array.from({ length: 512 }, (_, index) => index % 256);
      const photo = { contentType: 'image/jpeg', bytes };
      expect(await insertPhoto(db, home.id, 'p1', photo)).toBe(true);
      expect(await insertPhoto(db, home.id, 'p1', { ...photo, bytes: Uint8Array.of(1) })).toBe(
        false,
      );

      const found = await findPhoto(db, home.id, 'p1');
      expect(found?.contentType).toBe('image/jpeg');
      expect(found?.bytes).toBeInstanceOf(Uint8Array);
      expect([...(found?.bytes ?? [])]).toEqual([...bytes]);
      expect(await findPhoto(db, neighbour.id, 'p1')).toBeUndefined();
      expect(await insertPhoto(db, neighbour.id, 'p1', photo)).toBe(true);
    });

    it('are deleted once no live journal entry of their household names them, after a grace', async () => {
      const [home, neighbour] = [await createHousehold(db), await createHousehold(db)];
      const photo = { contentType: 'image/jpeg', bytes: Uint8Array.of(1, 2, 3) };
      const entry = (id: string, photos: string[]) => ({
        householdId: home.id,
        collection: 'journalEntries',
        id,
        data: { id, recipeName: 'Soup', photos },
        version: 1,
      });
      await putEntity(db, entry('kept', ['on-kept']));
      await putEntity(db, entry('gone', ['on-gone']));
      await deleteEntity(db, { householdId: home.id, collection: 'journalEntries', id: 'gone' }, 2);
      // A pantry item that happens to carry the id does not keep a photo: only journal entries.
      await putEntity(db, { ...entry('p', ['never-saved']), collection: 'pantryItems' });
      for (const id of ['on-kept', 'on-gone', 'never-saved'])
        await insertPhoto(db, home.id, id, photo);
      // The same id in another household is that household's photo, named by nothing there.
      await insertPhoto(db, neighbour.id, 'on-kept', photo);

      const stored = async () => {
        const ids = ['on-kept', 'on-gone', 'never-saved'];
        const found = await Promise.all(ids.map((id) => findPhoto(db, home.id, id)));
        const abroad = await findPhoto(db, neighbour.id, 'on-kept');
        return [...ids.filter((_, index) => found[index]), ...(abroad ? ['abroad'] : [])];
      };

      // Stored after the cut-off (within the grace): nothing goes.
      await deleteUnusedPhotos(db, new Date(Date.now() - 60_000));
      expect(await stored()).toEqual(['on-kept', 'on-gone', 'never-saved', 'abroad']);

      expect(await deleteUnusedPhotos(db, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(3);
      expect(await stored()).toEqual(['on-kept']);
    });
  });

  describe('row shapes', () => {
    it('are the same on every engine: int8 → number, jsonb → object, timestamptz → Date', async () => {
      const [row] = await db.query(`select 42::int8 as int8, 7::int4 as int4,
        '{"a": [1, {"b": null}]}'::jsonb as jsonb, now() as timestamptz, true as bool,
        gen_random_uuid() as uuid, 1.50::numeric as numeric, array[1, 2]::int8[] as int8_array`);
      expect(row === undefined ? {} : shapeOf(row)).toEqual({
        int8: 'number',
        int4: 'number',
        jsonb: 'object',
        timestamptz: 'Date',
        bool: 'boolean',
        uuid: 'string',
        numeric: 'string',
        int8_array: 'array',
      });
      expect(row).toMatchObject({ int8: 42, jsonb: { a: [1, { b: null }] }, int8_array: [1, 2] });

      const household = await createHousehold(db);
      expect(shapeOf({ ...household })).toEqual({
        id: 'string',
        version: 'number',
        createdAt: 'Date',
      });
      const key = { householdId: household.id, collection: 'notes', id: 'shape' };
      await putEntity(db, { ...key, data: { nested: { list: [1] } }, version: 1 });
      const entity = await getEntity(db, key);
      expect(entity === undefined ? {} : shapeOf({ ...entity })).toEqual({
        householdId: 'string',
        collection: 'string',
        id: 'string',
        data: 'object',
        version: 'number',
        deleted: 'boolean',
      });
      expect(Object.getPrototypeOf(entity?.data)).toBe(Object.prototype);
    });

    it('fail an int8 beyond 2^53 instead of returning an inexact number', async () => {
      await expect(db.query('select 9007199254740993::int8 as big')).rejects.toThrow(
        /does not fit/,
      );
      expect(await db.query('select 9007199254740991::int8 as max')).toEqual([
        { max: Number.MAX_SAFE_INTEGER },
      ]);
    });
  });
}

/** Data that tends to get mangled: unicode, escapes, number edge cases, nesting, odd keys. */
const RICH_DATA: EntityData = {
  name: 'Crème brûlée 🍮 焦糖布丁',
  rtl: 'שלום עולם',
  combining: 'e\u0301',
  escapes: '"quoted" \\ back\\slash\nnew line\ttab',
  numbers: {
    zero: 0,
    negative: -17,
    fraction: 0.1 + 0.2,
    tiny: 1e-7,
    maxSafe: Number.MAX_SAFE_INTEGER,
    huge: 1e21,
  },
  flags: { yes: true, no: false, nothing: null },
  ingredients: [
    { name: 'cream', amount: 2.5, unit: 'cup' },
    { name: 'sugar', amount: 0.25, unit: 'cup', tags: ['sweet', 'dry'] },
  ],
  empty: { list: [], object: {}, text: '' },
  'key with spaces & ünïcödé': 'ok',
  '': 'empty key',
};

async function tableNames(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function householdVersion(q: Queryable, id: string): Promise<number | undefined> {
  const [row] = await q.query('select version from households where id = $1', [id]);
  return typeof row?.version === 'number' ? row.version : undefined;
}

function summary(rows: EntityRow[]): string[] {
  return rows.map((r) => `${r.collection}/${r.id}@${r.version}${r.deleted ? '†' : ''}`);
}

function shapeOf(row: Record<string, unknown>): Record<string, string> {
  const kind = (value: unknown) =>
    value instanceof Date ? 'Date' : Array.isArray(value) ? 'array' : typeof value;
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, kind(value)]));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Lets every other pending callback run, giving a concurrent transaction its chance. */
async function yieldToEventLoop(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

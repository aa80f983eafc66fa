/**
 * Rule S14 on every storage engine: a mutation that fails inside the server (the database
 * refuses its data, a stored row it reads is corrupt, the mutator throws) is refused alone, with
 * its error, and the device's queue moves on; a failure of the database itself is not blamed on
 * the mutation, and the push is retried.
 */
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { pullResponseSchema, pushResponseSchema } from '@mise/sync/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../storage/migrate';
import { enginesUnderTest } from '../storage/storage-test-engines';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';

const at = '2026-11-22T08:00:00.000Z';
const engines = enginesUnderTest();

let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

const pantryAdd = (mutationId: number, name: string, id = nextId()) => ({
  id: mutationId,
  name: 'pantry.add',
  args: { id, name, category: 'fridge', addedAt: at },
  createdAt: at,
});

describe.each(engines)('S14 on $label', (engine) => {
  let server: TestApp;
  let device: TestDevice;
  let clients = 0;

  beforeAll(async () => {
    const { db } = await engine.create();
    await migrate(db);
    // Stands in for anything the database may refuse: a row named "Poison" breaks a
    // constraint, one named "Busy" meets a serialization failure (worth a retry).
    await db.exec(`
      create function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.data ->> 'name' = 'Poison' then
          raise exception 'poisoned row' using errcode = 'check_violation';
        end if;
        if new.data ->> 'name' = 'Busy' then
          raise exception 'try again' using errcode = 'serialization_failure';
        end if;
        return new;
      end $$;
      create trigger refuse_poison before insert or update on entities
        for each row execute function refuse_poison();
    `);
    server = await createTestApp({ db });
    device = await signInDevice(server.app);
  });
  afterAll(async () => {
    await server.close();
    await engine.cleanup();
  });

  const newClient = () => `s14-client-${++clients}`;

  async function push(clientId: string, mutations: unknown[]) {
    const response = await server.app.request('/api/sync/push', {
      method: 'POST',
      headers: { ...device.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ schemaVersion: SYNC_SCHEMA_VERSION, clientId, mutations }),
    });
    return { status: response.status, body: await response.json() };
  }

  async function pull(clientId: string) {
    const query = new URLSearchParams({ clientId, cursor: '0', householdId: device.householdId });
    const response = await server.app.request(`/api/sync/pull?${query.toString()}`, {
      headers: device.headers,
    });
    return pullResponseSchema.parse(await response.json());
  }

  const pantryNames = async (clientId: string) =>
    (await pull(clientId)).changes.flatMap((change) =>
      change.collection === 'pantryItems' && !change.deleted ? [String(change.data.name)] : [],
    );

  it('S14: a mutation the database refuses is refused alone, and the rest of the batch applies', async () => {
    const clientId = newClient();
    const { status, body } = await push(clientId, [
      pantryAdd(1, 'Poison'),
      pantryAdd(2, 'Basil'),
      pantryAdd(3, 'Thyme'),
    ]);
    expect(status).toBe(200);
    const response = pushResponseSchema.parse(body);
    expect(response.lastMutationId).toBe(3);
    expect(response.errors).toEqual([
      {
        mutationId: 1,
        name: 'pantry.add',
        message:
          'The server could not store this change (database error 23514), so it was not kept.',
        kind: 'refused',
      },
    ]);
    const names = await pantryNames(clientId);
    expect(names).toEqual(expect.arrayContaining(['Basil', 'Thyme']));
    expect(names).not.toContain('Poison');
    // The refusal is kept for the device until it acknowledges it (S5).
    expect((await pull(clientId)).errors.map((error) => error.mutationId)).toEqual([1]);
  });

  it('S14: a mutation that meets a corrupt stored row is refused, not retried forever', async () => {
    const clientId = newClient();
    const id = nextId();
    await push(clientId, [pantryAdd(1, 'Rice', id)]);
    // A row no mutator would write (quantity below 1), as a bad restore or migration might leave.
    await server.db.query(
      `update entities set data = jsonb_set(data, '{quantity}', '-5')
       where household_id = $1 and id = $2`,
      [device.householdId, id],
    );
    const { status, body } = await push(clientId, [
      { id: 2, name: 'pantry.update', args: { id, changes: { unit: 'bag' } }, createdAt: at },
      pantryAdd(3, 'Oats'),
    ]);
    expect(status).toBe(200);
    const response = pushResponseSchema.parse(body);
    expect(response.lastMutationId).toBe(3);
    expect(response.errors.map((error) => error.mutationId)).toEqual([2]);
    expect(response.errors[0]?.message).toBe(
      'The server could not apply this change, so it was not kept.',
    );
    expect(await pantryNames(clientId)).toContain('Oats');
  });

  it('S14: text the database cannot store is cleaned, so the push applies whole', async () => {
    const clientId = newClient();
    const { body } = await push(clientId, [
      pantryAdd(1, 'Mi\u0000lk \ud800'),
      pantryAdd(2, 'Flour'),
    ]);
    expect(pushResponseSchema.parse(body)).toEqual({ lastMutationId: 2, errors: [] });
    expect(await pantryNames(clientId)).toEqual(expect.arrayContaining(['Milk \ufffd', 'Flour']));
  });

  it('S14: a failure of the database itself fails the push, which moves nothing on (retried)', async () => {
    const clientId = newClient();
    const { status } = await push(clientId, [pantryAdd(1, 'Busy'), pantryAdd(2, 'Sage')]);
    expect(status).toBe(500);
    const state = await pull(clientId);
    expect(state.lastMutationId).toBe(0);
    expect(await pantryNames(clientId)).not.toContain('Sage');
  });

  it('S14: a REST write the database refuses answers 422 with a sentence, not 500', async () => {
    const response = await server.app.request('/api/pantry', {
      method: 'POST',
      headers: { ...device.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Poison', category: 'pantry' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: 'The server could not store this change (database error 23514), so it was not kept.',
    });
  });
});

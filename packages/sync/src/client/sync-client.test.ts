import { describe, expect, it } from 'vitest';
import { listRows } from '../memory-tx';
import { SYNC_SCHEMA_VERSION } from '../mutation';
import type { PullQuery, PullResponse, PushRequest } from '../protocol';
import { loggedTx } from './logged-tx';
import { MemoryStore } from './memory-store';
import { SyncClient, type SyncClientDeps } from './sync-client';
import { type PushResult, SyncHalted, type SyncTransport } from './transport';

const at = '2026-11-22T08:00:00.000Z';
const eggs = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Eggs',
  category: 'fridge' as const,
  quantity: 12,
  unit: 'piece',
  addedAt: at,
};

/** A transport whose answers each test writes; it records what the engine sent. */
class ScriptedTransport implements SyncTransport {
  pushes: PushRequest[] = [];
  pulls: PullQuery[] = [];
  pushAnswers: (PushResult | Error)[] = [];
  pullAnswers: (Partial<PullResponse> | Error)[] = [];
  /** What a successful push acknowledged; the default pull reports it. */
  acknowledged = 0;

  push(request: PushRequest): Promise<PushResult> {
    this.pushes.push(structuredClone(request));
    const answer = this.pushAnswers.shift() ?? {
      ok: { lastMutationId: request.mutations.at(-1)?.id ?? 0, errors: [] },
    };
    if (answer instanceof Error) return Promise.reject(answer);
    if ('ok' in answer) this.acknowledged = answer.ok.lastMutationId;
    return Promise.resolve(answer);
  }

  pull(query: PullQuery): Promise<PullResponse> {
    this.pulls.push(query);
    const answer = this.pullAnswers.shift() ?? {};
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({
      schemaVersion: SYNC_SCHEMA_VERSION,
      householdId: 'h-1',
      cursor: query.cursor,
      lastMutationId: Math.max(query.acked, this.acknowledged),
      reset: false,
      changes: [],
      errors: [],
      ...answer,
    });
  }
}

function setup(options: Pick<SyncClientDeps, 'writeSettleMs'> = {}) {
  const store = new MemoryStore();
  const transport = new ScriptedTransport();
  const timers: { run: () => void; delayMs: number; cancelled?: boolean }[] = [];
  let ids = 0;
  const client = new SyncClient({
    store,
    transport,
    now: () => new Date(at),
    newClientId: () => `client-${++ids}`,
    schedule: (run, delayMs) => {
      const timer: (typeof timers)[number] = { run, delayMs };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    random: () => 0.5,
    ...options,
  });
  const pantry = () => listRows(store.rows, 'pantryItems');
  return { store, transport, client, timers, pantry };
}

describe('sync client', () => {
  it('applies a write at once and pushes it with the next id of its client (S1, S2)', async () => {
    const { client, transport, pantry } = setup();
    await client.mutate('pantry.add', eggs);
    expect(pantry()).toMatchObject([{ name: 'Eggs', quantity: 12 }]);
    await client.idle();
    expect(transport.pushes[0]?.mutations).toMatchObject([{ id: 1, name: 'pantry.add' }]);
    expect(transport.pushes[0]?.clientId).toBe('client-1');
  });

  it('rebases a pending delta on pulled rows without applying it twice (S7)', async () => {
    const { client, transport, pantry } = setup();
    transport.pullAnswers.push({
      cursor: 1,
      changes: [{ collection: 'pantryItems', id: eggs.id, deleted: false, data: eggs }],
    });
    client.requestSync();
    await client.idle();
    expect(pantry()[0]?.quantity).toBe(12);

    // The push fails: the delta stays pending while a pull brings an unrelated row.
    transport.pushAnswers.push(new Error('offline'));
    await client.mutate('pantry.adjustQuantity', { id: eggs.id, delta: -1 });
    await client.idle();
    expect(pantry()[0]?.quantity).toBe(11);
    transport.pullAnswers.push({ cursor: 2, lastMutationId: 0, changes: [] });
    client.requestSync();
    await client.idle();
    expect(pantry()[0]?.quantity).toBe(11);

    // The server applied it: the pulled row carries the effect and the outbox empties.
    transport.pullAnswers.push({
      cursor: 3,
      lastMutationId: 1,
      changes: [
        { collection: 'pantryItems', id: eggs.id, deleted: false, data: { ...eggs, quantity: 11 } },
      ],
    });
    client.requestSync();
    await client.idle();
    expect(pantry()[0]?.quantity).toBe(11);
    expect(client.getStatus().pending).toBe(0);
  });

  it('shows a refused write and takes its effect back (S5)', async () => {
    const { client, transport, pantry } = setup();
    transport.pushAnswers.push({
      ok: {
        lastMutationId: 1,
        errors: [{ mutationId: 1, name: 'pantry.add', message: 'Eggs is already in the pantry.' }],
      },
    });
    transport.pullAnswers.push({ cursor: 1, lastMutationId: 1 });
    await client.mutate('pantry.add', eggs);
    await client.idle();
    expect(pantry()).toEqual([]);
    expect(client.getStatus().rejected).toEqual([
      { mutationId: 1, name: 'pantry.add', message: 'Eggs is already in the pantry.' },
    ]);
    await client.dismissRejected(1);
    expect(client.getStatus().rejected).toEqual([]);
  });

  it('continues under a new client id, renumbered from 1, after a gap (S4)', async () => {
    const { client, transport } = setup();
    client.setOnline(false);
    await client.mutate('pantry.add', eggs);
    await client.mutate('pantry.adjustQuantity', { id: eggs.id, delta: 1 });
    transport.pushAnswers.push({ gap: { lastMutationId: 0 } });
    client.setOnline(true);
    await client.idle();
    expect(transport.pushes[0]?.clientId).toBe('client-1');
    const retried = transport.pushes.at(-1);
    expect(retried?.clientId).toBe('client-2');
    expect(retried?.mutations.map((m) => m.id)).toEqual([1, 2]);
  });

  it('continues under a new client id when its id is another device’s (S4, S14)', async () => {
    const { client, transport } = setup();
    client.setOnline(false);
    await client.mutate('pantry.add', eggs);
    transport.pushAnswers.push({ foreignClient: true });
    client.setOnline(true);
    await client.idle();
    expect(transport.pushes.map((push) => push.clientId)).toEqual(['client-1', 'client-2']);
    expect(transport.pushes.at(-1)?.mutations.map((m) => m.id)).toEqual([1]);
    expect(client.getStatus()).toMatchObject({ phase: 'idle', pending: 0 });
  });

  it('retries a failed sync with growing, jittered delays (S11)', async () => {
    const { client, transport, timers } = setup();
    transport.pushAnswers.push(new Error('network down'), new Error('network down'));
    await client.mutate('pantry.add', eggs);
    await client.idle();
    expect(client.getStatus()).toMatchObject({ phase: 'retrying', problem: 'network down' });
    expect(timers.map((t) => t.delayMs)).toEqual([750]);
    timers[0]?.run();
    await client.idle();
    expect(timers.map((t) => t.delayMs)).toEqual([750, 1500]);
    timers[1]?.run();
    await client.idle();
    expect(client.getStatus()).toMatchObject({ phase: 'idle', pending: 0 });
  });

  it('takes a pull a page at a time, and goes on from the last page after a cut (S16)', async () => {
    const { client, transport, pantry, timers, store } = setup();
    const milk = { ...eggs, id: '00000000-0000-4000-8000-000000000002', name: 'Milk' };
    const row = (item: typeof eggs) =>
      ({ collection: 'pantryItems', id: item.id, deleted: false, data: item }) as const;
    transport.pullAnswers.push(
      { cursor: 4, reset: true, more: true, changes: [row(eggs)] },
      new Error('network down'),
      { cursor: 9, changes: [row(milk)] },
    );
    client.setOnline(true);
    await client.idle();
    // The first page is shown while the rest has not come.
    expect(pantry().map((item) => item.name)).toEqual(['Eggs']);
    expect(client.getStatus()).toMatchObject({ phase: 'retrying', lastSyncedAt: undefined });
    // What the header counts while the rest is on its way.
    const state = () => store.transaction((tx) => tx.readState());
    expect(await state()).toMatchObject({ pullMore: true, pulledRows: 1 });

    timers[0]?.run();
    await client.idle();
    expect(transport.pulls.map((pull) => pull.cursor)).toEqual([0, 4, 4]);
    expect(
      pantry()
        .map((item) => item.name)
        .sort(),
    ).toEqual(['Eggs', 'Milk']);
    expect(client.getStatus()).toMatchObject({ phase: 'idle', lastSyncedAt: at });
    expect(await state()).not.toHaveProperty('pulledRows');
    expect(await state()).not.toHaveProperty('pullMore');
  });

  it('asks for the next page while laying one down, and applies none after a page it refused', async () => {
    const { client, transport, pantry } = setup();
    const milk = { ...eggs, id: '00000000-0000-4000-8000-000000000002', name: 'Milk' };
    const row = (item: typeof eggs) =>
      ({ collection: 'pantryItems', id: item.id, deleted: false, data: item }) as const;
    const shownWhenAsked: string[][] = [];
    const pull = transport.pull.bind(transport);
    transport.pull = (query) => {
      shownWhenAsked.push(pantry().map((item) => item.name));
      return pull(query);
    };
    transport.pullAnswers.push(
      { cursor: 4, reset: true, more: true, changes: [row(eggs)] },
      { cursor: 9, changes: [row(milk)] },
    );
    client.setOnline(true);
    await client.idle();
    // Page 2 was asked for (from page 1's cursor) before page 1 was on the device.
    expect(transport.pulls.map((query) => query.cursor)).toEqual([0, 4]);
    expect(shownWhenAsked).toEqual([[], []]);
    expect(pantry().map((item) => item.name)).toEqual(['Eggs', 'Milk']);

    // A page the device cannot read stops the pull: the page after it is never applied.
    const { client: second, transport: secondTransport, pantry: secondPantry } = setup();
    secondTransport.pullAnswers.push(
      { cursor: 4, reset: true, more: true, changes: [row({ ...eggs, quantity: -1 })] },
      { cursor: 9, changes: [row(milk)] },
    );
    second.setOnline(true);
    await second.idle();
    expect(second.getStatus().phase).toBe('halted');
    expect(secondPantry()).toEqual([]);
  });

  it('applies the last change of a row a page carries, and deletes as well as puts', async () => {
    const { client, transport, pantry } = setup();
    const milk = { ...eggs, id: '00000000-0000-4000-8000-000000000002', name: 'Milk' };
    const flour = { ...eggs, id: '00000000-0000-4000-8000-000000000003', name: 'Flour' };
    const row = (item: typeof eggs) =>
      ({ collection: 'pantryItems', id: item.id, deleted: false, data: item }) as const;
    const gone = (item: typeof eggs) =>
      ({ collection: 'pantryItems', id: item.id, deleted: true }) as const;
    transport.pullAnswers.push(
      { cursor: 3, reset: true, changes: [row(eggs), row(milk), row(flour)] },
      {
        cursor: 5,
        changes: [gone(milk), row({ ...milk, quantity: 3 }), row(eggs), gone(eggs), gone(flour)],
      },
    );
    client.setOnline(true);
    await client.idle();
    expect(pantry()).toHaveLength(3);
    client.requestSync();
    await client.idle();
    expect(pantry().map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: 'Milk', quantity: 3 },
    ]);
  });

  it('splits a long queue into batches', async () => {
    const { store, transport } = setup();
    const client = new SyncClient({
      store,
      transport,
      now: () => new Date(at),
      newClientId: () => 'c',
      schedule: () => () => undefined,
      random: () => 0,
      batchSize: 2,
    });
    client.setOnline(false);
    for (let i = 0; i < 5; i += 1) {
      await client.mutate('grocery.add', {
        id: `00000000-0000-4000-8000-00000000001${i}`,
        name: `Item ${i}`,
        estimatedPrice: 100,
        createdAt: at,
      });
    }
    expect(client.getStatus()).toMatchObject({ phase: 'offline', pending: 5 });
    client.setOnline(true);
    await client.idle();
    expect(transport.pushes.map((p) => p.mutations.length)).toEqual([2, 2, 1]);
  });

  it('with a settle time, pushes a burst of writes once, after the time has passed', async () => {
    const { client, transport, timers, pantry } = setup({ writeSettleMs: 150 });
    await client.mutate('pantry.add', eggs);
    await client.mutate('pantry.adjustQuantity', { id: eggs.id, delta: 1 });
    await client.mutate('pantry.adjustQuantity', { id: eggs.id, delta: 1 });
    await client.idle();
    // On the device at once; nothing sent yet, and one wait for the three.
    expect(pantry()[0]?.quantity).toBe(14);
    expect(transport.pushes).toEqual([]);
    expect(timers.map((t) => t.delayMs)).toEqual([150]);

    timers[0]?.run();
    await client.idle();
    expect(transport.pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([[1, 2, 3]]);
    expect(client.getStatus()).toMatchObject({ phase: 'idle', pending: 0 });
  });

  it('a sync asked for while a write settles takes the write along', async () => {
    const { client, transport, timers } = setup({ writeSettleMs: 150 });
    await client.mutate('pantry.add', eggs);
    client.requestSync();
    await client.idle();
    expect(transport.pushes.map((p) => p.mutations.length)).toEqual([1]);
    expect(timers[0]?.cancelled).toBe(true);
  });

  it('a pull that brings back only its own writes leaves the rows untouched', async () => {
    const { client, store, transport } = setup();
    client.setOnline(false);
    await client.mutate('pantry.add', eggs);
    // Count the row writes from here on (the live queries on a device wake on each).
    const rowWrites: string[] = [];
    const transaction = store.transaction.bind(store);
    store.transaction = (fn) => transaction((tx) => fn(loggedTx(tx, rowWrites)));
    transport.pullAnswers.push({
      cursor: 1,
      changes: [{ collection: 'pantryItems', id: eggs.id, deleted: false, data: eggs }],
    });
    client.setOnline(true);
    await client.idle();
    expect(rowWrites).toEqual([]);
    expect(client.getStatus()).toMatchObject({ phase: 'idle', pending: 0 });

    // The server's row differs: that one is written.
    await client.mutate('pantry.adjustQuantity', { id: eggs.id, delta: 1 });
    rowWrites.length = 0;
    transport.pullAnswers.push({
      cursor: 2,
      changes: [
        { collection: 'pantryItems', id: eggs.id, deleted: false, data: { ...eggs, quantity: 20 } },
      ],
    });
    await client.idle();
    expect(rowWrites).toEqual([`put ${eggs.id}`]);
    expect(listRows(store.rows, 'pantryItems')[0]?.quantity).toBe(20);
  });

  it('stops and says why when the device lost its identity', async () => {
    const { client, transport } = setup();
    transport.pushAnswers.push(new SyncHalted('signed-out', 'Reconnect this device'));
    await client.mutate('pantry.add', eggs);
    await client.idle();
    expect(client.getStatus()).toMatchObject({ phase: 'halted', pending: 1 });
    client.requestSync();
    await client.idle();
    expect(transport.pushes).toHaveLength(1);
  });
});

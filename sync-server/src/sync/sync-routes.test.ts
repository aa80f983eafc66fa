import { pushResponseSchema } from '@mise/sync/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/test-app';
import { pullAs, pushAs } from '../testing/sync-requests';
import { type TestDevice, createTwoHouseholds } from '../testing/two-households';

const at = '2026-11-22T08:00:00.000Z';
let server: TestApp;
let a: TestDevice;
let a2: TestDevice;
let b: TestDevice;

beforeAll(async () => {
  server = await createTestApp();
  ({ a, a2, b } = await createTwoHouseholds(server.app));
});
afterAll(async () => {
  await server.close();
});

let items = 0;
/** A grocery.add with mutation id `id` and an item id no other test uses. */
const groceryAdd = (id: number, name = 'Milk') => ({
  id,
  name: 'grocery.add',
  args: {
    id: `00000000-0000-4000-8000-${String(++items).padStart(12, '0')}`,
    name,
    estimatedPrice: 299,
    createdAt: at,
  },
  createdAt: at,
});

const push = (device: TestDevice, clientId: string, mutations: unknown[]) =>
  pushAs(server.app, device, clientId, mutations);
const pull = (device: TestDevice, clientId: string, cursor = 0, acked = 0) =>
  pullAs(server.app, device, clientId, cursor, acked);

describe('POST /api/sync/push', () => {
  it('applies new mutations once and skips a retried push (S3)', async () => {
    const first = await push(a, 'a-client-1', [groceryAdd(1), groceryAdd(2, 'Eggs')]);
    expect(pushResponseSchema.parse(await first.json())).toEqual({ lastMutationId: 2, errors: [] });
    const retry = await push(a, 'a-client-1', [groceryAdd(1), groceryAdd(2, 'Eggs')]);
    expect(pushResponseSchema.parse(await retry.json()).lastMutationId).toBe(2);
    const rows = await pull(a2, 'a2-client-1');
    expect(rows.changes.map((change) => change.id)).toHaveLength(2);
  });

  it('refuses a gap with 409 and the last id it has (S4)', async () => {
    const response = await push(a, 'a-client-gap', [groceryAdd(3)]);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'mutation_gap', lastMutationId: 0 });
  });

  it('keeps and returns a refused mutation, and advances past it (S5)', async () => {
    const blank = groceryAdd(1);
    const response = await push(a, 'a-client-2', [
      { ...blank, args: { ...blank.args, name: '  ' } },
      groceryAdd(2, 'Basil'),
    ]);
    const body = pushResponseSchema.parse(await response.json());
    expect(body.lastMutationId).toBe(2);
    expect(body.errors).toEqual([
      { mutationId: 1, name: 'grocery.add', message: 'Name is required', kind: 'refused' },
    ]);
    const unseen = await pull(a, 'a-client-2', 0, 0);
    expect(unseen.errors.map((error) => error.mutationId)).toEqual([1]);
    const seen = await pull(a, 'a-client-2', 0, 1);
    expect(seen.errors).toEqual([]);
  });

  it('answers 413 with a message for more than 1,000 mutations or 1 MB (S9)', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => groceryAdd(index + 1));
    const tooMany = await push(a, 'a-client-big', many);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({ error: 'payload_too_large' });
    const huge = [
      { ...groceryAdd(1), args: { ...groceryAdd(1).args, name: 'x'.repeat(1_100_000) } },
    ];
    expect((await push(a, 'a-client-big', huge)).status).toBe(413);
  });

  it('refuses a client id that belongs to another device', async () => {
    await push(a, 'a-owned-client', [groceryAdd(1)]);
    const response = await push(a2, 'a-owned-client', [groceryAdd(2)]);
    expect(response.status).toBe(403);
  });

  it('needs a bearer token', async () => {
    const response = await server.app.request('/api/sync/push', { method: 'POST' });
    expect(response.status).toBe(401);
  });
});

describe('household isolation of sync (S13)', () => {
  it('never shows one household the rows or refusals of another', async () => {
    await push(a, 'a-client-iso', [groceryAdd(1, 'Saffron')]);
    const fromB = await pull(b, 'a-client-iso');
    expect(fromB.householdId).toBe(b.householdId);
    expect(JSON.stringify(fromB.changes)).not.toContain('Saffron');
    expect(fromB.lastMutationId).toBe(0);
    // B pushing under A's client id cannot write into A's client sequence.
    expect((await push(b, 'a-client-iso', [groceryAdd(2)])).status).toBe(403);
  });
});

describe('GET /api/sync/pull', () => {
  it('returns only what changed after the cursor, tombstones included, then resets on cursor 0', async () => {
    const added = groceryAdd(1, 'Sage');
    await push(a, 'a-client-3', [added]);
    const start = await pull(a, 'a-client-3');
    const remove = { id: 2, name: 'grocery.remove', args: { id: added.args.id }, createdAt: at };
    await push(a, 'a-client-3', [remove]);
    const next = await pull(a, 'a-client-3', start.cursor, 2);
    expect(next.reset).toBe(false);
    expect(next.changes).toEqual([
      { collection: 'groceryItems', id: added.args.id, deleted: true },
    ]);
    const full = await pull(a, 'a-client-3', 0, 0);
    expect(full.reset).toBe(true);
    expect(full.changes.every((change) => !change.deleted)).toBe(true);
  });
});

describe('GET /api/sync/events (S10)', () => {
  const listen = async (device: TestDevice) => {
    const response = await server.app.request('/api/sync/events', { headers: device.headers });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    return { reader, text: '' };
  };
  const readUntil = async (stream: Awaited<ReturnType<typeof listen>>, marker: string) => {
    while (!stream.text.includes(marker)) {
      const { value, done } = await stream.reader.read();
      if (done) throw new Error('the stream ended');
      stream.text += value;
    }
  };

  it("pokes a household's devices after a commit, and only that household", async () => {
    const sameHousehold = await listen(a2);
    const otherHousehold = await listen(b);
    await readUntil(sameHousehold, 'event: ready');
    await readUntil(otherHousehold, 'event: ready');
    await push(a, 'a-client-poke', [groceryAdd(1, 'Thyme')]);
    await readUntil(sameHousehold, 'event: poke');
    expect(otherHousehold.text).not.toContain('event: poke');
    await sameHousehold.reader.cancel();
    await otherHousehold.reader.cancel();
  });

  it('does not poke the device whose push it was: that device pulls after pushing', async () => {
    const pusher = await listen(a);
    const other = await listen(a2);
    await readUntil(pusher, 'event: ready');
    await readUntil(other, 'event: ready');
    await push(a, 'a-client-own-poke', [groceryAdd(1, 'Basil')]);
    await readUntil(other, 'event: poke');
    // An absence has no event to wait for: a poke would have come with the other device's.
    const late = readUntil(pusher, 'event: poke');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pusher.text).not.toContain('event: poke');
    // The other device's push does poke it.
    await push(a2, 'a2-client-own-poke', [groceryAdd(1, 'Dill')]);
    await late;
    await pusher.reader.cancel();
    await other.reader.cancel();
  });
});

/**
 * Plays one scenario against the real server and checks the promises of docs/sync-protocol.md
 * after every step (no device ever sees its own write disappear) and after healing (every
 * mutation applied exactly once; devices, server and reference model all equal).
 */
import { MutationRejected } from '@mise/sync/define-mutator';
import { COLLECTION_NAMES, collectionSchemas } from '@mise/sync/collections';
import { type Rows, emptyRows, listRows, memoryTx } from '@mise/sync/memory-tx';
import { runMutation } from '@mise/sync/mutators/registry';
import { recordingTx, revert } from '@mise/sync/client/recording-tx';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { AppType } from '../../app';
import type { Database } from '../../storage/database';
import { listEntities } from '../../storage/entities';
import { joinDevice, signInDevice } from '../../testing/two-households';
import { ReferenceServer } from './reference-server';
import type { Scenario, Write } from './script';
import { NO_FAULTS, type SimDevice, World, recordMade } from './world';

export interface ScenarioServer {
  /** A fresh app instance over the shared database: a server restart. */
  startApp(): Pick<AppType, 'request'>;
  db: Database;
}

const HEAL_ROUNDS = 12;

export async function runScenario(server: ScenarioServer, scenario: Scenario): Promise<void> {
  const rng = xoroshiro128plus(scenario.networkSeed);
  const random = () => uniformFloat64(rng);
  const reference = new ReferenceServer();
  let app = server.startApp();
  const world = new World(app, reference, random, scenario.faults);
  const first = await signInDevice(app);
  const auths = [first];
  for (let i = 1; i < scenario.devices; i += 1) auths.push(await joinDevice(app, first));
  let clock = Date.parse('2026-11-22T08:00:00.000Z');
  const now = () => new Date((clock += 1000));
  auths.forEach((auth, i) => world.addDevice(`device${i}`, auth, now));
  const ids = { pantryItems: [] as string[], groceryItems: [] as string[], next: 1 };

  for (const [index, step] of scenario.steps.entries()) {
    const device = 'device' in step ? world.devices[step.device] : undefined;
    switch (step.kind) {
      case 'write':
        if (device) await write(device, step.write, ids, now);
        break;
      case 'sync':
        device?.client.requestSync();
        break;
      case 'toggleOnline':
        if (device) {
          device.online = !device.online;
          device.client.setOnline(device.online);
        }
        break;
      case 'deliverDelayed':
        await world.deliverDelayed();
        break;
      case 'restart':
        app = server.startApp();
        world.restart(app);
        break;
    }
    await Promise.all(world.devices.map((d) => d.client.idle()));
    for (const d of world.devices) await expectOwnWritesVisible(d, reference, `step ${index}`);
  }

  await heal(world);
  await expectConverged(world, reference, server.db, first.householdId);
}

function pickFrom(list: string[], pick: number): string | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}

async function write(
  device: SimDevice,
  change: Write,
  ids: { pantryItems: string[]; groceryItems: string[]; next: number },
  now: () => Date,
): Promise<void> {
  const newId = () => `00000000-0000-4000-8000-${(ids.next++).toString(16).padStart(12, '0')}`;
  const at = now().toISOString();
  const mutate = async (...call: Parameters<SimDevice['client']['mutate']>) => {
    try {
      recordMade(device, await device.client.mutate(...call));
    } catch (error) {
      // Refused on the device itself (e.g. it already has that id): nothing was queued.
      if (!(error instanceof MutationRejected)) throw error;
    }
  };
  const pantryId = 'pick' in change ? pickFrom(ids.pantryItems, change.pick) : undefined;
  const groceryId = 'pick' in change ? pickFrom(ids.groceryItems, change.pick) : undefined;
  switch (change.type) {
    case 'pantryAdd': {
      const id = newId();
      ids.pantryItems.push(id);
      const item = {
        id,
        name: change.name,
        category: 'pantry',
        quantity: change.quantity,
        addedAt: at,
      };
      return mutate('pantry.add', item);
    }
    case 'adjust':
      return pantryId
        ? mutate('pantry.adjustQuantity', { id: pantryId, delta: change.delta })
        : undefined;
    case 'pantryRemove':
      return pantryId ? mutate('pantry.remove', { id: pantryId }) : undefined;
    case 'rename':
      return pantryId
        ? mutate('pantry.update', { id: pantryId, changes: { name: change.name } })
        : undefined;
    case 'groceryAdd': {
      const id = newId();
      ids.groceryItems.push(id);
      return mutate('grocery.add', {
        id,
        name: change.name,
        estimatedPrice: change.price,
        createdAt: at,
      });
    }
    case 'check':
      return groceryId
        ? mutate('grocery.setCompleted', { id: groceryId, completed: change.completed })
        : undefined;
    case 'groceryRemove':
      return groceryId ? mutate('grocery.remove', { id: groceryId }) : undefined;
    case 'duplicateAdd':
      return pantryId
        ? mutate('pantry.add', { id: pantryId, name: 'Again', category: 'fridge', addedAt: at })
        : undefined;
  }
}

/**
 * Rule S7 as an observable promise: what a device shows is the server's rows at the version it
 * last pulled with its own pending writes on top, so none of its writes can be missing (once
 * the last page of a pull is in: rule S16).
 */
async function expectOwnWritesVisible(device: SimDevice, reference: ReferenceServer, when: string) {
  const { state, pending } = await device.store.transaction(async (tx) => ({
    state: await tx.readState(),
    pending: await tx.outboxList(),
  }));
  // Between the pages of a pull (S16) a row changed again later has not arrived yet: the rows
  // are those of the cursor only once the last page is in. Convergence is checked at the end.
  if (state?.pullMore) return;
  const expected = reference.rowsAt(state?.cursor ?? 0);
  const tx = memoryTx(expected);
  for (const entry of pending) {
    const recorder = recordingTx(tx);
    try {
      await runMutation(recorder, entry.name, entry.args);
    } catch (error) {
      if (!(error instanceof MutationRejected)) throw error;
      await revert(tx, recorder.undo);
    }
  }
  assertSameRows(device.store.rows, expected, `${device.name} at ${when}`);
}

async function heal(world: World): Promise<void> {
  world.faults = NO_FAULTS;
  for (const device of world.devices) {
    device.online = true;
    device.client.setOnline(true);
  }
  await world.deliverDelayed();
  for (let round = 0; round < HEAL_ROUNDS; round += 1) {
    for (const device of world.devices) {
      device.client.requestSync();
      await device.client.idle();
    }
    const pending = world.devices.reduce((sum, d) => sum + d.client.getStatus().pending, 0);
    if (pending === 0 && round > 0) return;
  }
  throw new Error('the devices did not settle after healing');
}

async function expectConverged(
  world: World,
  reference: ReferenceServer,
  db: Database,
  householdId: string,
): Promise<void> {
  const made = world.devices.flatMap((device) => device.made).sort();
  const processed = [...reference.processed].sort();
  if (JSON.stringify(made) !== JSON.stringify(processed)) {
    throw new Error(
      `not every mutation was applied exactly once:\nmade      ${made.join('\n          ')}\nprocessed ${processed.join('\n          ')}`,
    );
  }
  const serverRows = emptyRows();
  for (const collection of COLLECTION_NAMES) {
    const rows = await listEntities(db, householdId, collection);
    if (rows.length === 0) continue;
    const table = new Map(
      rows.map((row) => [row.id, collectionSchemas[collection].parse(row.data)]),
    );
    serverRows.set(collection, table);
  }
  assertSameRows(serverRows, reference.rows, 'server vs reference model');
  for (const device of world.devices)
    assertSameRows(device.store.rows, serverRows, `${device.name} vs server`);
}

function canonical(rows: Rows): string {
  return JSON.stringify(
    COLLECTION_NAMES.flatMap((collection) =>
      listRows(rows, collection)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((row) => [collection, sortKeys(row)]),
    ),
  );
}

function sortKeys(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

function assertSameRows(actual: Rows, expected: Rows, what: string): void {
  const [a, e] = [canonical(actual), canonical(expected)];
  if (a !== e) throw new Error(`${what} differ:\nactual   ${a}\nexpected ${e}`);
}

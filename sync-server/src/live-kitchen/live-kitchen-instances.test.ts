// Two server instances on one PostgreSQL (TEST_DATABASE_URL): a room created on one is joined
// on the other, and its chat, steps and end cross between them through LISTEN/NOTIFY, because
// the room lives in the shared database and each change is notified to every instance.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../storage/migrate';
import { postgresInSchemas } from '../storage/storage-test-engines';
import {
  LiveClient,
  type ServedApp,
  serveWithSockets,
  signIn,
  ticketFor,
} from '../testing/live-sockets';
import { type TestApp, createTestApp } from '../testing/test-app';
import { postgresRoomBus } from './room-bus';

const url = process.env.TEST_DATABASE_URL;
const logger = pino({ level: 'silent' });

describe.skipIf(url === undefined)('live kitchen across two instances on PostgreSQL', () => {
  const engine = postgresInSchemas(url);
  const instances: { app: TestApp; served: ServedApp }[] = [];
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    const { db, reopen } = await engine.create();
    await migrate(db);
    const second = await reopen?.();
    if (!second) throw new Error('PostgreSQL can open a schema twice');
    for (const handle of [db, second]) {
      const app = await createTestApp({
        db: handle,
        roomBus: await postgresRoomBus(url ?? '', logger),
      });
      instances.push({ app, served: await serveWithSockets(app.app) });
    }
  });

  afterAll(async () => {
    clients.forEach((client) => client.close());
    for (const { app, served } of instances) {
      await served.close();
      await app.close();
    }
    await engine.cleanup();
  });

  async function connect(on: number): Promise<LiveClient> {
    const instance = instances[on];
    if (!instance) throw new Error(`no instance ${on}`);
    const ticket = await ticketFor(instance.app.app, await signIn(instance.app.app));
    const client = await LiveClient.signedIn(instance.served.socketUrl, ticket);
    clients.push(client);
    return client;
  }

  it('serves one room from both: join, chat, steps and the end cross instances', async () => {
    const host = await connect(0);
    host.send({
      type: 'create',
      name: 'Ana',
      recipe: { id: 'r', name: 'Soup', steps: ['Chop', 'Simmer'] },
    });
    const { room, participantId: hostId } = await host.next('welcome');

    const guest = await connect(1);
    guest.send({ type: 'join', roomId: room.id, name: 'Ben' });
    const joined = await guest.next('welcome');
    expect(joined.room.recipe?.name).toBe('Soup');
    expect((await host.event('joined')).participant.name).toBe('Ben');

    guest.send({ type: 'chat', text: 'Hi from instance two' });
    expect((await host.event('chat')).message.text).toBe('Hi from instance two');
    host.send({ type: 'chat', text: 'Hi from instance one' });
    expect(
      (await guest.event('chat', (e) => e.message.participantId === hostId)).message.text,
    ).toBe('Hi from instance one');

    host.send({ type: 'next-step' });
    expect((await guest.event('step')).step).toBe(1);
    host.send({ type: 'set-media', isVideoOff: true });
    expect(await guest.event('media')).toMatchObject({ participantId: hostId, isVideoOff: true });

    host.send({ type: 'end' });
    expect(await guest.event('ended')).toMatchObject({ reason: 'host' });
    expect((await guest.closed).code).toBe(4000);
  });
});

// The live kitchen over real WebSockets against the test app (PGlite, in-process room bus):
// tickets, creating and joining, chat, the host's steps and toggles, the 12-seat limit, drops
// and returns, rate limits, sweeping and idle expiry, and the end of a room for everyone.
import { LIVE_KITCHEN_CLOSE } from '@mise/domain/api/live-kitchen';
import {
  LIVE_KITCHEN_AWAY_GRACE_MS,
  LIVE_KITCHEN_IDLE_EXPIRY_MS,
  LIVE_KITCHEN_MAX_PARTICIPANTS,
  LIVE_KITCHEN_TICKET_TTL_SECONDS,
} from '@mise/domain/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/test-app';
import {
  LiveClient,
  type ServedApp,
  serveWithSockets,
  signIn,
  ticketFor,
} from '../testing/live-sockets';

const recipe = { id: 'seed-pancakes', name: 'Pancakes', steps: ['Mix', 'Rest', 'Fry'] };

let t: TestApp;
let served: ServedApp;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ liveTimings: { helloTimeoutMs: 300 } });
  served = await serveWithSockets(t.app);
});
afterEach(() => {
  clients.splice(0).forEach((client) => client.close());
});
afterAll(async () => {
  await served.close();
  await t.close();
});

/** A new device with a signed-in socket. */
async function device(): Promise<LiveClient> {
  const ticket = await ticketFor(t.app, await signIn(t.app));
  const client = await LiveClient.signedIn(served.socketUrl, ticket);
  clients.push(client);
  return client;
}

async function hostRoom(name = 'Ana') {
  const host = await device();
  host.send({ type: 'create', name, recipe });
  const welcome = await host.next('welcome');
  return { host, roomId: welcome.room.id, hostId: welcome.participantId, welcome };
}

async function guestIn(roomId: string, name = 'Ben') {
  const guest = await device();
  guest.send({ type: 'join', roomId, name });
  return { guest, welcome: await guest.next('welcome') };
}

describe('tickets', () => {
  it('need an access token', async () => {
    const response = await t.app.request('/api/live-kitchen/tickets', { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('must be the first message, valid and unexpired, else the socket closes', async () => {
    const noTicket = await LiveClient.open(served.socketUrl);
    clients.push(noTicket);
    noTicket.send({ type: 'join', roomId: 'kitchen-AbCdEfGhIjKlMnOpQr-_9z', name: 'Eve' });
    expect((await noTicket.next('error')).code).toBe('unauthorized');
    expect((await noTicket.closed).code).toBe(LIVE_KITCHEN_CLOSE.unauthorized);

    const ticket = await ticketFor(t.app, await signIn(t.app));
    t.clock.advance((LIVE_KITCHEN_TICKET_TTL_SECONDS + 1) * 1000);
    const late = await LiveClient.open(served.socketUrl);
    clients.push(late);
    late.send({ type: 'hello', ticket });
    expect((await late.next('error')).code).toBe('unauthorized');
    expect((await late.closed).code).toBe(LIVE_KITCHEN_CLOSE.unauthorized);
  });

  it('open one socket each: a ticket presented again is refused', async () => {
    const ticket = await ticketFor(t.app, await signIn(t.app));
    clients.push(await LiveClient.signedIn(served.socketUrl, ticket));
    const copy = await LiveClient.open(served.socketUrl);
    clients.push(copy);
    copy.send({ type: 'hello', ticket });
    expect((await copy.next('error')).code).toBe('unauthorized');
    expect((await copy.closed).code).toBe(LIVE_KITCHEN_CLOSE.unauthorized);
  });

  it('are forgotten by the sweep once expired, not before', async () => {
    clients.push(await device());
    const used = 'select count(*)::int as n from live_ticket_uses';
    const [before] = await t.db.query<{ n: number }>(used);
    expect(before?.n).toBeGreaterThan(0);
    await t.liveKitchen.sweep();
    expect(await t.db.query(used)).toEqual([before]);
    t.clock.advance(LIVE_KITCHEN_TICKET_TTL_SECONDS * 1000);
    await t.liveKitchen.sweep();
    expect(await t.db.query(used)).toEqual([{ n: 0 }]);
  });

  it('are not access tokens, nor the other way round', async () => {
    const token = await signIn(t.app);
    const withToken = await LiveClient.open(served.socketUrl);
    clients.push(withToken);
    withToken.send({ type: 'hello', ticket: token });
    expect((await withToken.next('error')).code).toBe('unauthorized');
    const ticket = await ticketFor(t.app, token);
    const asBearer = await t.app.request('/api/household', {
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(asBearer.status).toBe(401);
  });

  it('must come soon: a silent socket is closed', async () => {
    const silent = await LiveClient.open(served.socketUrl);
    clients.push(silent);
    expect((await silent.closed).code).toBe(LIVE_KITCHEN_CLOSE.unauthorized);
  });
});

describe('a room shared by two devices', () => {
  it('is created with an unguessable kitchen- id and the host in it', async () => {
    const { welcome } = await hostRoom();
    expect(welcome.room.id).toMatch(/^kitchen-[A-Za-z0-9_-]{22}$/);
    expect(welcome.room.recipe).toEqual(recipe);
    expect(welcome.room.participants).toMatchObject([
      { id: welcome.participantId, name: 'Ana', isHost: true, isMuted: false, isVideoOff: false },
    ]);
  });

  it('shows the guest to the host, carries chat both ways as text, and follows the host', async () => {
    const { host, roomId, hostId } = await hostRoom();
    const { guest, welcome } = await guestIn(roomId);
    expect(welcome.room.participants.map((p) => [p.name, p.isHost])).toEqual([
      ['Ana', true],
      ['Ben', false],
    ]);
    expect((await host.event('joined')).participant.name).toBe('Ben');

    guest.send({ type: 'chat', text: '  <img src=x onerror=alert(1)> hi  ' });
    const fromGuest = await host.event('chat');
    expect(fromGuest.message).toMatchObject({
      userName: 'Ben',
      text: '<img src=x onerror=alert(1)> hi',
    });
    host.send({ type: 'chat', text: 'Hello Ben' });
    const fromHost = await guest.event('chat', (e) => e.message.participantId === hostId);
    expect(fromHost.message).toMatchObject({
      userName: 'Ana',
      participantId: hostId,
      text: 'Hello Ben',
    });

    host.send({ type: 'next-step' });
    expect((await guest.event('step')).step).toBe(1);
    guest.send({ type: 'next-step' });
    expect(await guest.next('error')).toMatchObject({
      code: 'not_host',
      message: 'Only the host can do that.',
    });

    host.send({ type: 'set-media', isMuted: true });
    expect(await guest.event('media')).toMatchObject({
      participantId: hostId,
      isMuted: true,
      isVideoOff: false,
    });
    guest.send({ type: 'set-paused', paused: true });
    expect((await host.event('paused')).type).toBe('paused');
  });

  it('ends for everyone when the host ends it, and the link no longer opens it', async () => {
    const { host, roomId } = await hostRoom();
    const { guest } = await guestIn(roomId);
    host.send({ type: 'end' });
    expect(await guest.event('ended')).toMatchObject({ reason: 'host' });
    expect((await guest.closed).code).toBe(LIVE_KITCHEN_CLOSE.done);
    expect((await host.closed).code).toBe(LIVE_KITCHEN_CLOSE.done);

    const late = await device();
    late.send({ type: 'join', roomId, name: 'Cleo' });
    expect(await late.next('error')).toMatchObject({
      code: 'room_not_found',
      message: 'This session has ended, or the link is not right.',
    });
  });

  it('lets a guest leave: the others see them go', async () => {
    const { host, roomId } = await hostRoom();
    const { guest, welcome } = await guestIn(roomId);
    guest.send({ type: 'leave' });
    expect((await host.event('left')).participantId).toBe(welcome.participantId);
    expect((await guest.closed).code).toBe(LIVE_KITCHEN_CLOSE.done);
  });
});

describe('limits', () => {
  it(`refuses the ${LIVE_KITCHEN_MAX_PARTICIPANTS + 1}th cook with a clear message`, async () => {
    const { roomId } = await hostRoom();
    for (let i = 1; i < LIVE_KITCHEN_MAX_PARTICIPANTS; i += 1) await guestIn(roomId, `Cook ${i}`);
    const thirteenth = await device();
    thirteenth.send({ type: 'join', roomId, name: 'Late' });
    expect(await thirteenth.next('error')).toEqual({
      type: 'error',
      code: 'room_full',
      message: 'This session is full: at most 12 cooks can join.',
    });
  });

  it('refuses empty and over-long chat and messages that are not the protocol', async () => {
    const { host } = await hostRoom();
    host.send({ type: 'chat', text: 'x'.repeat(501) });
    expect((await host.next('error')).message).toBe('A message can be at most 500 characters.');
    host.send({ type: 'chat', text: '   ' });
    expect((await host.next('error')).message).toBe('Type a message first.');
    host.sendRaw('not json');
    expect((await host.next('error')).code).toBe('invalid_message');
  });

  it('limits messages per connection, and closes a socket that keeps flooding', async () => {
    const { host } = await hostRoom();
    for (let i = 0; i < 12; i += 1) host.send({ type: 'ping' });
    expect((await host.next('error')).code).toBe('rate_limited');
    for (let i = 0; i < 25; i += 1) host.send({ type: 'ping' });
    expect((await host.closed).code).toBe(LIVE_KITCHEN_CLOSE.policy);
  });

  it('lets a device host at most 3 open rooms', async () => {
    const token = await signIn(t.app);
    const socketOfDevice = async () => {
      const client = await LiveClient.signedIn(served.socketUrl, await ticketFor(t.app, token));
      clients.push(client);
      client.send({ type: 'create', name: 'Ana', recipe: null });
      return client;
    };
    for (let i = 0; i < 3; i += 1) await (await socketOfDevice()).next('welcome');
    expect((await (await socketOfDevice()).next('error')).code).toBe('too_many_rooms');
  });
});

describe('drops and returns', () => {
  it('keeps a dropped guest’s seat and identity when they reconnect', async () => {
    const { host, roomId } = await hostRoom();
    const token = await signIn(t.app);
    const first = await LiveClient.signedIn(served.socketUrl, await ticketFor(t.app, token));
    first.send({ type: 'join', roomId, name: 'Ben' });
    const { participantId } = await first.next('welcome');
    first.socket.terminate();
    expect((await host.event('away')).participantId).toBe(participantId);

    const again = await LiveClient.signedIn(served.socketUrl, await ticketFor(t.app, token));
    clients.push(again);
    again.send({ type: 'join', roomId, name: 'Ben', participantId });
    const back = await again.next('welcome');
    expect(back.participantId).toBe(participantId);
    expect(back.room.participants.filter((p) => p.name === 'Ben')).toHaveLength(1);
    expect((await host.event('returned')).participantId).toBe(participantId);
  });

  it('frees the seat of a guest who does not come back, after the grace time', async () => {
    const { host, roomId } = await hostRoom();
    const { guest, welcome } = await guestIn(roomId);
    guest.socket.terminate();
    await host.event('away');
    t.clock.advance(LIVE_KITCHEN_AWAY_GRACE_MS);
    await t.liveKitchen.sweep();
    expect((await host.event('left')).participantId).toBe(welcome.participantId);
  });

  it('ends a room idle for 12 hours, and tells whoever is still connected', async () => {
    const { host, roomId } = await hostRoom();
    t.clock.advance(LIVE_KITCHEN_IDLE_EXPIRY_MS);
    await t.liveKitchen.sweep();
    expect(await host.event('ended')).toMatchObject({ reason: 'expired' });
    expect(await t.db.query('select 1 from live_rooms where id = $1', [roomId])).toEqual([]);
  });
});

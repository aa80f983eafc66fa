import { describe, expect, it, vi } from 'vitest';
import { type ServerMessage, serverMessageSchema } from '@mise/domain/api/live-kitchen';
import { LIVE_KITCHEN_PING_INTERVAL_MS } from '@mise/domain/constants';
import { newRoomView } from '@mise/domain/live-room';
import {
  type ConnectionEnd,
  type ConnectionStatus,
  RoomConnection,
  type SocketHandlers,
  type SocketLike,
} from './room-connection';

const ROOM_ID = 'kitchen-AbCdEfGhIjKlMnOpQr-_9z';

class FakeSocket implements SocketLike {
  sent: unknown[] = [];
  closedWith: number | undefined;
  constructor(readonly handlers: SocketHandlers) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  serverSends(message: ServerMessage) {
    this.handlers.onMessage(JSON.stringify(message));
  }
  serverCloses(code: number) {
    this.handlers.onClose(code);
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; at: number; cancelled: boolean }[] = [];
  let now = 0;
  const statuses: ConnectionStatus[] = [];
  const ends: ConnectionEnd[] = [];
  const messages: ServerMessage[] = [];
  const connection = (intent: ConstructorParameters<typeof RoomConnection>[0]) =>
    new RoomConnection(intent, {
      openSocket: (handlers) => {
        const socket = new FakeSocket(handlers);
        sockets.push(socket);
        return socket;
      },
      ticket: vi.fn(() => Promise.resolve(`ticket-${sockets.length + 1}`)),
      parse: (data) =>
        typeof data === 'string' ? serverMessageSchema.parse(JSON.parse(data)) : undefined,
      setTimer: (run, ms) => {
        const timer = { run, at: now + ms, cancelled: false };
        timers.push(timer);
        return () => (timer.cancelled = true);
      },
      now: () => now,
      random: () => 0.5,
      onStatus: (status) => statuses.push(status),
      onMessage: (message) => messages.push(message),
      onEnd: (end) => ends.push(end),
    });
  /** Moves time on, running what falls due. */
  const advance = async (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
      timer.cancelled = true;
      timer.run();
    }
    await Promise.resolve();
    await Promise.resolve();
  };
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { sockets, statuses, ends, messages, connection, advance, last };
}

function welcome(participantId: string): ServerMessage {
  const room = newRoomView({
    id: ROOM_ID,
    host: { id: 'host', name: 'Ana' },
    recipe: null,
    now: 0,
  });
  return { type: 'welcome', participantId, room, serverNow: 0 };
}

async function opened(h: ReturnType<typeof harness>) {
  await Promise.resolve();
  await Promise.resolve();
  h.last().handlers.onOpen();
}

describe('RoomConnection', () => {
  it('presents its ticket, then creates the room, and is open once welcomed', async () => {
    const h = harness();
    h.connection({ type: 'create', name: 'Ana', recipe: null }).start();
    await opened(h);
    expect(h.last().sent).toEqual([{ type: 'hello', ticket: 'ticket-1' }]);
    h.last().serverSends({ type: 'ready' });
    expect(h.last().sent[1]).toEqual({ type: 'create', name: 'Ana', recipe: null });
    h.last().serverSends(welcome('host'));
    expect(h.statuses).toEqual(['connecting', 'open']);
    expect(h.messages.map((m) => m.type)).toEqual(['welcome']);
  });

  it('reconnects with backoff after a drop and rejoins as the same participant', async () => {
    const h = harness();
    h.connection({ type: 'join', roomId: ROOM_ID, name: 'Ben' }).start();
    await opened(h);
    h.last().serverSends({ type: 'ready' });
    h.last().serverSends(welcome('ben'));
    h.last().serverCloses(1006);
    expect(h.statuses.at(-1)).toBe('reconnecting');
    await h.advance(700);
    expect(h.sockets).toHaveLength(1);
    await h.advance(100);
    expect(h.sockets).toHaveLength(2);
    await opened(h);
    h.last().serverSends({ type: 'ready' });
    expect(h.last().sent).toEqual([
      { type: 'hello', ticket: 'ticket-2' },
      { type: 'join', roomId: ROOM_ID, name: 'Ben', participantId: 'ben' },
    ]);
  });

  it('stops for good when the room is over, or the server refuses it for a reason that stays', async () => {
    const h = harness();
    h.connection({ type: 'join', roomId: ROOM_ID, name: 'Ben' }).start();
    await opened(h);
    h.last().serverSends({ type: 'ready' });
    h.last().serverSends({ type: 'error', code: 'room_full', message: 'This session is full.' });
    expect(h.ends).toEqual([
      { kind: 'refused', code: 'room_full', message: 'This session is full.', wasIn: false },
    ]);
    expect(h.last().closedWith).toBe(1000);

    const g = harness();
    g.connection({ type: 'join', roomId: ROOM_ID, name: 'Ben' }).start();
    await opened(g);
    g.last().serverSends({ type: 'ready' });
    g.last().serverSends(welcome('ben'));
    g.last().serverCloses(4000);
    await g.advance(120_000);
    expect(g.ends).toEqual([{ kind: 'done' }]);
    expect(g.sockets).toHaveLength(1);
  });

  it('pings while open, and gives up on a socket that stopped answering', async () => {
    const h = harness();
    h.connection({ type: 'join', roomId: ROOM_ID, name: 'Ben' }).start();
    await opened(h);
    h.last().serverSends({ type: 'ready' });
    h.last().serverSends(welcome('ben'));
    await h.advance(LIVE_KITCHEN_PING_INTERVAL_MS);
    expect(h.last().sent.at(-1)).toEqual({ type: 'ping' });
    await h.advance(LIVE_KITCHEN_PING_INTERVAL_MS);
    await h.advance(LIVE_KITCHEN_PING_INTERVAL_MS);
    expect(h.statuses.at(-1)).toBe('reconnecting');
    expect(h.sockets[0]?.closedWith).toBe(1000);
  });

  it('says goodbye when asked to stop while in the room', async () => {
    const h = harness();
    const connection = h.connection({ type: 'join', roomId: ROOM_ID, name: 'Ben' });
    connection.start();
    await opened(h);
    h.last().serverSends({ type: 'ready' });
    h.last().serverSends(welcome('ben'));
    connection.stop({ type: 'leave' });
    expect(h.last().sent.at(-1)).toEqual({ type: 'leave' });
    expect(connection.send({ type: 'chat', text: 'hi' })).toBe(false);
  });
});

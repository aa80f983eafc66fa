// The device's side of a live kitchen socket, framework-free so every transition is tested with
// a fake socket and clock: fetch a ticket, open the socket, present the ticket, create or join,
// keep the connection alive with pings, and when it drops, reconnect with backoff and rejoin as
// the same participant. It stops for good when the room is over for this device.
import {
  type ClientMessage,
  LIVE_KITCHEN_CLOSE,
  type LiveErrorCode,
  type ServerMessage,
} from '@mise/domain/api/live-kitchen';
import { LIVE_KITCHEN_PING_INTERVAL_MS } from '@mise/domain/constants';
import type { RoomRecipe } from '@mise/domain/live-room';
import { backoffDelay } from '@mise/sync/client/backoff';

export type RoomIntent =
  | { type: 'create'; name: string; recipe: RoomRecipe | null }
  | { type: 'join'; roomId: string; name: string; participantId?: string | undefined };

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export type ConnectionEnd =
  /** The server refused to let this device in (or back in). */
  | { kind: 'refused'; code: LiveErrorCode; message: string; wasIn: boolean }
  /** The room is over for this device (it ended, or this participant left). */
  | { kind: 'done' }
  /** The same participant connected from elsewhere, which holds the seat now. */
  | { kind: 'replaced' };

/** What the connection needs of a WebSocket. */
export interface SocketLike {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

export interface SocketHandlers {
  onOpen: () => void;
  onMessage: (data: unknown) => void;
  onClose: (code: number) => void;
}

export interface RoomConnectionDeps {
  /** Opens a socket to the live kitchen that reports to `handlers`. */
  openSocket: (handlers: SocketHandlers) => SocketLike;
  ticket: () => Promise<string>;
  parse: (data: unknown) => ServerMessage | undefined;
  /** setTimeout that answers its own cancel. */
  setTimer(run: () => void, ms: number): () => void;
  now: () => number;
  random: () => number;
  onStatus: (status: ConnectionStatus) => void;
  /** Welcome, room events, pongs, and errors once in the room. */
  onMessage: (message: ServerMessage) => void;
  onEnd: (end: ConnectionEnd) => void;
}

/** Refusals that retrying cannot change. */
const FINAL_REFUSALS = new Set<LiveErrorCode>([
  'room_not_found',
  'room_full',
  'too_many_rooms',
  'invalid_message',
  'already_in_room',
]);

/** Two missed pings: the connection is dead even if the browser has not noticed yet. */
const SILENCE_LIMIT_MS = 2 * LIVE_KITCHEN_PING_INTERVAL_MS + 5000;

export class RoomConnection {
  private socket: SocketLike | undefined;
  private inRoom = false;
  private wasIn = false;
  private failures = 0;
  private stopped = false;
  private lastHeard = 0;
  private cancelTimer: () => void = () => undefined;
  private cancelPing: () => void = () => undefined;

  constructor(
    private intent: RoomIntent,
    private readonly deps: RoomConnectionDeps,
  ) {}

  start(): void {
    void this.connect();
  }

  /** Sends a command if the socket is in the room; answers whether it went. */
  send(message: ClientMessage): boolean {
    if (!this.socket || !this.inRoom) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Ends the connection for good, saying `goodbye` first if it is in the room. */
  stop(goodbye?: ClientMessage): void {
    if (this.stopped) return;
    if (goodbye) this.send(goodbye);
    this.stopped = true;
    this.cancelTimer();
    this.cancelPing();
    this.socket?.close(1000, 'bye');
    this.socket = undefined;
  }

  private async connect(): Promise<void> {
    this.deps.onStatus(this.wasIn ? 'reconnecting' : 'connecting');
    let ticket: string;
    try {
      ticket = await this.deps.ticket();
    } catch (error) {
      console.warn('Live kitchen: no ticket, retrying.', error);
      this.retry();
      return;
    }
    if (this.stopped) return;
    const socket: SocketLike = this.deps.openSocket({
      onOpen: () => socket.send(JSON.stringify({ type: 'hello', ticket })),
      onMessage: (data) => this.receive(socket, data),
      onClose: (code) => this.closed(socket, code),
    });
    this.socket = socket;
    this.inRoom = false;
  }

  private receive(socket: SocketLike, data: unknown): void {
    if (socket !== this.socket || this.stopped) return;
    this.lastHeard = this.deps.now();
    const message = this.deps.parse(data);
    if (message === undefined) return;
    if (message.type === 'ready') {
      socket.send(JSON.stringify(this.intent));
    } else if (message.type === 'welcome') {
      this.entered(message);
    } else if (message.type === 'error' && !this.inRoom) {
      if (FINAL_REFUSALS.has(message.code)) {
        this.end({
          kind: 'refused',
          code: message.code,
          message: message.message,
          wasIn: this.wasIn,
        });
      }
    } else {
      this.deps.onMessage(message);
    }
  }

  private entered(message: Extract<ServerMessage, { type: 'welcome' }>): void {
    this.inRoom = true;
    this.wasIn = true;
    this.failures = 0;
    // From now on, (re)connecting means coming back as this participant.
    this.intent = {
      type: 'join',
      roomId: message.room.id,
      name: this.intent.name,
      participantId: message.participantId,
    };
    this.schedulePing();
    this.deps.onStatus('open');
    this.deps.onMessage(message);
  }

  private schedulePing(): void {
    this.cancelPing();
    this.cancelPing = this.deps.setTimer(() => {
      if (this.deps.now() - this.lastHeard > SILENCE_LIMIT_MS) {
        // Unanswered: drop this socket and reconnect.
        const socket = this.socket;
        if (socket) this.closed(socket, 1006);
        socket?.close(1000, 'silent');
        return;
      }
      this.send({ type: 'ping' });
      this.schedulePing();
    }, LIVE_KITCHEN_PING_INTERVAL_MS);
  }

  private closed(socket: SocketLike, code: number): void {
    if (socket !== this.socket || this.stopped) return;
    this.socket = undefined;
    this.inRoom = false;
    this.cancelPing();
    if (code === LIVE_KITCHEN_CLOSE.done) this.end({ kind: 'done' });
    else if (code === LIVE_KITCHEN_CLOSE.replaced) this.end({ kind: 'replaced' });
    else this.retry();
  }

  private retry(): void {
    if (this.stopped) return;
    this.failures += 1;
    this.deps.onStatus(this.wasIn ? 'reconnecting' : 'connecting');
    this.cancelTimer = this.deps.setTimer(
      () => void this.connect(),
      backoffDelay(this.failures, this.deps.random()),
    );
  }

  private end(end: ConnectionEnd): void {
    this.stop();
    this.deps.onEnd(end);
  }
}

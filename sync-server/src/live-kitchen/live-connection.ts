/**
 * One live-kitchen WebSocket on this server instance: it must present a ticket first, may then
 * create or join one room, and from then on sends that room's commands and receives every
 * change to it from the room bus. Messages are handled one at a time, in order; each spends a
 * token of the connection's bucket first, so a flood is refused before it costs a query.
 */
import {
  type ClientMessage,
  LIVE_KITCHEN_CLOSE,
  LIVE_KITCHEN_ERROR_MESSAGES,
  type LiveErrorCode,
  type ServerMessage,
  clientMessageSchema,
} from '@mise/domain/api/live-kitchen';
import {
  LIVE_KITCHEN_HELLO_TIMEOUT_MS,
  LIVE_KITCHEN_RATE_BURST,
  LIVE_KITCHEN_RATE_MAX_REFUSALS,
  LIVE_KITCHEN_RATE_PER_SECOND,
  LIVE_KITCHEN_SILENCE_TIMEOUT_MS,
} from '@mise/domain/constants';
import {
  type RoomCommand,
  type RoomRecord,
  actInRoom,
  createRoomRecord,
  dropConnection,
  joinRoom,
} from '@mise/domain/live-room-commands';
import { fullBucket, takeToken } from '@mise/domain/token-bucket';
import type { LiveTickets } from '../auth/live-tickets';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { ChangeResult, LiveRoomStore } from './live-room-store';
import type { RoomBus, RoomNotice } from './room-bus';

/** The part of a WebSocket a connection uses (Hono's WSContext has it). */
export interface LiveSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
}

export interface LiveTimings {
  helloTimeoutMs: number;
  silenceTimeoutMs: number;
}

export interface LiveConnectionDeps {
  store: LiveRoomStore;
  bus: RoomBus;
  tickets: LiveTickets;
  clock: Clock;
  logger: Logger;
  newRoomId: () => string;
  newId: () => string;
  timings: LiveTimings;
}

export const defaultLiveTimings: LiveTimings = {
  helloTimeoutMs: LIVE_KITCHEN_HELLO_TIMEOUT_MS,
  silenceTimeoutMs: LIVE_KITCHEN_SILENCE_TIMEOUT_MS,
};

const RATE = { burst: LIVE_KITCHEN_RATE_BURST, perSecond: LIVE_KITCHEN_RATE_PER_SECOND };

interface Membership {
  roomId: string;
  participantId: string;
  /** The newest version sent; older or repeated notices are skipped. */
  version: number;
  /** Notices that arrived before the welcome went out; null once it has. */
  early: RoomNotice[] | null;
  unsubscribe: () => void;
}

export class LiveConnection {
  readonly connectionId: string;
  private deviceId: string | undefined;
  private membership: Membership | undefined;
  private bucket;
  private refusals = 0;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private silence: ReturnType<typeof setTimeout>;

  constructor(
    private readonly socket: LiveSocket,
    private readonly deps: LiveConnectionDeps,
  ) {
    this.connectionId = deps.newId();
    this.bucket = fullBucket(RATE, this.now());
    this.silence = setTimeout(
      () => this.close(LIVE_KITCHEN_CLOSE.unauthorized, 'no ticket'),
      deps.timings.helloTimeoutMs,
    );
  }

  private now(): number {
    return this.deps.clock().getTime();
  }

  /** A frame arrived: checked against the bucket at once, handled in turn. */
  receive(data: unknown): void {
    if (this.closed) return;
    const taken = takeToken(this.bucket, RATE, this.now());
    this.bucket = taken.bucket;
    if (!taken.allowed) {
      this.refusals += 1;
      if (this.refusals >= LIVE_KITCHEN_RATE_MAX_REFUSALS) {
        this.close(LIVE_KITCHEN_CLOSE.policy, 'too many messages');
      } else {
        this.sendError('rate_limited');
      }
      return;
    }
    this.refusals = 0;
    this.queue = this.queue
      .then(() => this.handle(data))
      .catch((error: unknown) => {
        this.deps.logger.error({ err: error }, 'live kitchen: a message failed');
        this.sendError('server_error');
      });
  }

  /** The socket closed (either side): a participant in a room is away, seat kept. */
  onSocketClosed(): void {
    if (this.closed && this.membership === undefined) return;
    this.closed = true;
    clearTimeout(this.silence);
    const membership = this.leaveMembership();
    if (membership === undefined) return;
    // After the message in hand: a join or create still running names its participant then.
    this.queue = this.queue
      .then(async () => {
        const { roomId, participantId } = membership;
        if (participantId === '') return;
        await this.deps.store.change(roomId, (record) =>
          dropConnection(record, participantId, this.connectionId, this.now()),
        );
      })
      .catch((error: unknown) =>
        this.deps.logger.warn({ err: error }, 'live kitchen: could not mark a drop'),
      );
  }

  /** Ends the socket from this side (shutdown, policy, room over). */
  close(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.onSocketClosed();
  }

  /** Resolves once every message received so far has been handled. */
  settled(): Promise<void> {
    return this.queue;
  }

  private send(message: ServerMessage): void {
    if (!this.closed) this.socket.send(JSON.stringify(message));
  }

  private sendError(code: LiveErrorCode, message: string = LIVE_KITCHEN_ERROR_MESSAGES[code]) {
    this.send({ type: 'error', code, message });
  }

  private resetSilence(): void {
    clearTimeout(this.silence);
    this.silence = setTimeout(
      () => this.close(LIVE_KITCHEN_CLOSE.policy, 'silent too long'),
      this.deps.timings.silenceTimeoutMs,
    );
  }

  private parse(data: unknown): ClientMessage | undefined {
    let json: unknown;
    try {
      json = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      json = undefined;
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (parsed.success) return parsed.data;
    this.sendError('invalid_message', parsed.error.issues[0]?.message);
    return undefined;
  }

  private async handle(data: unknown): Promise<void> {
    if (this.closed) return;
    const message = this.parse(data);
    if (message === undefined) return;
    if (this.deviceId === undefined) {
      await this.hello(message);
      return;
    }
    this.resetSilence();
    switch (message.type) {
      case 'hello':
        return this.sendError('invalid_message', 'This socket has already presented a ticket.');
      case 'ping':
        return this.send({ type: 'pong', serverNow: this.now() });
      case 'create':
        return this.create(message.name, message.recipe, this.deviceId);
      case 'join':
        return this.join(message.roomId, message.name, message.participantId, this.deviceId);
      case 'resync':
        return this.resync();
      default:
        return this.command(message);
    }
  }

  private async hello(message: ClientMessage): Promise<void> {
    const deviceId = message.type === 'hello' ? await this.deps.tickets.use(message.ticket) : null;
    if (deviceId === null) {
      this.sendError('unauthorized');
      this.close(LIVE_KITCHEN_CLOSE.unauthorized, 'no valid ticket');
      return;
    }
    this.deviceId = deviceId;
    this.resetSilence();
    this.send({ type: 'ready' });
  }

  private async create(
    name: string,
    recipe: RoomRecord['view']['recipe'],
    deviceId: string,
  ): Promise<void> {
    if (this.membership) return this.sendError('already_in_room');
    const participantId = this.deps.newId();
    const record = createRoomRecord({
      id: this.deps.newRoomId(),
      hostId: participantId,
      name,
      recipe,
      seat: { deviceId, connectionId: this.connectionId },
      now: this.now(),
    });
    this.enter(record.view.id, participantId);
    const outcome = await this.deps.store.create(record, deviceId);
    if (outcome === 'too_many_rooms') {
      this.leaveMembership();
      return this.sendError('too_many_rooms');
    }
    this.welcome(record);
  }

  private async join(
    roomId: string,
    name: string,
    participantId: string | undefined,
    deviceId: string,
  ): Promise<void> {
    if (this.membership) return this.sendError('already_in_room');
    // Listening before joining: nothing between the join and the welcome is missed.
    const membership = this.enter(roomId, '');
    let joinedAs: string | undefined;
    const result = await this.deps.store.change(roomId, (record) => {
      const seat = { deviceId, connectionId: this.connectionId };
      const outcome = joinRoom(record, { name, participantId, seat }, this.context());
      joinedAs = outcome.participantId;
      return outcome;
    });
    if (result.kind !== 'changed' || joinedAs === undefined) {
      this.leaveMembership();
      return this.sendError(result.kind === 'refused' ? result.error : 'room_not_found');
    }
    // Set even if the socket closed meanwhile, so its drop names the seat it took.
    membership.participantId = joinedAs;
    this.welcome(result.record);
  }

  private async resync(): Promise<void> {
    const membership = this.membership;
    if (!membership) return this.sendError('not_in_room');
    const record = await this.deps.store.read(membership.roomId);
    if (!record) return this.roomGone();
    membership.early = [];
    this.welcome(record);
  }

  private async command(command: RoomCommand): Promise<void> {
    const membership = this.membership;
    if (!membership) return this.sendError('not_in_room');
    const result: ChangeResult = await this.deps.store.change(membership.roomId, (record) =>
      actInRoom(record, membership.participantId, command, this.context()),
    );
    if (result.kind === 'not-found') return this.roomGone();
    if (result.kind === 'refused') return this.sendError(result.error);
    if (command.type === 'leave') {
      // Said goodbye: the room is done with this socket (its notices go to the others).
      this.leaveMembership();
      this.close(LIVE_KITCHEN_CLOSE.done, 'left');
    }
  }

  private context() {
    return { now: this.now(), newId: this.deps.newId };
  }

  private enter(roomId: string, participantId: string): Membership {
    const membership: Membership = {
      roomId,
      participantId,
      version: 0,
      early: [],
      unsubscribe: () => undefined,
    };
    membership.unsubscribe = this.deps.bus.subscribe(roomId, (notice) => this.notice(notice));
    this.membership = membership;
    return membership;
  }

  private leaveMembership(): Membership | undefined {
    const membership = this.membership;
    membership?.unsubscribe();
    this.membership = undefined;
    return membership;
  }

  private welcome(record: RoomRecord): void {
    const membership = this.membership;
    if (!membership) return;
    membership.version = record.view.version;
    const early = membership.early ?? [];
    membership.early = null;
    this.send({
      type: 'welcome',
      participantId: membership.participantId,
      room: record.view,
      serverNow: this.now(),
    });
    early.forEach((notice) => this.notice(notice));
  }

  private notice(notice: RoomNotice): void {
    const membership = this.membership;
    if (!membership) return;
    if (membership.early !== null) {
      membership.early.push(notice);
      return;
    }
    if (notice.version <= membership.version) return;
    membership.version = notice.version;
    const { event } = notice;
    this.send({ type: 'event', event, version: notice.version });
    const mine = membership.participantId;
    if (event.type === 'ended') {
      this.leaveMembership();
      this.close(LIVE_KITCHEN_CLOSE.done, 'ended');
    } else if (event.type === 'left' && event.participantId === mine) {
      this.leaveMembership();
      this.close(LIVE_KITCHEN_CLOSE.done, 'left');
    } else if (
      (event.type === 'returned' && event.participantId === mine) ||
      (event.type === 'joined' && event.participant.id === mine)
    ) {
      if (notice.connectionId !== undefined && notice.connectionId !== this.connectionId) {
        // The same participant connected again elsewhere: that socket holds the seat now.
        this.leaveMembership();
        this.close(LIVE_KITCHEN_CLOSE.replaced, 'replaced');
      }
    }
  }

  private roomGone(): void {
    this.leaveMembership();
    this.sendError('room_not_found');
    this.close(LIVE_KITCHEN_CLOSE.done, 'room not found');
  }
}

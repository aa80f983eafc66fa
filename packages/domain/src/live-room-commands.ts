/**
 * What the server decides in a live kitchen room (issue 9): who may join (at most 12, a
 * dropped participant keeps their seat and identity), what each participant may do (chat, the
 * host's Next Step and End, anyone's pause and own camera and microphone), and when the room
 * sweeps out guests who never came back or expires. Pure: the clock and new ids are passed in.
 * Each operation answers the room's next record and the events to send to everyone in it.
 */
import {
  LIVE_KITCHEN_AWAY_GRACE_MS,
  LIVE_KITCHEN_CHAT_MAX_LENGTH,
  LIVE_KITCHEN_IDLE_EXPIRY_MS,
  LIVE_KITCHEN_MAX_PARTICIPANTS,
} from './constants';
import {
  type RoomEvent,
  type RoomRecipe,
  type RoomView,
  applyRoomEvent,
  findParticipant,
  isLastStep,
  newParticipant,
  newRoomView,
} from './live-room';

/** What only the server knows of a participant: whose device it is and its live connection. */
export interface RoomSeat {
  deviceId: string;
  /** The socket that holds the seat now; a drop of an older socket changes nothing. */
  connectionId: string;
}

export interface RoomRecord {
  view: RoomView;
  members: Record<string, RoomSeat>;
}

export type RoomErrorCode =
  | 'room_not_found'
  | 'room_full'
  | 'not_in_room'
  | 'not_host'
  | 'no_recipe'
  | 'last_step'
  | 'empty_message'
  | 'message_too_long';

export type RoomOutcome =
  { ok: true; record: RoomRecord; events: RoomEvent[] } | { ok: false; error: RoomErrorCode };

export type RoomCommand =
  | { type: 'chat'; text: string }
  | { type: 'next-step' }
  | { type: 'set-paused'; paused: boolean }
  | { type: 'set-media'; isMuted?: boolean | undefined; isVideoOff?: boolean | undefined }
  | { type: 'leave' }
  | { type: 'end' };

export interface RoomContext {
  now: number;
  /** A fresh unique id (participants, chat messages). */
  newId: () => string;
}

/** Characters as a person counts them: an emoji is one. */
export function chatLength(text: string): number {
  return Array.from(text).length;
}

export function createRoomRecord(options: {
  id: string;
  hostId: string;
  name: string;
  recipe: RoomRecipe | null;
  seat: RoomSeat;
  now: number;
}): RoomRecord {
  const { id, hostId, name, recipe, seat, now } = options;
  return {
    view: newRoomView({ id, host: { id: hostId, name }, recipe, now }),
    members: { [hostId]: seat },
  };
}

function applied(record: RoomRecord, events: RoomEvent[], seat?: RoomSeat): RoomOutcome {
  let { view } = record;
  const members = { ...record.members };
  for (const event of events) {
    view = applyRoomEvent(view, event);
    if (event.type === 'joined' && seat) members[event.participant.id] = seat;
    if (event.type === 'returned' && seat) members[event.participantId] = seat;
    if (event.type === 'left') delete members[event.participantId];
  }
  return { ok: true, record: { view, members }, events };
}

/**
 * Joins `record` as `name`. A device comes back as the participant it was (same id, host or
 * not) when it names that participant, or when it has one that is away; otherwise it takes a
 * new seat, if one of the 12 is free.
 */
export function joinRoom(
  record: RoomRecord,
  join: { name: string; participantId?: string | undefined; seat: RoomSeat },
  context: RoomContext,
): RoomOutcome & { participantId?: string } {
  const { view, members } = record;
  const mine = (id: string) => members[id]?.deviceId === join.seat.deviceId;
  const named = join.participantId;
  const returning =
    named !== undefined && mine(named) && findParticipant(view, named)
      ? named
      : view.participants.find((p) => p.awaySince !== null && mine(p.id))?.id;
  if (returning !== undefined) {
    const events: RoomEvent[] = [{ type: 'returned', participantId: returning, at: context.now }];
    return { ...applied(record, events, join.seat), participantId: returning };
  }
  if (view.participants.length >= LIVE_KITCHEN_MAX_PARTICIPANTS) {
    return { ok: false, error: 'room_full' };
  }
  const participant = newParticipant(context.newId(), join.name, false);
  const events: RoomEvent[] = [{ type: 'joined', participant, at: context.now }];
  return { ...applied(record, events, join.seat), participantId: participant.id };
}

/** One participant's command. Commands that change nothing succeed with no events. */
export function actInRoom(
  record: RoomRecord,
  actorId: string,
  command: RoomCommand,
  context: RoomContext,
): RoomOutcome {
  const { view } = record;
  const actor = findParticipant(view, actorId);
  if (!actor) return { ok: false, error: 'not_in_room' };
  const at = context.now;
  switch (command.type) {
    case 'chat': {
      const text = command.text.trim();
      if (text === '') return { ok: false, error: 'empty_message' };
      if (chatLength(text) > LIVE_KITCHEN_CHAT_MAX_LENGTH) {
        return { ok: false, error: 'message_too_long' };
      }
      const message = {
        id: context.newId(),
        participantId: actor.id,
        userName: actor.name,
        text,
        timestamp: new Date(at).toISOString(),
      };
      return applied(record, [{ type: 'chat', message, at }]);
    }
    case 'next-step':
      if (!actor.isHost) return { ok: false, error: 'not_host' };
      if (view.recipe === null) return { ok: false, error: 'no_recipe' };
      if (isLastStep(view)) return { ok: false, error: 'last_step' };
      return applied(record, [{ type: 'step', step: view.currentStep + 1, at }]);
    case 'set-paused': {
      const paused = view.timer.pausedAt !== null;
      if (paused === command.paused) return applied(record, []);
      return applied(record, [{ type: command.paused ? 'paused' : 'resumed', at }]);
    }
    case 'set-media': {
      const isMuted = command.isMuted ?? actor.isMuted;
      const isVideoOff = command.isVideoOff ?? actor.isVideoOff;
      if (isMuted === actor.isMuted && isVideoOff === actor.isVideoOff) return applied(record, []);
      return applied(record, [{ type: 'media', participantId: actor.id, isMuted, isVideoOff, at }]);
    }
    case 'leave':
      // The host's seat is the room's: leaving without ending only steps away from it.
      if (actor.isHost) return dropConnection(record, actor.id, undefined, at);
      return applied(record, [{ type: 'left', participantId: actor.id, at }]);
    case 'end':
      if (!actor.isHost) return { ok: false, error: 'not_host' };
      return applied(record, [{ type: 'ended', reason: 'host', at }]);
  }
}

/**
 * A socket closed. Its participant is away (seat kept) unless another socket of theirs holds
 * the seat now; `connectionId` undefined means whichever holds it.
 */
export function dropConnection(
  record: RoomRecord,
  participantId: string,
  connectionId: string | undefined,
  now: number,
): RoomOutcome {
  const participant = findParticipant(record.view, participantId);
  const seat = record.members[participantId];
  const current = connectionId === undefined || seat?.connectionId === connectionId;
  if (!participant || participant.awaySince !== null || !current) return applied(record, []);
  return applied(record, [{ type: 'away', participantId, at: now }]);
}

/** Guests away longer than the grace time leave; the host's seat waits for the host. */
export function sweepAway(record: RoomRecord, now: number): RoomOutcome {
  const events: RoomEvent[] = record.view.participants
    .filter((p) => !p.isHost && p.awaySince !== null)
    .filter((p) => now - (p.awaySince ?? now) >= LIVE_KITCHEN_AWAY_GRACE_MS)
    .map((p) => ({ type: 'left', participantId: p.id, at: now }));
  return applied(record, events);
}

/** When the next away guest's seat runs out, if anyone is away. */
export function nextSweepAt(view: RoomView): number | null {
  const deadlines = view.participants
    .filter((p) => !p.isHost && p.awaySince !== null)
    .map((p) => (p.awaySince ?? 0) + LIVE_KITCHEN_AWAY_GRACE_MS);
  return deadlines.length === 0 ? null : Math.min(...deadlines);
}

/** A room nobody did anything in for 12 hours is over. */
export function isIdleExpired(view: RoomView, now: number): boolean {
  return now - view.lastActivityAt >= LIVE_KITCHEN_IDLE_EXPIRY_MS;
}
